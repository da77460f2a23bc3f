/// Whether two values of unknown types are equal: same type and `==`.
func isEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
  func compare<Value: Equatable>(_ lhs: Value) -> Bool {
    (rhs as? Value) == lhs
  }
  return compare(lhs)
}
