import AppEngine
import AppShell
import TestSupport
import Testing

@MainActor
@Suite struct ScriptRunTests {
  /// A script with CRLF line ends runs, and its transcript shows its comments line by line.
  @Test func aCRLFScriptsCommentsPrintLineByLine() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "# First.\r\n# Second.\r\ntap \"Increment\"\r\n", to: "crlf.script")
    let result = await runDemo(["run", script])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("\n# First.\n# Second.\n> tap \"Increment\"\n"))
  }

  /// Nothing from a script or a file name acts on the terminal: control characters and
  /// bidirectional overrides in a comment, in a file's name or in an error are printed escaped.
  @Test func controlCharactersFromTheScriptAreEscaped() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "# Hidden \u{1B}[2J\u{202E}txt.exe\0 comment\nfrob\n", to: "odd\u{1B}name.script")
    let result = await runDemo(["run", script])
    #expect(result.status == 64)
    let printed = result.output + result.errorOutput
    #expect(!printed.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\0" })
    #expect(result.errorOutput.contains("odd\\u{1b}name.script:2:1: error:"))

    let run = await runDemo(["run", try directory.write("# a\u{1B}[31m b\n", to: "c.script")])
    #expect(run.output.contains("# a\\u{1b}[31m b\n"))
    #expect(!run.output.unicodeScalars.contains("\u{1B}"))
  }

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
