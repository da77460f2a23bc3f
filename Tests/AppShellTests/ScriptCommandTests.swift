import AppEngine
import AppShell
import Testing

@MainActor
@Suite struct ScriptCommandTests {
  @Test func sendBuildsActionsFromPaths() async {
    let result = await runDemo(
      ["run", "-"],
      input: [
        "send reset(to: 7)",
        "send binding(nickname: \"Blob\")",
        "send queryChanged(\"Seoul\")",
        "settle",
        "expect count == 7",
        "expect nickname == \"Blob\"",
        "expect results.count == 2",
        "expect status == .idle",
        "expect status != .searching",
        "send passwordChanged(\"hunter2\")",
        "expect password != \"anything\"",
        "state results",
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("DemoFeature.Action.reset(to: 7)"))
    #expect(result.output.contains("> state results\n  [\n    [0]: \"Seoul 1\",\n"))
    // The echoed line, the action and the state all mask the secret.
    #expect(!result.output.contains("hunter2"))
    #expect(result.output.contains(#"> send passwordChanged("••••")"#))
    #expect(result.output.contains("DemoFeature.Action.passwordChanged(••••)"))
  }

  @Test func presentationsAreDrivenAndDismissed() async {
    let result = await runDemo(
      ["run", "-"],
      input: [
        "tap \"About\"",
        "expect screen contains \"Close\"",
        "screen",
        "dismiss",
        "settle",
        "expect screen lacks \"Close\"",
        "expect sheet == nil",
        "tap \"About\"",
        "tap \"Close\"",
        "settle",
        "expect sheet == nil",
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func dismissByLabelChecksTheTopmostPresentation() async {
    let result = await runDemo(["run", "-"], input: ["tap \"About\"", "dismiss \"Settings\""])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("The topmost presentation is not labelled \"Settings\""))
  }

  @Test func aFailedScreenExpectationShowsTheScreen() async {
    let result = await runDemo(["run", "-"], input: ["expect screen contains \"Goodbye\""])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("the screen does not contain \"Goodbye\"\n"))
    #expect(result.errorOutput.contains("Count: 0"))
  }

  @Test func toggleWithAValueLeavesAMatchingToggleAlone() async {
    let result = await runDemo(["run", "-"], input: ["toggle \"Increment\" on"])
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("\"Increment\" is a button, not a toggle."))
  }

  @Test func quitEndsAScriptEarly() async {
    let result = await runDemo(["run", "-"], input: ["quit", "tap \"Nothing\""])
    #expect(result.status == 0)
    #expect(result.output.contains("# Done: 1 step, 0 actions"))
  }
}
