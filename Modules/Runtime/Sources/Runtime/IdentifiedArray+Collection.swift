extension IdentifiedArray: RandomAccessCollection {
  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { storage.count }

  @inlinable
  public func index(after position: Int) -> Int { position + 1 }

  @inlinable
  public func index(before position: Int) -> Int { position - 1 }

  /// Accesses the element at a position; mutation happens in place, without copying.
  ///
  /// Changing an element's id through this subscript is a programmer error, caught by an
  /// assertion in debug builds. Use ``subscript(id:)`` to replace an element with another id.
  @inlinable
  public subscript(position: Int) -> Element {
    _read { yield storage[position] }
    _modify {
      let previous = orderedIDs[position]
      defer {
        changeLog.record(previous)
        assert(
          storage[position][keyPath: id] == previous,
          "IdentifiedArray: the id of the element at \(position) changed through subscript(_:)"
        )
      }
      yield &storage[position]
    }
  }
}
