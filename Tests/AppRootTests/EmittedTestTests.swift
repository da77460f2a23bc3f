import AppShell
import Foundation
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
    let committed = testTargetURL("Emitted/ReplayedDemoSessionTests.swift")
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
      try emitted.output.write(to: committed, atomically: true, encoding: .utf8)
    }
    #expect(emitted.output == (try String(contentsOf: committed, encoding: .utf8)))
  }
}
