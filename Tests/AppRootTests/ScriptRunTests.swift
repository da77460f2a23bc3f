import AppShell
import Testing

@MainActor
@Suite struct ScriptRunTests {
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
