import Runtime

/// The view value a cached body was last rendered from, to tell whether a parent that renders
/// again gives it something new.
final class LastView<V: View> {
  let view: V

  init(_ view: V) {
    self.view = view
  }

  /// Whether `other` is the same view: equal for an `Equatable` view, otherwise the same bytes
  /// (the same stores, strings and values), the way SwiftUI compares plain view fields.
  ///
  /// A view holding a closure has new bytes on every render of its parent, so it is evaluated
  /// again. A view that reads a class it does not observe would be left stale by an equal
  /// comparison, which is why views read store state through `store.field` or
  /// ``WithViewStore``: both re-render the view when that state changes.
  func isSame(as other: V) -> Bool {
    if let view = view as? any Equatable, let other = other as? any Equatable {
      return isEqual(view, other)
    }
    return withUnsafeBytes(of: view) { old in
      withUnsafeBytes(of: other) { new in old.elementsEqual(new) }
    }
  }
}
