/// Times workloads: a warm-up, then repeated samples of a batch of operations.
@MainActor
struct Harness {
  /// How many samples to take of each workload.
  var sampleCount: Int
  /// Roughly how long one sample should take, which decides the batch size.
  var sampleDuration: Duration
  /// Only workloads whose name contains this text run.
  var filter: String?
  /// Whether this is a smoke run: few, short samples and smaller scripted workloads.
  var isQuick = false
  /// A fixed number of operations per sample instead of calibrating by time (for profilers).
  var fixedIterations: Int?
  private(set) var measurements: [Measurement] = []

  init(sampleCount: Int, sampleDuration: Duration, filter: String?) {
    self.sampleCount = sampleCount
    self.sampleDuration = sampleDuration
    self.filter = filter
  }

  func shouldRun(_ name: String) -> Bool {
    guard let filter else { return true }
    return name.lowercased().contains(filter.lowercased())
  }

  /// Measures a synchronous workload; `operation` runs `iterations` operations.
  mutating func measure(
    _ name: String,
    group: String,
    target: Target? = nil,
    operation: (_ iterations: Int) -> Void
  ) {
    guard shouldRun(name) else { return }
    let iterations = calibrate { operation($0) }
    var samples: [Double] = []
    for _ in 0..<sampleCount {
      let elapsed = ContinuousClock().measure { operation(iterations) }
      samples.append(Formatting.nanoseconds(elapsed) / Double(iterations))
    }
    measurements.append(Measurement(name: name, group: group, samples: samples, target: target))
  }

  /// Measures a synchronous workload that needs a prepared context, such as a store; the
  /// context is only made when the workload is selected.
  mutating func measure<Context>(
    _ name: String,
    group: String,
    target: Target? = nil,
    setup: () -> Context,
    operation: (_ context: Context, _ iterations: Int) -> Void
  ) {
    guard shouldRun(name) else { return }
    let context = setup()
    measure(name, group: group, target: target) { operation(context, $0) }
  }

  /// Measures synchronous workloads in turns: each round takes one sample of each, so that
  /// the machine's drift touches them alike (for targets compared turn by turn).
  mutating func measureInTurns(
    _ workloads: [(name: String, target: Target?, operation: (_ iterations: Int) -> Void)],
    group: String
  ) {
    let selected = workloads.filter { shouldRun($0.name) }
    let batches = selected.map { calibrate($0.operation) }
    var samples = Array(repeating: [Double](), count: selected.count)
    for _ in 0..<sampleCount {
      for (index, workload) in selected.enumerated() {
        let elapsed = ContinuousClock().measure { workload.operation(batches[index]) }
        samples[index].append(Formatting.nanoseconds(elapsed) / Double(batches[index]))
      }
    }
    for (index, workload) in selected.enumerated() {
      measurements.append(
        Measurement(
          name: workload.name, group: group, samples: samples[index], target: workload.target))
    }
  }

  /// Measures an asynchronous workload; `operation` runs `iterations` operations.
  mutating func measure(
    _ name: String,
    group: String,
    target: Target? = nil,
    operation: (_ iterations: Int) async -> Void
  ) async {
    guard shouldRun(name) else { return }
    var iterations = fixedIterations ?? 1
    while fixedIterations == nil {
      let elapsed = await ContinuousClock().measure { await operation(iterations) }
      if elapsed >= sampleDuration / 4 || iterations >= 1 << 20 { break }
      iterations *= 2
    }
    var samples: [Double] = []
    for _ in 0..<sampleCount {
      let elapsed = await ContinuousClock().measure { await operation(iterations) }
      samples.append(Formatting.nanoseconds(elapsed) / Double(iterations))
    }
    measurements.append(Measurement(name: name, group: group, samples: samples, target: target))
  }

  /// Records a workload that measured itself, such as one that runs only once.
  mutating func record(
    _ name: String, group: String, target: Target? = nil, samples: [Double]
  ) {
    guard shouldRun(name) else { return }
    measurements.append(Measurement(name: name, group: group, samples: samples, target: target))
  }

  /// Finds a batch size that takes about a quarter of a sample, warming up on the way.
  private func calibrate(_ operation: (Int) -> Void) -> Int {
    if let fixedIterations { return fixedIterations }
    var iterations = 1
    while true {
      let elapsed = ContinuousClock().measure { operation(iterations) }
      if elapsed >= sampleDuration / 4 || iterations >= 1 << 26 { return iterations }
      iterations *= 2
    }
  }
}
