extension IdentifiedArray {
  /// A stamp of the array as it is now, for ``forEachChange(since:_:)``.
  package var changeStamp: UInt64 { changeLog.stamp }

  /// Calls `body` once with the id of each element that may have changed since the array had
  /// `stamp`; returns `false`, calling nothing, when any element may have.
  ///
  /// ```swift
  /// let stamp = rows.changeStamp
  /// rows[id: 2]?.title = "Renamed"
  /// let named = rows.forEachChange(since: stamp) { print($0) }   // prints 2; named is true
  /// ```
  ///
  /// Only changes made to this array, or to an array it was copied from, are named: an array
  /// built anew, sorted, or changed more than eight times since answers `false`.
  package func forEachChange(since stamp: UInt64, _ body: (ID) -> Void) -> Bool {
    changeLog.forEachChange(since: stamp, body)
  }
}
