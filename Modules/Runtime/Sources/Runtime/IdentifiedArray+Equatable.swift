extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two arrays are equal when their elements are equal and in the same order.
  ///
  /// Arrays that share their storage compare in O(1).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
