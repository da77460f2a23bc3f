import AppEngine
import AppScript
import Runtime

/// `app explore`: explores the app from a seed (see ``Explorer``), prints what it reached,
/// and on a failure prints the shrunk script that reproduces it, or writes it to a file.
///
/// ```
/// app explore --steps 10000 --seed 1
/// app explore --seed 7 --invariants rules.script --out found.script
/// app explore --seed 7 --emit-test FoundTests.swift --report explore.html
/// ```
@MainActor
struct ExploreCommand<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  let definition: AppDefinition<R>
  let console: Console

  /// Explores and returns the exit status: 0 when every step kept every invariant, 1 on a
  /// failure.
  func run(_ options: ExploreOptions) async throws(SessionFailure) -> Int32 {
    var explorer = Explorer(
      definition: definition, seed: options.seed, steps: options.steps,
      timeLimit: options.timeLimit)
    if let path = options.invariantsPath { explorer.invariants = try invariants(in: path) }
    explorer.keepsReport = options.reportPath != nil
    // At a terminal, a line of progress every 1,000 steps, on standard error so that what a
    // pipe or a file gets is the summary alone.
    let exploration = try await explorer.run { taken in
      guard console.isInteractive, taken.isMultiple(of: 1_000) else { return }
      console.printError("# explored \(taken) of \(options.steps) steps")
    }
    if let failure = exploration.failure, let path = options.scriptPath {
      try TextFiles.write(failure.script, to: path)
    }
    if let failure = exploration.failure, let path = options.testPath {
      try TextFiles.write(try await explorer.emittedTest(reproducing: failure), to: path)
    }
    if let report = exploration.report, let path = options.reportPath {
      try RunReportPage.write(report, to: path)
    }
    console.print(
      options.printsJSON
        ? try ExplorationSummary(exploration).json : Self.text(of: exploration, options))
    return exploration.failure == nil ? 0 : 1
  }

  /// The `expect` lines of the script at `path`.
  private func invariants(in path: String) throws(SessionFailure) -> [ScriptCommand] {
    switch ScriptParser.parse(try TextFiles.read(path), file: path) {
    case .success(let steps):
      if let step = steps.first(where: { !$0.command.isCheck }) {
        let location = step.location
        throw .usage(
          "\(location.file):\(location.line): '\(step.command.keyword)' is no check; an "
            + "invariants file holds only 'expect' lines")
      }
      return steps.map(\.command)
    case .failure(let errors):
      throw .syntax(errors.description)
    }
  }

  /// The summary as text: the steps, the coverage, and the failure with its shrunk script.
  static func text(of exploration: Exploration, _ options: ExploreOptions) -> String {
    var lines = [
      "# Explored \(exploration.steps.count) steps from seed \(exploration.seed) in "
        + "\(Session<R>.literal(exploration.virtualTime)) of virtual time."
    ]
    lines.append(exploration.coverage.text)
    guard let failure = exploration.failure else {
      lines.append("# No failure: every step kept every invariant.")
      return lines.joined(separator: "\n")
    }
    lines.append(
      "# Failed at step \(failure.steps.count) (\(failure.kind)); shrunk to "
        + "\(failure.shrunkSteps.count) steps:")
    if let path = options.scriptPath {
      lines.append("# Wrote the script to \(path); reproduce with: app run --invariants \(path)")
    } else {
      lines.append(failure.script)
    }
    if let path = options.testPath {
      lines.append("# Wrote the steps as a Swift Testing test to \(path).")
    }
    return lines.joined(separator: "\n")
  }
}

/// What the command line asks `app explore` for.
struct ExploreOptions: Equatable {
  var seed: UInt64 = 1
  var steps = 1_000
  /// The most virtual time the steps may take.
  var timeLimit: Duration?
  /// A script of `expect` lines that must hold after every step.
  var invariantsPath: String?
  /// Where the shrunk script of a failure is written.
  var scriptPath: String?
  /// Where the shrunk steps of a failure are written as a Swift Testing test.
  var testPath: String?
  /// Where the run report of the steps, with what they reached, is written.
  var reportPath: String?
  /// Whether the summary is printed as JSON instead of text.
  var printsJSON = false
}
