import AppEngine
import AppScript
import AppShell
import Search
import Testing

/// Exploration finds each planted composition mistake from a fixed seed, shrinks it to a
/// script of at most 10 steps, and `app run --invariants` fails on that script the same way.
@MainActor
@Suite struct ExplorerTests {
  @Test func theFeatureWithoutMistakesKeepsEveryInvariant() async throws {
    let exploration = try await Explorer(definition: .laps(nil), seed: 1, steps: 500).run()
    #expect(exploration.failure == nil)
    #expect(exploration.steps.count == 500)
    #expect(exploration.coverage.screens == ["screen", "sheet"])
    #expect(exploration.coverage.actions.contains("stopwatch.presented.tick"))
    #expect(exploration.coverage.operators == ["stopwatch"])
    #expect(exploration.coverage.operatorsNeverReached == [])
  }

  /// Exploration steps steppers, and taps, long-presses and drags views with gestures, as the
  /// guide (ExploringTheApp.md) tells it; a gesture a view does not take is no step.
  @Test func steppersAndGesturesAreExplored() async throws {
    let exploration = try await Explorer(definition: .demo, seed: 1, steps: 300).run()
    #expect(exploration.failure == nil)
    #expect(exploration.steps.count == 300)
    for control in [#"stepper "Count""#, #"gesture view "Card""#, #"gesture view "Hold to reset""#]
    {
      #expect(exploration.coverage.controls.contains(control), "\(exploration.coverage.text)")
    }
    #expect(exploration.coverage.actions.isSuperset(of: ["reset", "cardDropped"]))
    let commands = Set(exploration.steps.map(\.keyword))
    #expect(commands.isSuperset(of: ["increment", "decrement", "longpress", "drag"]))
    // "Card" takes only a drag: a tap or a long press of it was never a step.
    #expect(!exploration.steps.contains(.longPress(label: "Card")))
    #expect(!exploration.steps.contains(.tap(label: "Card")))
  }

  /// The guide's example (ExploringTheApp.md): the search feature explored on its own.
  @Test func theSearchFeatureExploredOnItsOwn() async throws {
    let exploration = try await Explorer(
      initialState: { SearchFeature.State() }, reducer: { SearchFeature() },
      view: { SearchView(store: $0) }, inputs: ["Search": ["San"]], seed: 1, steps: 500
    ).run()
    #expect(exploration.failure == nil)
    #expect(exploration.coverage.actions.contains("searchResultTapped"))
    #expect(exploration.coverage.actions.contains("forecastResponse.success"))
    #expect(exploration.coverage.actions.contains("addToFavoritesTapped"))
  }

  @Test func theSameSeedTakesTheSameStepsToTheSameResult() async throws {
    let first = try await Explorer(definition: .laps(nil), seed: 7, steps: 200).run()
    let second = try await Explorer(definition: .laps(nil), seed: 7, steps: 200).run()
    let other = try await Explorer(definition: .laps(nil), seed: 8, steps: 200).run()
    #expect(first == second)
    #expect(first.steps != other.steps)
  }

  @Test func anEffectNotCancelledWhenItsChildIsDismissed() async throws {
    try await expectFound(
      in: .laps(.effectNotCancelledOnDismiss), kind: "runtime issue",
      message: "received a presented action while nothing was presented")
  }

  /// The guide's example of a shrunk script (ExploringTheApp.md).
  @Test func theEffectThatOutlivesItsSheetShrinksToFourSteps() async throws {
    let exploration = try await Explorer(
      definition: .laps(.effectNotCancelledOnDismiss), seed: 1, steps: 2_000
    ).run()
    let failure = try #require(exploration.failure)
    #expect(
      failure.shrunkSteps == [
        .tap(label: "Open stopwatch"), .tap(label: "Start"), .dismiss(label: nil),
        .advance(.seconds(60)),
      ])
    #expect(
      failure.script.hasPrefix(
        """
        # Found by exploration: runtime issue.
        # Reproduce with: app run --invariants FILE
        #   the runtime reported an issue: An "ifLet" at AppShellTests/PlantedMistakes.swift:
        """))
  }

  @Test func aChildActionSentAfterDismissal() async throws {
    try await expectFound(
      in: .laps(.childActionAfterDismissal), kind: "runtime issue",
      message: "received a presented action while nothing was presented. Action: lapSaved")
  }

  @Test func aMissingIfLet() async throws {
    try await expectFound(
      in: .laps(.missingIfLet), kind: "unhandled action", message: "changed nothing")
  }

  @Test func aButtonWhoseActionIsNeverHandled() async throws {
    try await expectFound(
      in: .laps(.unhandledButton), kind: "unhandled action",
      message: "tap \"Clear\" sent Laps.Action.clearTapped, which changed nothing")
  }

  @Test func anEffectThatNeverEnds() async throws {
    try await expectFound(
      in: .laps(.effectNeverEnds), kind: "lingering effect",
      message: "an effect started by openTapped is still running after more than the 5m",
      explored: try await Self.lingeringEffectExploration.value)
  }

  /// Exploration shrinks a lingering effect to the step that started it and one wait.
  @Test func theLingeringEffectShrinksToItsStartAndOneWait() async throws {
    let failure = try #require(try await Self.lingeringEffectExploration.value.failure)
    #expect(failure.shrunkSteps.count == 2)
    #expect(failure.shrunkSteps.first == .tap(label: "Open stopwatch"))
    guard case .advance(let wait) = failure.shrunkSteps.last else {
      Issue.record("the last step is no wait: \(failure.script)")
      return
    }
    #expect(wait > SessionInvariant.effectLifetimeLimit)
  }

  /// An effect that runs longer than the limit is no failure when the app declares the action
  /// that started it long-living.
  @Test func aLongLivingEffectIsNoFailure() async throws {
    var definition = AppDefinition.laps(.effectNeverEnds)
    // A declaration names whole case names: `penTapped` is no `openTapped`.
    definition.longLivingEffects.append("penTapped")
    let undeclared = try await Explorer(definition: definition, seed: 1, steps: 300).run()
    #expect(undeclared.failure?.kind == "lingering effect")
    definition.longLivingEffects.append("openTapped")
    let exploration = try await Explorer(definition: definition, seed: 1, steps: 300).run()
    #expect(exploration.failure == nil)
  }

  @Test func aFieldThatDoesNotDecode() async throws {
    try await expectFound(
      in: .note, kind: "state round trip", message: "decodes from its recording as another")
  }

  @Test func aCallersExpectationIsAnInvariant() async throws {
    let invariant = try #require(
      try ScriptParser.parseLine("expect laps.count != 2", file: "", line: 1)?.command)
    let explorer = Explorer(definition: .laps(nil), seed: 1, steps: 2_000, invariants: [invariant])
    let failure = try #require(try await explorer.run().failure)
    #expect(failure.kind == "expectation")
    #expect(failure.shrunkSteps.count <= 10)
    #expect(failure.script.hasSuffix("expect laps.count != 2\n"))
  }

  @Test func anInvariantMustBeAnExpectLine() async throws {
    let explorer = Explorer(definition: .laps(nil), invariants: [.tap(label: "Start")])
    await #expect(
      throws: SessionFailure.usage(
        "'tap' is no check; invariants are 'expect' lines")
    ) {
      try await explorer.run()
    }
  }

  /// The exploration of the stopwatch whose effect never ends, which two tests read: finding and
  /// shrinking that failure takes seconds, and the same seed always explores the same way.
  private static let lingeringEffectExploration = Task {
    try await Explorer(definition: .laps(.effectNeverEnds), seed: 1, steps: 2_000).run()
  }

  /// Explores `definition` from seed 1 (or reads `explored`, that exploration made earlier) and
  /// expects a failure of `kind` whose message contains `message`, shrunk to at most 10 steps,
  /// which `app run --invariants` meets again.
  private func expectFound<R>(
    in definition: AppDefinition<R>, kind: String, message: String,
    explored: Exploration? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let exploration: Exploration
    if let explored {
      exploration = explored
    } else {
      exploration = try await Explorer(definition: definition, seed: 1, steps: 2_000).run()
    }
    let failure = try #require(exploration.failure, sourceLocation: sourceLocation)
    #expect(failure.kind == kind, sourceLocation: sourceLocation)
    #expect(failure.message.contains(message), "\(failure.message)", sourceLocation: sourceLocation)
    #expect(failure.shrunkSteps.count <= 10, "\(failure.script)", sourceLocation: sourceLocation)
    let run = await runCommand(
      ["run", "--invariants", "-"], input: failure.script.lineFeedLines, definition: definition)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(
      run.errorOutput.contains(failure.message.prefix { $0 != "\n" }),
      "\(run.errorOutput)", sourceLocation: sourceLocation)
  }
}
