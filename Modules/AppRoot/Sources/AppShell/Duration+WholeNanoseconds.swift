extension Duration {
  /// The duration in whole nanoseconds, saturating at the bounds of `Int64`.
  var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (total, sumOverflow) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !sumOverflow else { return seconds < 0 ? .min : .max }
    return total
  }
}
