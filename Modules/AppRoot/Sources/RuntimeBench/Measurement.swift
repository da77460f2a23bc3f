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
    Self.percentile(fraction, of: samples)
  }

  /// The value `fraction` of the way through `values` sorted, between two neighbours when it
  /// falls between them.
  static func percentile(_ fraction: Double, of values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
  }
}

/// A goal a workload's median must meet: a number of nanoseconds, or a multiple of another
/// workload's median measured in the same run (absolute speed moves from day to day; ratios
/// within one run do not).
struct Target: Sendable {
  private enum Bound: Sendable {
    case nanoseconds(Double)
    case multiple(Double, of: String, turnByTurn: Bool)
  }

  private let bound: Bound

  static func atMost(nanoseconds: Double) -> Self {
    Self(bound: .nanoseconds(nanoseconds))
  }

  /// At most `factor` times the median of the workload named `reference`; with `turnByTurn`,
  /// for two workloads whose samples were taken in turns, at most `factor` for the median of
  /// the ratios of the samples taken side by side.
  static func atMost(_ factor: Double, times reference: String, turnByTurn: Bool = false) -> Self {
    Self(bound: .multiple(factor, of: reference, turnByTurn: turnByTurn))
  }

  /// How the goal reads in the report, such as "≤ 100 ns" or "≤ 1.5× send past a view".
  var label: String {
    switch bound {
    case let .nanoseconds(limit): "≤ \(Formatting.duration(limit))"
    case let .multiple(factor, reference, turnByTurn):
      "≤ \(Formatting.fixed(factor, digits: 1))× \(reference)"
        + (turnByTurn ? ", turn by turn" : "")
    }
  }

  /// The most nanoseconds per operation allowed, or `nil` when the workload it is relative to
  /// was not run.
  func limit(among measurements: [Measurement]) -> Double? {
    switch bound {
    case let .nanoseconds(limit):
      limit
    case let .multiple(factor, reference, _):
      measurements.first { $0.name == reference }.map { factor * $0.median }
    }
  }

  /// How many times as long as the workload the goal names `measurement` took, or `nil` for a
  /// goal in nanoseconds or when that workload was not run: the ratio of the medians, or, turn
  /// by turn, the median of the ratios of the samples taken side by side, which the machine's
  /// speed drifting from one turn to the next moves less.
  func ratio(of measurement: Measurement, among measurements: [Measurement]) -> Double? {
    guard case let .multiple(_, reference, turnByTurn) = bound,
      let other = measurements.first(where: { $0.name == reference })
    else { return nil }
    guard turnByTurn, other.samples.count == measurement.samples.count else {
      return measurement.median / other.median
    }
    return Measurement.percentile(0.5, of: zip(measurement.samples, other.samples).map(/))
  }

  /// Whether `measurement` meets the goal, or `nil` when that cannot be told.
  func isMet(by measurement: Measurement, among measurements: [Measurement]) -> Bool? {
    switch bound {
    case let .nanoseconds(limit):
      measurement.median <= limit
    case let .multiple(factor, _, _):
      ratio(of: measurement, among: measurements).map { $0 <= factor }
    }
  }
}
