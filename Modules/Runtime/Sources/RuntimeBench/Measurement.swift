/// The timing of one workload: nanoseconds per operation over several samples.
struct Measurement: Sendable {
  let name: String
  let group: String
  let samples: [Double]
  let target: Target?

  /// The median of the samples.
  var median: Double { percentile(0.5) }

  /// The spread of the samples: from the 25th to the 75th percentile.
  var spread: (low: Double, high: Double) { (percentile(0.25), percentile(0.75)) }

  func percentile(_ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
  }
}

/// A goal a workload's median must meet.
struct Target: Sendable {
  /// The most nanoseconds per operation allowed.
  let maximumNanoseconds: Double
  /// How the goal reads in the report, such as "≤ 100 ns".
  let label: String

  static func atMost(nanoseconds: Double) -> Self {
    Self(maximumNanoseconds: nanoseconds, label: "≤ \(Formatting.duration(nanoseconds))")
  }

  func isMet(by measurement: Measurement) -> Bool {
    measurement.median <= maximumNanoseconds
  }
}
