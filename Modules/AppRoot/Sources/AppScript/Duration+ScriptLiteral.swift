extension Duration {
  /// The duration units of the script language with their length in nanoseconds,
  /// largest first.
  static let scriptUnits: [(suffix: String, nanoseconds: Int64)] = [
    ("m", 60_000_000_000), ("s", 1_000_000_000), ("ms", 1_000_000), ("us", 1_000), ("ns", 1),
  ]

  /// The unit suffixes as listed in error messages.
  static let scriptUnitList = "ns, us, ms, s or m"

  /// Creates a duration from a plain decimal number (`300`, `1.5`) in a unit, or returns
  /// `nil` when it does not fit in 64-bit nanoseconds or is finer than one nanosecond.
  init?(scriptNumber number: String, unitNanoseconds unit: Int64) {
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard let whole = Int64(parts[0]) else { return nil }
    let (wholeNanoseconds, overflow) = whole.multipliedReportingOverflow(by: unit)
    guard !overflow else { return nil }
    var fractionNanoseconds: Int64 = 0
    if parts.count == 2 {
      var digits = parts[1]
      while digits.last == "0" { digits.removeLast() }
      var scale: Int64 = 1
      var fraction: Int64 = 0
      for digit in digits {
        guard unit.isMultiple(of: scale * 10), let value = digit.wholeNumberValue else {
          return nil
        }
        scale *= 10
        fraction = fraction * 10 + Int64(value)
      }
      fractionNanoseconds = fraction * (unit / scale)
    }
    let (total, sumOverflow) = wholeNanoseconds.addingReportingOverflow(fractionNanoseconds)
    guard !sumOverflow else { return nil }
    self = .nanoseconds(total)
  }

  /// The duration as script source in the largest unit that states it exactly,
  /// such as `300ms` or `2m`.
  var scriptLiteral: String {
    let (seconds, attoseconds) = components
    let (secondsInNanoseconds, overflow) = seconds.multipliedReportingOverflow(
      by: 1_000_000_000)
    let (total, sumOverflow) = secondsInNanoseconds.addingReportingOverflow(
      attoseconds / 1_000_000_000)
    guard !overflow, !sumOverflow, attoseconds.isMultiple(of: 1_000_000_000) else {
      let sign = seconds < 0 || attoseconds < 0 ? "-" : ""
      let fraction = String(attoseconds.magnitude)
      let padded = String(repeating: "0", count: 18 - fraction.count) + fraction
      return "\(sign)\(seconds.magnitude).\(padded)s"
    }
    if total == 0 { return "0s" }
    let unit = Self.scriptUnits.first { total.isMultiple(of: $0.nanoseconds) }
    let (suffix, nanoseconds) = unit ?? ("ns", 1)
    return "\(total / nanoseconds)\(suffix)"
  }
}
