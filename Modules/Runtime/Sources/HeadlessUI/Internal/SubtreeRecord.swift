import Runtime

/// A subtree that is rendered once and then reused until it is marked dirty: the body of a view
/// (dirty when the view or the store state it read changes), the content of a
/// ``WithViewStore`` (dirty when its view store changes) or a ``ForEachStore`` row.
final class SubtreeRecord: ViewRecord {
  /// The type of view that made the record; another type at the same path replaces it.
  let viewType: ObjectIdentifier
  /// What the view keeps between renders, such as its view store.
  var state: AnyObject?
  /// The subscription that marks the record dirty.
  var subscription: ViewStoreSubscription?
  /// What the last evaluation of a view's body read from stores, and the observation that
  /// marks the record dirty when it changes.
  var recorder: StateAccessRecorder?
  var stateObservation: StateObservation? {
    didSet { oldValue?.cancel() }
  }
  /// Renders the content again, with the latest closure the parent gave.
  var evaluate: @MainActor (Renderer) -> [Fragment] = { _ in [] }
  /// The environment the content was rendered in.
  var environment: ViewEnvironment
  /// Whether the content must be evaluated again.
  var isDirty = true
  /// The number of the last pass that evaluated the content.
  var evaluatedPass = 0
  /// The subtree whose evaluation rendered this one; `nil` at the root.
  weak var owner: SubtreeRecord?
  /// Where the owner's last evaluation rendered this record among the records it rendered.
  var ordinal = 0
  /// The nodes of the last assembly.
  var nodes: [ViewNode] = []
  /// Whether the content, or a subtree inside it, was evaluated since the nodes were assembled.
  var nodesAreStale = true
  /// The last rendering of the content.
  var fragments: [Fragment] = []
  /// The paths of the records the last evaluation touched, kept alive while it is reused.
  var ownedPaths: [ViewPath] = []

  init(sequence: Int, viewType: ObjectIdentifier, environment: ViewEnvironment) {
    self.viewType = viewType
    self.environment = environment
    super.init(sequence: sequence)
  }

  /// The record's place in the tree, for ordering records depth-first: the ordinals of its
  /// owners from the root down, then its own. An owner's place is a prefix of what it owns.
  var treePosition: [Int] {
    var position: [Int] = []
    var current: SubtreeRecord? = self
    while let record = current {
      position.append(record.ordinal)
      current = record.owner
    }
    return position.reversed()
  }

  /// Whether `other` rendered this subtree, directly or through subtrees inside it.
  func isInside(_ other: SubtreeRecord) -> Bool {
    var current = owner
    while let record = current {
      if record === other { return true }
      current = record.owner
    }
    return false
  }

  /// Marks the nodes of this subtree, and of the subtrees around it, to be assembled again.
  func markNodesStale() {
    var current: SubtreeRecord? = self
    while let record = current, !record.nodesAreStale {
      record.nodesAreStale = true
      current = record.owner
    }
  }

  override func tearDown() -> (@MainActor () -> Void)? {
    subscription?.cancel()
    subscription = nil
    stateObservation = nil
    state = nil
    return nil
  }
}
