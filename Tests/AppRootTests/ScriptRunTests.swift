import AppEngine
import AppShell
import TestSupport
import Testing

@MainActor
@Suite struct ScriptRunTests {
  @Test func aStatePathReachesIntoAListByPosition() async throws {
    let result = await runDemo(
      ["run", "-"],
      input: [
        "type \"Query\" \"Seoul\"", "advance 300ms", "expect results[0] == \"Seoul 1\"",
        "expect results[1] != \"Seoul 1\"", "state results[1]",
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("> state results[1]\n  \"Seoul 2\"\n"))
  }

  @Test func aQuietRunPrintsOnlyWhatTheScriptAsksForErrorsAndTheSummary() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      """
      # Count, then look at the count.
      tap "Increment"
      type "Query" "Seoul"
      advance 300ms
      state count
      expect count == 2
      """,
      to: "demo.script")
    let result = await runDemo(["run", script, "--quiet"])
    #expect(result.status == 1)
    #expect(result.output == "  1\n")
    #expect(result.errorOutput.contains("demo.script:6:1: error: expectation failed"))

    let passing = try directory.write("tap \"Increment\"\nadvance 300ms\n", to: "ok.script")
    let quiet = await runDemo(["run", passing, "-q"])
    #expect(quiet.status == 0)
    #expect(
      quiet.output == "# Done: 2 steps, 1 action (0 sent by effects), 300ms of virtual time.\n")
    let loud = await runDemo(["run", passing])
    #expect(loud.output.contains("received action:"))
    #expect(loud.output.hasSuffix(quiet.output))
  }

  @Test func drivesTheViewSendsActionsAndAdvancesVirtualTime() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      """
      # Count, then search with a debounce.
      tap "Increment"
      expect count == 1
      type "Query" "Seoul"
      expect status == .searching
      advance 299ms
      expect results.count == 0
      advance 1ms
      expect results.count == 2
      """,
      to: "demo.script")
    let result = await runDemo(["run", script])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("# Count, then search with a debounce.\n> tap \"Increment\"\n"))
    #expect(
      result.output.contains(
        """
        > advance 1ms
        received action:
          DemoFeature.Action.searchResponse(
            [
              [0]: "Seoul 1",
              [1]: "Seoul 2"
            ]
          )
        """))
    #expect(
      result.output.hasSuffix(
        "# Done: 8 steps, 3 actions (1 sent by effects), 300ms of virtual time.\n"))
  }
}
