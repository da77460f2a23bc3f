/// Compares two values with `==` outside any actor, so that the comparison can be stored as a
/// plain duplicate-removal closure.
nonisolated func areEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  lhs == rhs
}
