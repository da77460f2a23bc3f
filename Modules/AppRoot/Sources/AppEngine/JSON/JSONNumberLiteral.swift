/// What a JSON number literal (already checked against the grammar) spells, read exactly from
/// its digits rather than through a `Double`.
enum JSONNumberLiteral {
  /// The integer `literal` spells exactly (`12`, `-0`, `1.50e2`), or `nil` when it has a
  /// fraction or `Value` cannot hold it.
  static func exactInteger<Value: FixedWidthInteger>(
    _: Value.Type, spelledBy literal: UnsafeBufferPointer<UInt8>
  ) -> Value? {
    guard !literal.isEmpty else { return nil }
    let isNegative = literal[0] == UInt8(ascii: "-")
    let unsigned = UnsafeBufferPointer(rebasing: literal[(isNegative ? 1 : 0)...])
    // Most literals are short runs of digits: read those without collecting the digits.
    if unsigned.count <= 18, unsigned.allSatisfy({ (0x30...0x39).contains($0) }) {
      let magnitude = unsigned.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
      return Value(exactly: isNegative ? -magnitude : magnitude)
    }
    var digits: [UInt8] = []
    var fractionDigits = 0
    var exponent = 0
    var index = isNegative ? 1 : 0
    var inFraction = false
    while index < literal.count {
      let byte = literal[index]
      index += 1
      switch byte {
      case UInt8(ascii: "."):
        inFraction = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        exponent = Self.exponent(UnsafeBufferPointer(rebasing: literal[index...]))
        index = literal.count
      default:
        if inFraction { fractionDigits += 1 }
        if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte - UInt8(ascii: "0")) }
      }
    }
    guard let lastNonzero = digits.lastIndex(where: { $0 != 0 }) else { return 0 }
    let trailingZeros = digits.count - 1 - lastNonzero
    let scale = exponent - fractionDigits + trailingZeros
    // A magnitude of more than 40 digits fits no fixed-width integer up to 128 bits.
    guard scale >= 0, lastNonzero + 1 + scale <= 40 else { return nil }
    var magnitude = Value.Magnitude(0)
    for digit in digits[...lastNonzero] + repeatElement(0, count: scale) {
      let (tens, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = tens.addingReportingOverflow(Value.Magnitude(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    guard isNegative else { return Value(exactly: magnitude) }
    guard Value.isSigned else { return nil }
    if magnitude == Value.min.magnitude { return Value.min }
    return Value(exactly: magnitude).map { 0 - $0 }
  }

  /// Whether any digit of `literal` before its exponent is not zero.
  static func hasNonzeroDigit(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in literal {
      switch byte {
      case UInt8(ascii: "e"), UInt8(ascii: "E"): return false
      case UInt8(ascii: "1")...UInt8(ascii: "9"): return true
      default: continue
      }
    }
    return false
  }

  /// The exponent `text` spells (`+12`, `-3`, `7`), held within ±1,000,000,000: beyond that
  /// no integer's digits reach, and no `Double` is other than zero or infinite.
  private static func exponent(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    let isNegative = text.first == UInt8(ascii: "-")
    var value = 0
    for byte in text where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
    }
    return isNegative ? -value : value
  }
}
