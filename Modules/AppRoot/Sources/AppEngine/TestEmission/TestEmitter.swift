import Runtime

/// Writes the Swift Testing test a person would write for a recording: an exhaustive
/// `TestStore` that sends the user's actions and receives the effects' actions in the recorded
/// order, each with the state change it makes, and advances the virtual clock between them.
///
/// ```swift
/// let start = try replay.startState(from: recording.header).state
/// let startShared = SharedValues(heldBy: start)
/// let steps = try replay.replay(
///   recording.entries, from: recording.header, startingAt: start, typing: ("4242", "0000"),
///   keepingSharedValues: true)
/// let origin = EmittedTestOrigin.recording(path: "login.jsonl", version: "1.0.0")
/// let text = try TestEmitter(source: definition.testSource, origin: origin)
///   .test(for: recording, start: start, startShared: startShared, isAppInitialState: true,
///     steps: steps)
/// ```
///
/// Actions and state changes are Swift expressions (``SwiftExpression``, ``StateChanges``).
/// Secrets stay masked: where the user typed one the preview dependencies publish, the test
/// types the constant `placeholderSecret`, which its dependencies accept in the secret's place,
/// and where the user typed another, `refusedSecret`, which they refuse.
/// An action an effect sent with a secret in it (a session token) cannot be written, so the
/// test receives it by its masked print, without checking that step's state.
struct TestEmitter {
  let source: EmittedTestSource
  /// Where the steps come from, which the file's header and names say.
  let origin: EmittedTestOrigin

  /// The test file's source text, for the recording replayed from `start` (the app's own initial
  /// state when `isAppInitialState`) through `steps`, the actions with the state after each and
  /// the shared values it held then. `start` holds the same shared values as the steps, as
  /// they were before the first (`startShared`).
  func test<State, Action>(
    for recording: Recording, start: State, startShared: SharedValues, isAppInitialState: Bool,
    steps: [(action: Action, state: State, shared: SharedValues)]
  ) throws(SessionFailure) -> String {
    var body: [String] = []
    var previous = (state: start, shared: startShared)
    var remaining = steps[...]
    let decodedValues = DecodedValues()
    let writer = SwiftExpression(
      secretNames: [
        source.placeholderSecret: "placeholderSecret", source.refusedSecret: "refusedSecret",
      ],
      decodedValues: decodedValues)
    /// `statements`, after the declarations of the decoded values they use.
    func declaringDecodedValues(_ statements: [String]) -> [String] {
      decodedValues.declarations(for: statements) + statements
    }
    for (offset, entry) in recording.entries.enumerated() {
      switch entry {
      case .action(let json, let origin, _):
        guard let (action, state, shared) = remaining.popFirst() else { continue }
        defer { previous = (state, shared) }
        let line = offset + 2
        guard let expression = writer.of(action) else {
          throw .recording(
            "cannot write the action on line \(line) as Swift: \(customDump(action))")
        }
        if origin == .effect, json.text.contains(Redacted<String>.placeholder) {
          body += declaringDecodedValues([
            "// This action carries a secret the recording keeps masked: it is received by its",
            "// masked print, and the state it changes is not checked.",
            "store.exhaustivity = .off",
            "await store.receive(matchingMasked(\(expression)))",
            "store.exhaustivity = .on",
          ])
          continue
        }
        let call = origin == .user ? "await store.send" : "await store.receive"
        let changes: [String]
        do {
          changes = try StateChanges.statements(
            at: "$0", from: previous.state, to: state, writer: writer,
            shared: (previous.shared, shared))
        } catch {
          throw .recording(
            "cannot write the state change of the action on line \(line) as Swift: "
              + "\(error.path) holds a \(error.type), which is neither a literal nor Codable")
        }
        if changes.isEmpty {
          body += declaringDecodedValues(["\(call)(\(expression))"])
        } else {
          body += declaringDecodedValues(
            ["\(call)(\(expression)) {"] + changes.map { "  " + $0 } + ["}"])
        }
      case .advance(let duration):
        body.append("await clock.advance(by: \(durationExpression(duration)))")
      case .end:
        continue
      }
    }
    body += [
      "// The recording ends here: effects still running are cancelled.",
      "await store.skipInFlightEffects(strict: false)",
    ]
    var initialState = source.initialState
    if !isAppInitialState {
      guard let expression = startShared.reading({ writer.of(start) }) else {
        throw .recording("cannot write the initial state as Swift: \(customDump(start))")
      }
      initialState = expression
    }
    return file(
      body: body, initialState: initialState,
      initialStateValues: decodedValues.declarations(for: [initialState]))
  }

  private func file(
    body: [String], initialState: String, initialStateValues: [String]
  ) -> String {
    let text = body.joined(separator: "\n")
    let (typesPlaceholder, typesRefused) = (
      text.contains("placeholderSecret"), text.contains("refusedSecret")
    )
    let imports = (["ComposableArchitecture", "Foundation", "Testing"] + source.imports).sorted()
    var notes: [String] = []
    var setUp = ["let clock = TestClock()"]
    var dependencies = [source.dependencies]
    if typesPlaceholder || typesRefused {
      notes.append(
        "// The recording keeps secrets masked (••••), so this test types stand-ins for them:")
    }
    if typesPlaceholder {
      notes += [
        "// - `placeholderSecret` where the user typed a secret the preview dependencies",
        "//   publish (a demo password or code); the dependencies below accept it instead.",
      ]
      setUp.append(
        "let placeholderSecret: Redacted<String> = \(stringLiteral(source.placeholderSecret))")
      dependencies.append(source.placeholderSecretDependencies)
    }
    if typesRefused {
      notes += [
        "// - `refusedSecret` where the user typed a secret they do not publish; they refuse it,",
        "//   as a wrong password is refused.",
      ]
      setUp.append(
        "let refusedSecret: Redacted<String> = \(stringLiteral(source.refusedSecret))")
    }
    setUp += initialStateValues
    var helpers: [String] = []
    if (text + initialStateValues.joined()).contains(SwiftExpression.helperName + "(") {
      helpers.append(
        """
        /// The value of type `type` that `json` encodes: what the recording holds for a value
        /// that Swift has no literal for.
        private func \(SwiftExpression.helperName)<Value: Decodable>(_ type: Value.Type, json: String) throws -> Value {
          try JSONDecoder().decode(type, from: Data(json.utf8))
        }
        """)
    }
    if text.contains("matchingMasked(") {
      helpers.append(
        """
        /// Matches an action that prints like `expected` with its secrets masked (••••).
        private func matchingMasked<Action>(_ expected: Action) -> (Action) -> Bool {
          { customDump($0) == customDump(expected) }
        }
        """)
    }
    // Lines of statements, each of which may hold several, indented by `depth` levels.
    let indented = { (lines: [String], depth: Int) -> [String] in
      lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : String(repeating: "  ", count: depth) + $0 }
    }
    let test =
      setUp
      + [
        "let store = TestStore(initialState: \(initialState)) {",
        "  \(source.reducer)",
        "} withDependencies: { values in",
      ]
      + indented(dependencies, 1) + ["}"] + body
    let testBody =
      origin.expectsKnownIssue ? ["await withKnownIssue {"] + indented(test, 1) + ["}"] : test
    return """
      \(origin.header.joined(separator: "\n"))
      // Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
      // swift-format-ignore-file
      \((notes + imports.map { "import \($0)" }).joined(separator: "\n"))

      @MainActor
      @Suite struct \(origin.suiteName) {
        @Test func \(origin.testName)() async throws {
      \(indented(testBody, 2).joined(separator: "\n"))
        }
      }
      \(helpers.map { "\n" + $0 }.joined())
      """
  }

  private func durationExpression(_ duration: Duration) -> String {
    let nanoseconds = duration.wholeNanoseconds
    let units: [(String, Int64)] = [
      ("seconds", 1_000_000_000), ("milliseconds", 1_000_000), ("microseconds", 1_000),
    ]
    for (name, scale) in units where nanoseconds.isMultiple(of: scale) {
      return ".\(name)(\(nanoseconds / scale))"
    }
    return ".nanoseconds(\(nanoseconds))"
  }
}
