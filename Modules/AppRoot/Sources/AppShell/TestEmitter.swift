import Runtime

/// Writes a Swift Testing test that replays a recording through a `TestStore`: it sends the
/// user actions, advances the clock and receives the effect actions in the recorded order, then
/// expects the recorded final state.
///
/// ```swift
/// let source = TestEmitter(source: definition.testSource, recordingPath: "login.jsonl")
///   .test(for: recording)
/// ```
struct TestEmitter {
  let source: EmittedTestSource
  let recordingPath: String

  /// The test file's source text.
  func test(for recording: Recording) -> String {
    var body: [String] = []
    for entry in recording.entries {
      switch entry {
      case .action(let json, .user):
        body.append("await store.send(try recorded(\(source.actionType).self, \(literal(json))))")
      case .action(let json, .effect):
        body.append(
          "await store.receive(try recorded(\(source.actionType).self, \(literal(json))))")
      case .advance(let duration):
        body.append("await clock.advance(by: \(durationExpression(duration)))")
      case .end:
        continue
      }
    }
    let imports = (["Foundation", "RuntimeTesting", "Testing"] + source.imports).sorted()
    let masked = recording.entries.contains { entry in
      if case .action(let json, .user) = entry { json.text.contains("••••") } else { false }
    }
    let secretsNote =
      masked
      ? "// Secrets were recorded masked (••••): effects that check them see the mask.\n" : ""
    // Text from the recording goes into comments one line long: a newline in a file name or a
    // version would end the comment and let the rest run as code.
    let shownFile = escapingControlCharacters(fileName)
    let shownVersion = escapingControlCharacters(recording.header.appVersion)
    return """
      // Emitted by `app replay \(shownFile) --emit-test` from a recording of version \
      \(shownVersion).
      // Emit it again instead of editing it; it is generated, so the formatter leaves it alone.
      // swift-format-ignore-file
      \(secretsNote)\(imports.map { "import \($0)" }.joined(separator: "\n"))

      @MainActor
      @Suite struct \(suiteName) {
        @Test func replaysTheRecording() async throws {
          let clock = TestClock()
          let initialState = try recorded(
            \(source.stateType).self,
            \(literal(recording.header.initialState))
          )
          let store = TestStore(initialState: initialState) {
            \(source.reducer)
          } withDependencies: { values in
            \(source.dependencies)
          }
          store.exhaustivity = .off
      \(body.map { "    " + $0 }.joined(separator: "\n"))
          await store.skipInFlightEffects(strict: false)
          #expect(
            try encoded(store.state)
              == \(literal(recording.finalState))
          )
        }
      }

      private func recorded<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
      }

      private func encoded<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      }
      """
  }

  private var fileName: String {
    recordingPath.split(separator: "/").last.map(String.init) ?? recordingPath
  }

  /// `Replayed` plus the recording's name in upper camel case: `login-2fa.jsonl` gives
  /// `ReplayedLogin2faTests`.
  private var suiteName: String {
    let base = fileName.split(separator: ".").first.map(String.init) ?? "Recording"
    let words = base.split { !$0.isLetter && !$0.isNumber }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return "Replayed\(name)Tests"
  }

  /// A raw string literal of the JSON text that no JSON text can end early.
  private func literal(_ json: JSONValue) -> String {
    let text = json.text
    var hashes = "#"
    while text.contains("\"" + hashes) { hashes += "#" }
    return hashes + "\"" + text + "\"" + hashes
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
