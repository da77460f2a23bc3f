import AppScript
import Runtime

// Invariants: what a session that checks them (`app run --invariants`, exploration) requires
// of the app after each command.

extension Session {
  /// What the session looked like before a command, to tell what the command changed.
  struct InvariantBaseline {
    let state: R.State
    let effectActions: Int
    let startedEffects: Int
    let inFlightEffects: Int
    let sharedWrites: Int
  }

  /// Runs one command's work; when the session checks invariants, with the runtime's warnings
  /// collected, and then checks them.
  func performChecked(_ command: ScriptCommand) async throws(SessionFailure) {
    guard let issues else { return try await perform(command) }
    let baseline = invariantBaseline()
    let failure = await issues.collecting { () async -> SessionFailure? in
      do throws(SessionFailure) {
        try await perform(command)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
    try checkInvariants(after: command, since: baseline, issues: issues.take())
  }

  /// Checks an `expect` command against the state or the screen as they are, outside the
  /// session's steps: exploration checks its caller's invariants so after each step.
  package func check(_ expectation: ScriptCommand) throws(SessionFailure) {
    switch expectation {
    case .expect(let path, let comparison, let value):
      try Expectation.check(path, comparison, value, in: state)
    case .expectScreen(let match, let text):
      try checkScreen(match, text)
    default:
      throw .usage("'\(expectation.keyword)' is no check; invariants are 'expect' lines")
    }
  }

  /// Calls `observe` with every action the store reduces from now on, whoever sent it.
  package func observeReducedActions(_ observe: @escaping (R.Action) -> Void) {
    events.addReader { event in
      if case .reduced(let reduced) = event { observe(reduced.action) }
    }
  }

  private func invariantBaseline() -> InvariantBaseline {
    return InvariantBaseline(
      state: state, effectActions: events.counts[.effect, default: 0],
      startedEffects: core.startedEffectCount, inFlightEffects: core.inFlightEffectCount,
      sharedWrites: SharedWrites.total)
  }

  /// Throws for the first ``SessionInvariant`` that `command` broke, in the order they are
  /// declared.
  private func checkInvariants(
    after command: ScriptCommand, since baseline: InvariantBaseline, issues: [String]
  ) throws(SessionFailure) {
    if !issues.isEmpty {
      throw .brokenInvariant(
        .noRuntimeIssue, "the runtime reported an issue: " + issues.joined(separator: "\n"))
    }
    try checkStateRoundTrip()
    try checkActionHandled(by: command, since: baseline)
    try checkEffectsEnd()
  }

  /// Throws when an effect has run longer than ``SessionInvariant/effectLifetimeLimit`` of
  /// virtual time and no action the app declares long-living started it.
  private func checkEffectsEnd() throws(SessionFailure) {
    guard effectStarts != nil else { return }
    let limit = SessionInvariant.effectLifetimeLimit
    for tag in core.inFlightEffectTags {
      guard let start = tag?.base as? EffectStarts<R.Action>.Start else { continue }
      let age = start.instant.duration(to: clock.now)
      guard age > limit else { continue }
      let path = ActionCase.path(of: start.action)
      guard !definition.longLivingEffects.contains(where: { Self.path(path, endsWith: $0) })
      else { continue }
      throw .brokenInvariant(
        .effectEnds,
        "an effect started by \(path) is still running after more than the "
          + "\(Self.literal(limit)) of virtual time an effect may run.\n"
          + "It started \(Self.literal(age)) ago. Is it left running after its screen went away (no cancellable id, no ifLet or "
          + "presentation to cancel it)? If it is meant to run as long as the app does, "
          + "declare it long-living: longLivingEffects = [\"\(path)\"].")
    }
  }

  /// Whether the action path `path` ends with the path `suffix`, whole case names only:
  /// `loggedIn.detail.task` ends with `detail.task` and `task`, not with `ask`.
  private static func path(_ path: String, endsWith suffix: String) -> Bool {
    path == suffix || path.hasSuffix("." + suffix)
  }

  /// Throws unless the state decodes from its JSON encoding, the recording's, as an equal
  /// state, but for its secrets, which the recording masks.
  private func checkStateRoundTrip() throws(SessionFailure) {
    let decoded: R.State
    do {
      decoded = try JSONCoding.decode(R.State.self, from: try JSONCoding.text(of: state))
    } catch let error as DecodingError {
      throw .brokenInvariant(
        .stateRoundTrip, "the state does not decode from its recording: \(error.brief)")
    } catch {
      throw .brokenInvariant(
        .stateRoundTrip, "the state does not survive its recording: \(error)")
    }
    // A recording keeps secrets masked (`Redacted` encodes `••••`): a state that differs
    // from its decoded self only there, and so prints the same, survives it as intended.
    guard decoded != state, let difference = diff(state, decoded) else { return }
    throw .brokenInvariant(
      .stateRoundTrip,
      "the state decodes from its recording as another state (- as it is, + as decoded):\n"
        + difference)
  }

  /// Throws when a tap, a toggle, a dismissal, a long press, a drag or a stepper sent an
  /// action that had no effect at all.
  private func checkActionHandled(
    by command: ScriptCommand, since baseline: InvariantBaseline
  ) throws(SessionFailure) {
    switch command {
    case .tap, .toggle, .dismiss, .longPress, .drag, .increment, .decrement: break
    default: return
    }
    // The first action is the control's; views that appear after it send theirs.
    guard let action = userActionsOfStep?.actions.first else { return }
    let actionCase = ActionCase.path(of: action)
    let changedSomething =
      events.counts[.effect, default: 0] != baseline.effectActions
      || core.startedEffectCount != baseline.startedEffects
      || core.inFlightEffectCount != baseline.inFlightEffects
      || SharedWrites.total != baseline.sharedWrites || state != baseline.state
    // A tap that does nothing now (on the row already shown) is fine once its case has done
    // something in this session.
    guard !changedSomething, !handledActionCases.contains(actionCase) else {
      handledActionCases.insert(actionCase)
      return
    }
    throw .brokenInvariant(
      .actionHandled,
      "\(command) sent \(customDump(action)), which changed nothing (no state, no effect, no "
        + "other action), and no \(actionCase) action has changed anything in this session. "
        + "Is a reducer missing for it (an ifLet, a Scope), or its case left to default?")
  }
}
