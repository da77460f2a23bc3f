import AppEngine
import AppShell
import Testing

/// What a newcomer sees at `app repl`: the demo accounts on the banner, a mark for each
/// `expect` that holds, and the screen after each command with `--screen`.
@MainActor
@Suite struct PromptFirstHourTests {
  @Test func theBannerNamesTheDemoAccountsWithThePreviewDependencies() async {
    let result = await runCommand(["repl"], input: ["quit"], definition: .showcase)
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        "app 1.0.0 with the preview dependencies. Type 'help' for the commands, 'quit' to leave.\n"
          + "Demo accounts: blob@example.com / correct-horse; blob.jr@example.com / "
          + "battery-staple, then code 1234.\n"))
  }

  @Test func anAppWhosePreviewPublishesNoDemoAccountHasThePlainBanner() async {
    let result = await runDemo(["repl"], input: ["quit"])
    #expect(result.status == 0)
    #expect(!result.output.contains("Demo accounts"))
  }

  @Test func theLiveDependenciesHaveThePlainBanner() async {
    let result = await runCommand(
      ["repl", "--deps", "live"], input: ["quit"], definition: .showcase)
    #expect(result.output.hasPrefix("app 1.0.0 with the live dependencies."))
    #expect(!result.output.contains("Demo accounts"))
  }

  @Test func anExpectThatHoldsIsMarkedAndOneThatFailsIsNot() async {
    let result = await runCommand(
      ["repl"],
      input: [
        #"type "Password" "hunter2-secret""#, #"expect loggedOut.email == """#,
        #"expect screen contains "Log in""#, #"expect loggedOut.password == "hunter2-secret""#,
        #"expect loggedOut.email == "nobody""#,
      ],
      definition: .showcase)
    #expect(result.status == 1)
    let marks = result.output.split(separator: "\n").filter { $0.hasPrefix("✓ ") }
    #expect(
      marks == [
        #"✓ expect loggedOut.email == """#, #"✓ expect screen contains "Log in""#,
        #"✓ expect loggedOut.password == "••••""#,
      ])
    #expect(!result.output.contains("hunter2-secret"))
  }

  @Test func screenPrintsTheScreenAfterEachCommandThatMayChangeIt() async {
    let lines = [
      #"type "Email" "blob@example.com""#, "state loggedOut.email", "advance 10ms", "history",
    ]
    let plain = await runCommand(["repl"], input: lines, definition: .showcase)
    #expect(plain.output.components(separatedBy: "== Log in ==").count == 1)
    let shown = await runCommand(["repl", "--screen"], input: lines, definition: .showcase)
    #expect(shown.status == 0)
    // After `type` and `advance`; not after `state` or `history`.
    #expect(shown.output.components(separatedBy: "== Log in ==").count == 3)
    #expect(shown.output.contains("> advance 10ms\n  == Log in ==\n"))
  }

  @Test func screenIsAPromptOption() async {
    let run = await runCommand(["run", "-", "--screen"], definition: .showcase)
    #expect(run.status == 64)
    #expect(run.errorOutput.contains("unknown option '--screen' for 'app run'"))
    let twice = await runCommand(["repl", "--screen", "--screen"], definition: .showcase)
    #expect(twice.status == 64)
    #expect(twice.errorOutput.contains("'--screen' is given twice"))
    let help = await runCommand(["repl", "--help"], definition: .showcase)
    #expect(help.output.contains("--screen                Prints the screen after each command"))
  }
}
