import Foundation

/// The mutations that lists and reducers reach for beyond append and remove: by offsets as
/// `onDelete` and `onMove` hand them, by swapping and reversing, and by updating in place.
extension IdentifiedArray {
  /// Removes the elements at `offsets`, as a list's `onDelete(perform:)` hands them.
  ///
  /// ```swift
  /// case let .delete(offsets):
  ///   state.todos.remove(atOffsets: offsets)
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    defer { rebuildIDs() }
    storage.remove(atOffsets: offsets)
  }

  /// Moves the elements at `source` before the element at `destination`, keeping their order,
  /// as a list's `onMove(perform:)` hands them.
  ///
  /// ```swift
  /// case let .move(source, destination):
  ///   state.todos.move(fromOffsets: source, toOffset: destination)
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    defer { rebuildIDs() }
    storage.move(fromOffsets: source, toOffset: destination)
  }

  /// Exchanges the elements at two positions.
  public mutating func swapAt(_ first: Int, _ second: Int) {
    defer { rebuildIDs() }
    storage.swapAt(first, second)
  }

  /// Reverses the order of the elements.
  public mutating func reverse() {
    defer { rebuildIDs() }
    storage.reverse()
  }

  /// Shuffles the elements with `generator`.
  public mutating func shuffle<Generator: RandomNumberGenerator>(
    using generator: inout Generator
  ) {
    defer { rebuildIDs() }
    storage.shuffle(using: &generator)
  }

  /// Removes the elements in `bounds`.
  public mutating func removeSubrange(_ bounds: Range<Int>) {
    defer { rebuildIDs() }
    storage.removeSubrange(bounds)
  }

  /// Removes the first `count` elements.
  public mutating func removeFirst(_ count: Int) {
    removeSubrange(0..<count)
  }

  /// Removes the last `count` elements.
  public mutating func removeLast(_ count: Int) {
    removeSubrange(storage.count - count..<storage.count)
  }

  /// Appends each element whose id is not already present, in order.
  public mutating func append<S: Sequence>(contentsOf newElements: S)
  where S.Element == Element {
    for element in newElements {
      append(element)
    }
  }

  /// Replaces the element with the same id, or appends `element` when its id is new.
  ///
  /// - Returns: The element that was replaced, or `nil` when `element` was appended.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let previous = self[id: element[keyPath: id]]
    upsert(element)
    return previous
  }

  /// Replaces the element with the same id where it is, or inserts `element` at `position`
  /// when its id is new.
  ///
  /// - Returns: The element that was replaced, or `nil`, and the position of `element`.
  @discardableResult
  public mutating func updateOrInsert(
    _ element: Element, at position: Int
  ) -> (originalMember: Element?, index: Int) {
    let elementID = element[keyPath: id]
    if let existing = positions[elementID] {
      let previous = storage[existing]
      storage[existing] = element
      changeLog.record(elementID)
      return (previous, existing)
    }
    insert(element, at: position)
    return (nil, position)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order.
  public mutating func sort() {
    sort(by: <)
  }
}
