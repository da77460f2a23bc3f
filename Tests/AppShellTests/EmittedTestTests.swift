import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct EmittedTestTests {
  /// The short session the committed test under `Emitted/` was emitted from.
  static let script = [
    "tap \"Increment\"",
    "type \"Query\" \"Seoul\"",
    "advance 300ms",
    "send binding(nickname: \"Blob\")",
  ]

  @Test func theEmitterStillWritesTheCommittedTest() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("demo-session.jsonl")
    let run = await runDemo(["run", "-", "--record", path], input: Self.script)
    #expect(run.status == 0)
    let emitted = await runDemo(["replay", path, "--emit-test"])
    #expect(emitted.errorOutput == "")
    #expect(emitted.status == 0)
    try expectCommitted(emitted.output, as: "ReplayedDemoSessionTests")
  }

  /// The short session of the real app the committed `ReplayedWrongPasswordTests` came from.
  /// Recordings keep secrets masked, so the session uses a wrong password: the masked one the
  /// emitted test types is just as wrong, and the login effect answers the same way.
  static let appScript = [
    "type \"Email\" \"blob@example.com\"",
    "type \"Password\" \"not-the-password\"",
    "tap \"Log in\"",
    "settle",
    "expect screen contains \"OK\"",
  ]

  @Test func theEmitterStillWritesTheCommittedAppTest() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("wrong-password.jsonl")
    let run = Console(input: Self.appScript)
    #expect(await AppCommand.main(arguments: ["run", "-", "--record", path], console: run) == 0)
    let emitted = Console()
    let status = await AppCommand.main(
      arguments: ["replay", path, "--emit-test"], console: emitted)
    #expect(emitted.errorOutput == "")
    #expect(status == 0)
    try expectCommitted(emitted.output, as: "ReplayedWrongPasswordTests")
  }

  /// A recording's version and file name reach the emitted source only inside one-line
  /// comments, so a newline in either cannot turn the rest of the line into code.
  @Test func recordedTextCannotBreakOutOfTheEmittedComments() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("clean.jsonl")
    #expect(await runDemo(["run", "-", "--record", path], input: Self.script).status == 0)
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      .map(String.init)
    lines[0] = lines[0].replacingOccurrences(
      of: #""appVersion":""#, with: #""appVersion":"1\nfatalError(\"version\")\n//"#)
    let hostile = directory.file("evil\nfatalError(\"file\")\n.jsonl")
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: hostile, atomically: true, encoding: .utf8)

    let emitted = await runDemo(["replay", hostile, "--emit-test"])
    #expect(emitted.status == 0)
    let sourceLines = emitted.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      !sourceLines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("fatalError") })
    #expect(sourceLines.first?.contains(#"evil\nfatalError("file")\n.jsonl"#) == true)
    #expect(sourceLines.first?.contains(#"version 1\nfatalError("version")\n//"#) == true)
  }

  /// A session that changes every shape of state the emitter writes, with text that needs
  /// escaping in a literal and in the JSON of a raw string (`\#`, `"#`), a preview secret and
  /// another secret.
  static let fixtureScript = [
    ##"send noteChanged("say \"hi\"\n\tand \\# \"# bye")"##,
    #"send nameChanged("Blob")"#,
    ##"send tagAdded("a\\#b\"#c")"##,
    ##"send rowAdded(id: 1, title: "One \\# \"# one")"##,
    #"send rowAdded(id: 2, title: "Two")"#,
    #"send rowRenamed(id: 2, title: "Deux")"#,
    #"send rowRemoved(id: 1)"#,
    #"send screenPushed("First")"#,
    #"send screenPushed("Second")"#,
    #"send screenRenamed("Zweite")"#,
    #"send screenPopped"#,
    #"send editOpened"#,
    #"send editChanged("draft")"#,
    #"send confirmOpened"#,
    #"send dismissed"#,
    #"send started"#,
    #"send stepped"#,
    #"send stopped"#,
    #"send stamped"#,
    #"send secretChanged("open sesame")"#,
    #"send secretChanged("hunter2")"#,
  ]

  /// A recording's file name with operator characters and other scripts gives an ASCII suite
  /// name, and JSON that a raw literal would need more than 255 `#` for is written as an
  /// ordinary literal with escapes.
  @Test func oddNamesAndLongHashRunsStillMakeValidSwift() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("a+b≠c·ж½².jsonl")
    let hashes = String(repeating: "#", count: 300)
    let run = await runCommand(
      ["run", "-", "--record", path],
      input: [
        "send rowAdded(id: 1, title: \"x\\\"\(hashes)\")",
        "send rowAdded(id: 2, title: \"y\\\"##\")",
      ],
      definition: .emitterFixture)
    #expect(run.status == 0)
    let emitted = await runCommand(["replay", path, "--emit-test"], definition: .emitterFixture)
    #expect(emitted.errorOutput == "")
    #expect(emitted.output.contains("@Suite struct ReplayedABCTests {"))
    #expect(
      emitted.output.contains(
        "json: \"{\\\"id\\\":1,\\\"title\\\":\\\"x\\\\\\\"\(hashes)\\\"}\")"))
    #expect(
      emitted.output.contains("json: ###\"{\"id\":2,\"title\":\"y\\\"##\"}\"###)"))
  }

  @Test func theEmitterWritesEveryShapeOfStateChange() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("emitter-fixture.jsonl")
    let run = await runCommand(
      ["run", "-", "--record", path], input: Self.fixtureScript, definition: .emitterFixture)
    #expect(run.errorOutput == "")
    #expect(run.status == 0)
    let emitted = await runCommand(["replay", path, "--emit-test"], definition: .emitterFixture)
    #expect(emitted.errorOutput == "")
    #expect(emitted.status == 0)
    try expectCommitted(emitted.output, as: "ReplayedEmitterFixtureTests")
  }

  @Test func aRecordingMarksOnlyThePreviewSecretsItMasks() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("secrets.jsonl")
    let run = await runCommand(
      ["run", "-", "--record", path], input: Array(Self.fixtureScript.suffix(2)),
      definition: .emitterFixture)
    #expect(run.status == 0)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let secretLines = lines.filter { $0.contains("secretChanged") }
    #expect(secretLines.count == 2)
    #expect(secretLines.allSatisfy { $0.contains("••••") && !$0.contains("sesame") })
    #expect(secretLines.first?.contains(#""previewSecret":true"#) == true)
    #expect(secretLines.last?.contains("previewSecret") == false)
  }

  /// The bundled scripts, by name: the `.script` files in the repository's `Scripts` folder.
  nonisolated static let bundledScripts: [String] = {
    let folder = testTargetURL("../../Modules/AppRoot/Sources/AppShell/Scripts")
      .standardizedFileURL.path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".script") }.map { String($0.dropLast(7)) }.sorted()
  }()

  /// Each bundled script's recording emits the test committed under `Emitted/`, which this
  /// suite compiles and runs: CI emits, compiles and runs a test for every bundled script.
  @Test(arguments: bundledScripts)
  func eachBundledScriptEmitsItsCommittedTest(script: String) async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("\(script).jsonl")
    let run = Console()
    let arguments = ["run", script, "--quiet", "--record", path]
    #expect(await AppCommand.main(arguments: arguments, console: run) == 0)
    let emitted = Console()
    let status = await AppCommand.main(
      arguments: ["replay", path, "--emit-test"], console: emitted)
    #expect(emitted.errorOutput == "")
    #expect(status == 0)
    let words = script.split { !$0.isLetter && !$0.isNumber }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    try expectCommitted(emitted.output, as: "Replayed\(name)Tests")
  }

  @Test func everyBundledScriptIsFound() {
    #expect(Self.bundledScripts.count == 6)
    #expect(Self.bundledScripts.contains("tour"))
  }

  /// Expects `source` to be the committed `Emitted/<name>.swift`; with `SNAPSHOT_RECORD=1`,
  /// writes it there first.
  /// `app explore --emit-test` writes the shrunk steps of a child action sent after
  /// dismissal as the committed test, which expects the runtime issue a test store reports as
  /// a known issue: it passes while the mistake is there.
  @Test func explorationWritesTheCommittedTestOfItsFailure() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("Found.swift")
    let explored = await runCommand(
      ["explore", "--seed", "1", "--emit-test", path],
      definition: .laps(.childActionAfterDismissal))
    #expect(explored.status == 1)
    #expect(explored.output.contains("\n# Wrote the steps as a Swift Testing test to \(path).\n"))
    try expectCommitted(
      try String(contentsOfFile: path, encoding: .utf8), as: "ExploredSeed1Tests")
  }

  /// A failure a test store does not see itself is emitted as the steps that lead to it, with
  /// no known issue, and a header that says where the missing assertion goes.
  @Test func explorationWritesTheStepsOfAFailureATestStoreDoesNotSee() async throws {
    let explorer = Explorer(definition: .laps(.unhandledButton), seed: 1, steps: 2_000)
    let failure = try #require(try await explorer.run().failure)
    let test = try await explorer.emittedTest(reproducing: failure)
    #expect(
      test.hasPrefix(
        """
        // Emitted by `app explore --seed 1 --emit-test` from the shrunk steps of the failure it \
        found (unhandled action):
        //   tap "Clear" sent Laps.Action.clearTapped, which changed nothing
        """))
    #expect(test.contains("// A test store does not check this invariant itself"))
    #expect(test.contains("@Suite struct ExploredSeed1Tests {"))
    #expect(test.contains("await store.send(.clearTapped)"))
    #expect(!test.contains("withKnownIssue"))
  }

  private func expectCommitted(_ source: String, as name: String) throws {
    let committed = testTargetURL("Emitted/\(name).swift")
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
      try source.write(to: committed, atomically: true, encoding: .utf8)
    }
    #expect(source == (try String(contentsOf: committed, encoding: .utf8)))
  }
}
