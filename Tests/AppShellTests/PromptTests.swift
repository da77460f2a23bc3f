import AppEngine
import AppShell
import TestSupport
import Testing

@MainActor
@Suite struct PromptTests {
  @Test func thePromptTakesCommandsFromStandardInput() async throws {
    let directory = try TemporaryDirectory()
    let saved = directory.file("session.script")
    let result = await runDemo(
      ["repl"],
      input: [
        "help",
        "tap \"Increment\"",
        "tapp",
        "tap \"Nope\"",
        "screen",
        "state count",
        "history",
        "save \"\(saved)\"",
        "quit",
        "tap \"Increment\"",
      ])
    #expect(result.status == 0)
    #expect(result.output.contains("SCRIPT COMMANDS"))
    #expect(result.output.contains("> screen\n  Count: 1\n  (Increment)\n"))
    #expect(result.output.contains("> state count\n  1\n"))
    #expect(
      result.output.contains(
        """
        > history
          1  help
          2  tap "Increment"
          3  tap "Nope"
          4  screen
          5  state count
          6  history
        """))
    #expect(result.errorOutput.contains("<repl>:3:1: error: unknown command 'tapp'"))
    #expect(result.errorOutput.contains("error: No control labelled \"Nope\""))
    #expect(
      try directory.read("session.script") == """
        # Saved from `app repl`; run it with `app run FILE`.
        tap "Increment"
        tap "Nope"
        screen
        state count

        """)
    // `quit` ends the prompt: the last tap never ran.
    #expect(result.output.components(separatedBy: "DemoFeature.Action.incrementTapped").count == 2)
  }

  @Test func thePromptExitsWithStatus1WhenAnExpectFailedAndGoesOnAfterIt() async {
    let failed = await runDemo(
      ["repl"], input: ["expect count == 5", "tap \"Increment\"", "expect count == 1"])
    #expect(failed.status == 1)
    #expect(failed.errorOutput.contains("expectation failed"))
    #expect(failed.output.contains("DemoFeature.Action.incrementTapped"))

    let otherErrorsOnly = await runDemo(["repl"], input: ["tap \"Nope\"", "expect count == 0"])
    #expect(otherErrorsOnly.status == 0)
  }

  @Test func aSavedSessionRunsAsAScript() async throws {
    let directory = try TemporaryDirectory()
    let saved = directory.file("saved.script")
    _ = await runDemo(
      ["repl"], input: ["tap \"Increment\"", "expect count == 1", "save \"\(saved)\""])
    let rerun = await runDemo(["run", saved])
    #expect(rerun.errorOutput == "")
    #expect(rerun.status == 0)
  }
}
