/// Comparisons whose running time does not depend on where two secrets differ.
///
/// ```swift
/// ConstantTime.equals(storedDigest, SHA256.hash(salt + Array(password.utf8)))
/// ```
public enum ConstantTime {
  /// Whether two byte strings are equal, reading every byte of both even after a difference.
  ///
  /// Only the lengths may leak, so compare values of a fixed length, such as digests.
  public static func equals<Lhs: Collection<UInt8>, Rhs: Collection<UInt8>>(
    _ lhs: Lhs, _ rhs: Rhs
  ) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(lhs, rhs) {
      difference |= left ^ right
    }
    return difference == 0
  }
}
