import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct ScriptErrorPathTests {
  @Test func aBadLineIsReportedWithItsLocationAndNothingRuns() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\ntapp \"Increment\"\n", to: "bad.script")
    let result = await runDemo(["run", script])
    #expect(result.status == 64)
    #expect(
      result.errorOutput == "\(script):2:1: error: unknown command 'tapp'; did you mean 'tap'?\n")
    #expect(result.output == "")
  }

  @Test func aPathTooDeepToDecodeIsRefusedInScriptsAndThePromptGoesOn() async throws {
    let deep = Array(repeating: "a", count: 1_200).joined(separator: ".")
    let run = await runDemo(["run", "-"], input: ["send " + deep])
    #expect(run.status == 64)
    #expect(run.errorOutput.contains("error: the path is too long (the limit is 64 segments)"))

    let prompt = await runDemo(
      ["repl"],
      input: ["send " + deep, "expect " + deep + " == 1", "tap \"Increment\"", "expect count == 1"])
    #expect(prompt.status == 0)
    #expect(prompt.errorOutput.contains("<repl>:1:135: error: the path is too long"))
    #expect(prompt.errorOutput.contains("<repl>:2:137: error: the path is too long"))

    // The deepest line the parser accepts (64 segments, arguments nested 31 deep) is decoded
    // and refused as an unknown action, without running out of stack.
    let deepest =
      "send " + Array(repeating: "a", count: 64).joined(separator: ".") + "("
      + String(repeating: ".a(", count: 31) + "1" + String(repeating: ")", count: 32)
    let refused = await runDemo(["run", "-"], input: [deepest])
    #expect(refused.status == 64)
    #expect(refused.errorOutput.contains("<stdin>:1:1: error:"))
  }

  @Test func anArgumentTheCaseDoesNotHaveIsRefused() async {
    let extra = await runDemo(["run", "-"], input: [#"send queryChanged("a", "b")"#])
    #expect(extra.status == 64)
    #expect(
      extra.errorOutput
        == "<stdin>:1:1: error: cannot send 'queryChanged(\"a\", \"b\")': argument 2 is not an "
        + "argument of 'queryChanged'\n")
    let labelled = await runDemo(["run", "-"], input: ["send reset(to: 7, by: 2)"])
    #expect(labelled.status == 64)
    #expect(labelled.errorOutput.contains("argument 'by' is not an argument of 'reset'"))
  }

  @Test func standardInputIsReadUpTo16MiB() async {
    // 16 MiB and one byte of input, in lines of 64 KiB, as an endless pipe would send.
    let line = String(repeating: "x", count: 65_535)
    let result = await runDemo(["run", "-"], input: Array(repeating: line, count: 257))
    #expect(result.status == 66)
    #expect(
      result.errorOutput
        == "app: error: standard input is longer than 16 MiB, the most a script may be; "
        + "is a command writing to it without end?\n")
    #expect(result.output == "")
  }

  @Test func recordingOverTheScriptItRunsIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write("tap \"Increment\"\n", to: "session.script")
    let link = directory.file("link.script")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
    for record in [script, directory.path + "/./session.script", link] {
      let result = await runDemo(["run", script, "--record", record])
      #expect(result.status == 64)
      #expect(result.errorOutput.contains("would overwrite the script it runs"))
    }
    #expect(try directory.read("session.script") == "tap \"Increment\"\n")
  }

  /// A misspelled action refuses the script before anything runs, with a suggestion; its
  /// strings are masked only where a name near them is a secret one.
  @Test func aSendThatFailsIsRefusedBeforeAnythingRunsShowingOnlyItsSafeStrings() async {
    let secret = await runCommand(
      ["run", "-"],
      input: [
        #"type "Email" "blob@example.com""#,
        #"send loggedOut.view.binding(pasword: "correct-horse")"#,
      ],
      definition: .showcase)
    #expect(secret.status == 64)
    #expect(secret.output == "")
    #expect(
      secret.errorOutput
        == "<stdin>:2:1: error: cannot send 'loggedOut.view.binding(pasword: \"••••\")': "
        + "argument 1 (at field) of 'loggedOut.view.binding': State has no bindable field "
        + "'pasword'; it has email, password.\n")
    let plain = await runCommand(
      ["run", "-"], input: [#"send loggedOut.view.binding(emial: "blob@example.com")"#],
      definition: .showcase)
    #expect(plain.status == 64)
    #expect(plain.errorOutput.contains(#"'loggedOut.view.binding(emial: "blob@example.com")'"#))
    let misspelled = await runDemo(
      ["run", "-"], input: ["tap \"Increment\"", "send incrementTaped"])
    #expect(misspelled.status == 64)
    #expect(misspelled.output == "")
    #expect(misspelled.errorOutput.hasSuffix("did you mean 'incrementTapped'?\n"))
  }

  @Test func anOptionGivenTwiceIsAUsageError() async {
    let result = await runDemo(["run", "-", "--deps", "live", "--deps", "preview"])
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("'--deps' is given more than once; give it once"))
  }

  @Test func aFailedExpectationPrintsExpectedAndActual() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "tap \"Increment\"\nexpect count == 2\ntap \"Increment\"\n", to: "expect.script")
    let result = await runDemo(["run", script])
    #expect(result.status == 1)
    #expect(
      result.errorOutput == """
        \(script):2:1: error: expectation failed: count == 2
          expected: 2
            actual: 1

        """)
    #expect(
      !result.output.contains(
        "> tap \"Increment\"\nreceived action:\n  DemoFeature.Action.incrementTapped\n  DemoFeature.State(\n-   count: 1"
      ))
  }

  @Test func aNotEqualExpectationFailsWhenEqual() async throws {
    let result = await runDemo(["run", "-"], input: ["expect query != \"\""])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("<stdin>:1:1: error: expectation failed: query != \"\""))
  }

  @Test func anUnknownLabelListsTheControlsOnScreen() async throws {
    let result = await runDemo(["run", "-"], input: ["tap \"Reset\""])
    #expect(result.status == 1)
    #expect(
      result.errorOutput == """
        <stdin>:1:1: error: No control labelled "Reset" on screen. Controls on screen: \
        button "Increment", text field "Nickname", text field "Query", button "About", \
        stepper "Count", gesture view "Card".

        """)
  }

  @Test func aMistypedLabelSuggestsTheControlItMeant() async throws {
    let result = await runDemo(["run", "-"], input: ["tap \"increment\""])
    #expect(result.status == 1)
    #expect(
      result.errorOutput == """
        <stdin>:1:1: error: No control labelled "increment" on screen. Controls on screen: \
        button "Increment", text field "Nickname", text field "Query", button "About", \
        stepper "Count", gesture view "Card". Did you mean "Increment"?

        """)
  }

  @Test func aBadDepsValueIsAUsageError() async {
    let result = await runDemo(["run", "x.script", "--deps", "staging"])
    #expect(result.status == 64)
    #expect(result.errorOutput == "app: error: '--deps' must be preview or live, not 'staging'\n")
  }

  @Test func unknownCommandsAndOptionsAreUsageErrors() async {
    #expect(await runDemo(["frobnicate"]).status == 64)
    let option = await runDemo(["repl", "--verbose"])
    #expect(option.status == 64)
    #expect(option.errorOutput.contains("unknown option '--verbose' for 'app repl'"))
    #expect(await runDemo(["run"]).status == 64)
  }

  @Test func aMissingFileIsReported() async {
    let result = await runDemo(["run", "/nonexistent/missing.script"])
    #expect(result.status == 66)
    #expect(result.errorOutput == "app: error: no such file: /nonexistent/missing.script\n")
  }

  @Test func anUnknownActionNamesThePath() async {
    let result = await runDemo(["run", "-"], input: ["send queryChange(\"Seoul\")"])
    #expect(result.status == 64)
    #expect(
      result.errorOutput
        == "<stdin>:1:1: error: no action 'queryChange' in the app's actions (DemoFeature.Action); "
        + "did you mean 'queryChanged'?\n"
    )
  }

  @Test func anUnknownNestedActionSuggestsACaseOfItsOwnLevel() async {
    let result = await runDemo(["run", "-"], input: ["send sheet.presented.closeTaped"])
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("no action 'closeTaped' in 'sheet.presented'"))
    #expect(result.errorOutput.hasSuffix("; did you mean 'closeTapped'?\n"))
  }

  @Test func anActionFarFromEveryCaseGetsNoSuggestion() async {
    let result = await runDemo(["run", "-"], input: ["send launchRockets"])
    #expect(result.errorOutput.contains("no action 'launchRockets'"))
    #expect(!result.errorOutput.contains("did you mean"))
  }

  @Test func aWrongArgumentNamesTheArgument() async {
    let result = await runDemo(["run", "-"], input: ["send reset(to: \"three\")"])
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("argument 'to' of 'reset': expected Int"))
  }

  @Test func aBadStatePathSaysWhatIsThere() async {
    let result = await runDemo(["run", "-"], input: ["expect counter == 1"])
    #expect(result.status == 1)
    #expect(
      result.errorOutput.contains(
        "the state has no 'counter'; did you mean 'count'? (it has count, nickname"))
  }

  @Test func aNameFarFromEveryFieldGetsNoSuggestion() async {
    let result = await runDemo(["run", "-"], input: ["expect zzzzzz == 1"])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("the state has no 'zzzzzz'; it has count, nickname"))
  }

  @Test func aPositionPastTheEndOrIntoAValueThatIsNoListIsReported() async {
    let pastTheEnd = await runDemo(
      ["run", "-"],
      input: ["type \"Query\" \"Seoul\"", "advance 300ms", "expect results[2] == \"x\""])
    #expect(pastTheEnd.status == 1)
    #expect(pastTheEnd.errorOutput.contains("'results' has 2 elements; [2] is out of range"))

    let notAList = await runDemo(["run", "-"], input: ["expect count[0] == 1"])
    #expect(notAList.status == 1)
    #expect(notAList.errorOutput.contains("'count' is not a list, so it has no [0]"))
  }

  @Test func aMalformedPositionIsASyntaxError() async {
    for (line, message) in [
      ("expect results[ == 1", "expected a position from 0 after '['"),
      ("expect results[-1] == 1", "expected a position from 0 after '['"),
      ("expect results[1.5] == 1", "expected a position from 0 after '['"),
      ("expect results[1 == 1", "expected ']' after the position"),
      ("expect results[99999999999999999999] == 1", "is too large"),
    ] {
      let result = await runDemo(["run", "-"], input: [line])
      #expect(result.status == 64, "\(line)")
      #expect(result.errorOutput.contains(message), "\(line): \(result.errorOutput)")
    }
  }

  @Test func settleReportsWhatIsStillRunning() async {
    let result = await runDemo(["run", "-"], input: ["send ticker", "settle 3s"])
    #expect(result.status == 1)
    #expect(
      result.errorOutput == """
        <stdin>:2:1: error: settle gave up: 1 effect is still running after 3s of virtual time; \
        1 waiting on the clock, the next wake-up due in 1s

        """)
  }
}
