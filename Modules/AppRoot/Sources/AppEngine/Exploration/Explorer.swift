import AppScript
import HeadlessUI
import Runtime

/// Explores an app as a restless user would: from a seed, it taps, toggles, picks, types,
/// steps, long-presses, drags and dismisses whatever the screen offers, or lets virtual time
/// pass, and checks after each step that the app keeps its invariants (no runtime issue, a
/// state that survives its recording, no tap that nothing handles, no effect that runs on past
/// ``SessionInvariant/effectLifetimeLimit`` unless declared long-living, and the caller's
/// `expect` lines). The first failure is shrunk
/// to a short script that fails the same way.
///
/// ```swift
/// let exploration = try await Explorer(definition: .showcase, seed: 1, steps: 500).run()
/// #expect(exploration.failure == nil)
/// ```
///
/// The same seed takes the same steps and comes to the same result.
@MainActor
public struct Explorer<R: Reducer>
where
  R.State: Codable & Equatable & Sendable,
  R.Action: Codable & Equatable & Sendable
{
  /// The app explored, on its preview dependencies.
  public var definition: AppDefinition<R>
  /// The seed the steps are picked with.
  public var seed: UInt64
  /// The most steps taken.
  public var steps: Int
  /// The most virtual time the steps may take; exploration stops once it has passed.
  public var timeLimit: Duration?
  /// `expect` lines that must hold after every step.
  public var invariants: [ScriptCommand]
  /// The most runs shrinking a failure may take.
  public var shrinkingRuns = 400
  /// Whether the exploration keeps a run report of its steps, with what they reached
  /// (`app explore --report`); it traces every action, which costs a little on each.
  public var keepsReport = false

  /// Creates an explorer of the app `definition` describes.
  public init(
    definition: AppDefinition<R>, seed: UInt64 = 1, steps: Int = 1_000,
    timeLimit: Duration? = nil, invariants: [ScriptCommand] = []
  ) {
    self.definition = definition
    self.seed = seed
    self.steps = steps
    self.timeLimit = timeLimit
    self.invariants = invariants
  }

  /// Creates an explorer of one feature and its view, on a virtual clock and the preview
  /// dependencies that `dependencies` adjusts, typing `inputs` into the fields they are keyed
  /// by label besides empty, long and non-ASCII text, and letting the effects of the actions
  /// `longLivingEffects` names run as long as they like (see
  /// ``AppDefinition/longLivingEffects``): how a feature's own test explores it.
  ///
  /// ```swift
  /// let exploration = try await Explorer(
  ///   initialState: { SearchFeature.State() }, reducer: { SearchFeature() },
  ///   view: { SearchView(store: $0) }, inputs: ["Search": ["San"]], seed: 1, steps: 500
  /// ).run()
  /// #expect(exploration.failure == nil)
  /// ```
  public init(
    initialState: @escaping @Sendable () -> R.State,
    reducer: @escaping @Sendable () -> R,
    view: @escaping @MainActor @Sendable (Store<R.State, R.Action>) -> any View,
    dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in },
    inputs: [String: [String]] = [:], longLivingEffects: [String] = [], seed: UInt64 = 1,
    steps: Int = 1_000, timeLimit: Duration? = nil, invariants: [ScriptCommand] = []
  ) {
    let feature = String(describing: R.self)
    var definition = AppDefinition(
      name: feature, version: "", initialState: initialState, reducer: reducer, view: view,
      prepareDependencies: { values, _, clock in
        values.continuousClock = clock
        dependencies(&values)
      },
      testSource: EmittedTestSource(
        imports: [], initialState: "\(feature).State()", reducer: "\(feature)()",
        dependencies: "values.continuousClock = clock"),
      tourScript: "")
    definition.explorationInputs = inputs
    definition.longLivingEffects = longLivingEffects
    self.init(
      definition: definition, seed: seed, steps: steps, timeLimit: timeLimit,
      invariants: invariants)
  }

  /// Explores, then shrinks the first failure if there is one; throws only when the app
  /// cannot start a session or an invariant is no `expect` line.
  public func run(
    progress: (_ stepsTaken: Int) -> Void = { _ in }
  ) async throws(SessionFailure) -> Exploration {
    if let wrong = invariants.first(where: { !$0.isCheck }) {
      throw .usage("'\(wrong.keyword)' is no check; invariants are 'expect' lines")
    }
    var random = SplitMix64(seed: seed)
    let inputs = ExplorationInputs(accepted: definition.explorationInputs)
    let session = try makeSession(keepingReport: keepsReport)
    var coverage = ExplorationCoverage()
    coverage.noteTree(session.reducerTree)
    session.observeReducedActions { coverage.noteReduced($0) }
    let start = session.clock.now
    var taken: [ScriptCommand] = []
    var failure: (kind: String, message: String)?
    while taken.count < steps, failure == nil {
      if let timeLimit, start.duration(to: session.clock.now) >= timeLimit { break }
      guard let host = session.host else { break }
      coverage.noteScreen(of: host)
      let step = ExplorationStep.next(on: host, inputs: inputs, using: &random)
      let driven = step.label.flatMap { try? host.node($0) }
      do throws(SessionFailure) {
        try await take(step, in: session)
      } catch {
        // A control the screen offered refused the step (a gesture that takes no tap, a
        // sheet that may not be dismissed): nothing was sent, so it is no step.
        if case .screen = error { continue }
        failure = (Self.kind(of: error), error.description)
      }
      taken.append(step)
      if let driven { coverage.noteDriven(driven) }
      progress(taken.count)
    }
    let virtualTime = start.duration(to: session.clock.now)
    var report = session.reportData(
      kind: "explore",
      outcome: failure.map { RunReport.Outcome(status: "failed", summary: $0.message) }
        ?? RunReport.Outcome(
          status: "passed",
          summary: "Explored \(taken.count) steps from seed \(seed); every step kept every "
            + "invariant."))
    report?.title = "explore --seed \(seed)"
    report?.coverage = RunReport.Coverage(coverage)
    guard let failure else {
      return Exploration(
        seed: seed, steps: taken, failure: nil, coverage: coverage, virtualTime: virtualTime,
        report: report)
    }
    func failsTheSameWay(_ candidate: [ScriptCommand]) async -> Bool {
      guard let other = await self.failure(replaying: candidate) else { return false }
      return other.kind == failure.kind
        && Self.signature(of: other.message) == Self.signature(of: failure.message)
    }
    var shrunk = await DeltaDebugging.minimize(taken, tests: shrinkingRuns, fails: failsTheSameWay)
    // A failure that takes time (an effect that lingers) keeps every wait and what lies between
    // them: tried as one wait after the other steps, it shrinks further.
    let waitingLast = Self.waitingLast(shrunk)
    if waitingLast != shrunk, await failsTheSameWay(waitingLast) {
      shrunk = await DeltaDebugging.minimize(
        waitingLast, tests: shrinkingRuns, fails: failsTheSameWay)
    }
    return Exploration(
      seed: seed, steps: taken,
      failure: ExplorationFailure(
        kind: failure.kind, message: failure.message, steps: taken, shrunkSteps: shrunk,
        invariants: invariants),
      coverage: coverage, virtualTime: virtualTime, report: report)
  }

  /// The Swift Testing test that takes the shrunk steps of `failure` in a `TestStore`
  /// (as `app replay --emit-test` writes one): for a runtime issue, which a test store reports
  /// too, a test that expects it as a known issue, and so fails once the mistake is fixed.
  ///
  /// ```swift
  /// if let failure = exploration.failure {
  ///   print(try await explorer.emittedTest(reproducing: failure))
  /// }
  /// ```
  public func emittedTest(
    reproducing failure: ExplorationFailure
  ) async throws(SessionFailure) -> String {
    var options = SessionOptions()
    options.isQuiet = true
    options.keepsRecording = true
    options.source = "<explore>"
    // The steps run as a recording is made, without checks, and the recording is replayed
    // to write the test: a runtime issue either meets is the one being reproduced, and is
    // not reported here.
    let emitted = await IssueCollector().collecting { () async -> Result<String, SessionFailure> in
      do throws(SessionFailure) {
        let session = try Session(definition: definition, options: options, console: Console())
        for step in failure.shrunkSteps { try await session.execute(step) }
        let test = try Replay(definition: definition, console: Console()).emittedTest(
          for: try session.recording(),
          origin: .exploration(seed: seed, kind: failure.kind, message: failure.message))
        return .success(test)
      } catch {
        return .failure(error)
      }
    }
    return try emitted.get()
  }

  /// The first failure of `steps` run from the start in a new session, with the caller's
  /// invariants checked after each; `nil` when every step passes.
  private func failure(replaying steps: [ScriptCommand]) async -> (kind: String, message: String)? {
    do throws(SessionFailure) {
      let session = try makeSession()
      for step in steps { try await take(step, in: session) }
      return nil
    } catch {
      return (Self.kind(of: error), error.description)
    }
  }

  /// Runs `step`, then checks the caller's invariants.
  private func take(_ step: ScriptCommand, in session: Session<R>) async throws(SessionFailure) {
    try await session.execute(step)
    for invariant in invariants { try session.check(invariant) }
  }

  private func makeSession(keepingReport: Bool = false) throws(SessionFailure) -> Session<R> {
    var options = SessionOptions()
    options.isQuiet = true
    options.recordsReport = keepingReport
    options.checksInvariants = true
    options.source = "<explore>"
    return try Session(definition: definition, options: options, console: Console())
  }

  /// `steps` with their `advance` steps made one, of their sum, after the others; `steps`
  /// themselves when they have at most one.
  static func waitingLast(_ steps: [ScriptCommand]) -> [ScriptCommand] {
    let waits = steps.compactMap { step -> Duration? in
      guard case .advance(let duration) = step else { return nil }
      return duration
    }
    guard waits.count > 1 else { return steps }
    let others = steps.filter { step in
      guard case .advance = step else { return true }
      return false
    }
    return others + [.advance(waits.reduce(.zero, +))]
  }

  /// What kind of failure `failure` is: the invariant it broke, `expectation`, or the kind of
  /// session failure.
  static func kind(of failure: SessionFailure) -> String {
    switch failure {
    case .brokenInvariant(let invariant, _): invariant.rawValue
    case .expectationFailed: "expectation"
    default: Mirror(reflecting: failure).children.first?.label ?? "failure"
    }
  }

  /// What makes two failure messages the same: their first line without its digits, so that
  /// a failure met again with other counts, or with fewer issues after it, is the same.
  static func signature(of message: String) -> String {
    String(message.prefix { $0 != "\n" }.filter { !$0.isNumber })
  }
}

extension ScriptCommand {
  /// The label of the control the command drives, if it drives one.
  var label: String? {
    switch self {
    case .tap(let label), .typeText(let label, _), .toggle(let label, _), .select(let label, _),
      .longPress(let label), .drag(let label, _, _), .increment(let label), .decrement(let label):
      label
    default: nil
    }
  }
}
