/// State that the renderer keeps for a view between renders, keyed by the view's path.
@MainActor
class ViewRecord {
  /// The order in which records were made; teardown runs in this order.
  let sequence: Int
  /// The number of the last pass that rendered the record's view.
  var touchedPass = 0
  /// Whether the record is in the tree: `false` once it was torn down.
  var isAttached = true

  init(sequence: Int) {
    self.sequence = sequence
  }

  /// Stops what the record runs once its view left the tree; returns what to call after the
  /// render is committed, such as an `onDisappear` action.
  func tearDown() -> (@MainActor () -> Void)? {
    nil
  }
}
