import Foundation

/// `runtime-bench`: times the runtime's hot paths against a minimal baseline store.
///
///     swift run -c release runtime-bench [--json] [--quick] [--filter TEXT]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(
    """
    OVERVIEW: Times the runtime's hot paths; every figure is also a ratio to a minimal store.

    USAGE: runtime-bench [--json] [--quick] [--filter TEXT] [--iterations N]
           runtime-bench --print-generated-script N

    OPTIONS:
      --json          Print the results as JSON.
      --quick         Few, short samples: a smoke run, not a measurement.
      --filter TEXT   Only run workloads whose name contains TEXT.
      --iterations N  Run N operations per sample instead of timing (for valgrind).
      --print-generated-script N
                      Print the generated N-step script the app workloads run, and stop
                      (Scripts/report-benchmark.sh writes its run report).
      -h, --help      Show this help.
    """
  )
  exit(0)
}
if let index = arguments.firstIndex(of: "--print-generated-script") {
  guard arguments.indices.contains(index + 1), let steps = Int(arguments[index + 1]), steps > 0
  else {
    FileHandle.standardError.write(Data("--print-generated-script needs a step count\n".utf8))
    exit(64)
  }
  print(AppWorkloads.generatedScript(steps: steps), terminator: "")
  exit(0)
}
let quick = arguments.contains("--quick")
let filter = arguments.firstIndex(of: "--filter").flatMap {
  arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
var harness = Harness(
  sampleCount: quick ? 3 : 15,
  sampleDuration: quick ? .milliseconds(5) : .milliseconds(100),
  filter: filter
)
harness.isQuick = quick
harness.fixedIterations = arguments.firstIndex(of: "--iterations").flatMap {
  arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
}
harness = await RuntimeWorkloads.run(harness)
harness = await AppWorkloads.run(harness)
harness = ObservationWorkloads.run(harness)
let memory = await MemoryWorkloads.run(filter: harness.shouldRun, quick: quick)
let baseline = harness.measurements.first { $0.name == "baseline send" }?.median
if arguments.contains("--json") {
  print(try Report.json(harness.measurements, memory: memory, baseline: baseline))
} else {
  print(Report.table(harness.measurements, memory: memory, baseline: baseline))
}
