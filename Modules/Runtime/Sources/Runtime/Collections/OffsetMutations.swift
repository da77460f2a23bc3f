import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `onDelete(perform:)` hands them.
  ///
  /// ```swift
  /// ForEach(todos, id: \.self) { Text($0) }
  ///   .onDelete { todos.remove(atOffsets: $0) }
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` before the element at `destination`, keeping their order,
  /// as a list's `onMove(perform:)` hands them.
  ///
  /// ```swift
  /// ForEach(todos, id: \.self) { Text($0) }
  ///   .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var moved: [Element] = []
    var kept: [Element] = []
    var insertion = 0
    for (offset, element) in zip(0..., self) {
      if source.contains(offset) {
        moved.append(element)
      } else {
        if offset < destination { insertion += 1 }
        kept.append(element)
      }
    }
    kept.insert(contentsOf: moved, at: insertion)
    for (index, element) in zip(indices, kept) {
      self[index] = element
    }
  }
}
