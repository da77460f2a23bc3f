/// Compares two values with `==` outside any actor, so that the comparison can be stored as a
/// plain duplicate-removal closure.
nonisolated func areEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs == rhs
}

/// Whether two values of unknown types are equal: same type and `==`.
package func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
  func compare<Value: Equatable>(_ lhs: Value) -> Bool {
    (rhs as? Value) == lhs
  }
  return compare(lhs)
}
