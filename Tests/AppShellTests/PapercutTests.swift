import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// What a new user meets first: options given twice, a script name in the wrong case, a
/// `trace` without its action, a bad `expect` at the prompt, the tree after a failed script,
/// and a recording too large to read.
@MainActor
@Suite struct PapercutTests {
  @Test func anAdvancePastWhatARecordingKeepsIsRefusedAndChangesNothing() async throws {
    let directory = try TemporaryDirectory()
    let recording = directory.file("run.jsonl")
    let result = await runDemo(
      ["repl", "--record", recording],
      input: ["advance 9223372036s", "advance 9223372036s", "state"])
    #expect(result.status == 0)  // The prompt goes on after a failed command.
    #expect(
      result.errorOutput.contains(
        "error: cannot advance 9223372036s: virtual time would pass 9223372036854775807ns, the "
          + "most a session keeps (it is at 9223372036s)"))
    #expect(!(result.output + result.errorOutput).contains("18446744072"))
    // The refused advance is not recorded: replaying the recording moves the clock once.
    let replay = await runDemo(["replay", recording])
    #expect(replay.status == 0)
    #expect(try directory.read("run.jsonl").components(separatedBy: "9223372036").count == 2)
  }

  @Test func aFlagGivenTwiceSaysSo() async {
    let quiet = await runDemo(["run", "-", "-q", "--quiet"])
    #expect(quiet.status == 64)
    #expect(
      quiet.errorOutput
        == "app: error: '-q' and '--quiet' are the same option, given twice; give it once\n")
    let trace = await runDemo(["run", "-", "--trace", "--trace"])
    #expect(trace.status == 64)
    #expect(trace.errorOutput == "app: error: '--trace' is given twice; give it once\n")
  }

  @Test func aBundledScriptNameInAnotherCaseIsSuggested() async {
    let console = Console()
    #expect(await AppCommand.main(arguments: ["run", "Tour"], console: console) == 66)
    #expect(
      console.errorOutput
        == "app: error: no such file: Tour; did you mean the bundled script 'tour'? "
        + "See 'app scripts'\n")
  }

  @Test func traceWithoutAnActionSaysWhatItNeeds() async {
    let result = await runDemo(["run", "-"], input: ["trace"])
    #expect(result.status == 64)
    #expect(
      result.errorOutput.contains("error: expected an action after 'trace', like trace onAppear"))
  }

  @Test func anExpectThatCannotBeCheckedAtThePromptMakesItExitWith1() async {
    let result = await runDemo(["repl"], input: ["expect nosuchfield == 1"])
    #expect(result.errorOutput.contains("error:"))
    #expect(result.status == 1)
  }

  @Test func theTreeIsExplainedAtTheEndAlsoWhenTheScriptFails() async {
    let result = await runDemo(["run", "-", "--explain-at-end"], input: ["expect count == 5"])
    #expect(result.status == 1)
    #expect(result.output.contains("# The reducer tree at the end:\n"))
  }

  @Test func aRecordingLargerThanTheCapIsRefusedUnread() async throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("", to: "huge.jsonl")
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(65 << 20))
    try handle.close()
    let result = await runDemo(["replay", path])
    #expect(result.status == 66)
    #expect(
      result.errorOutput
        == "app: error: \(path) is 65 MiB, larger than 64 MiB, the most a recording may be\n")
  }
}
