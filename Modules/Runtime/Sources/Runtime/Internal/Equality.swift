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

/// The `==` of `Value` when the type is `Equatable` (found once, here), `nil` for any other
/// type; comparing with it neither boxes nor casts the values.
func equality<Value>(of _: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = Value.self as? any Equatable.Type else { return nil }
  return comparison(equatable, as: Value.self)
}

private func comparison<Element: Equatable, Value>(
  _: Element.Type, as _: Value.Type
) -> (Value, Value) -> Bool {
  { lhs, rhs in
    // `Value` is `Element`: the caller checked it with a cast of the type.
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        left.withMemoryRebound(to: Element.self, capacity: 1) { left in
          right.withMemoryRebound(to: Element.self, capacity: 1) { left.pointee == $0.pointee }
        }
      }
    }
  }
}
