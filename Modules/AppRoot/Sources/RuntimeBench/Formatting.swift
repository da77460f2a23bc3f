/// Number formatting for the benchmark report.
enum Formatting {
  static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// A duration in the most readable unit: `15.2 ns`, `4.40 µs`, `2.35 ms`.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return "\(fixed(nanoseconds, digits: 1)) ns"
    case ..<1_000_000: return "\(fixed(nanoseconds / 1_000, digits: 2)) µs"
    case ..<1_000_000_000: return "\(fixed(nanoseconds / 1_000_000, digits: 2)) ms"
    default: return "\(fixed(nanoseconds / 1_000_000_000, digits: 2)) s"
    }
  }

  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    let decimals = text.split(separator: ".").last.map(\.count) ?? 0
    if !text.contains(".") { text += "." }
    return text + String(repeating: "0", count: max(0, digits - decimals))
  }

  static func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
