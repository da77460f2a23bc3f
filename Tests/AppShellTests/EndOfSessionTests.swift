import AppEngine
import AppShell
import Testing

/// A script or prompt that ends while debounced work still waits on the virtual clock (a
/// settings save waits 500 ms) runs the clock far enough for it to finish, and says so.
@MainActor
@Suite struct EndOfSessionTests {
  @Test func aScriptEndingBeforeADebouncedEffectLetsItFinish() async {
    let result = await runDemo(["run", "-"], input: [#"send queryChanged("Seoul")"#])
    #expect(result.status == 0)
    #expect(result.output.contains("DemoFeature.Action.searchResponse"))
    #expect(
      result.output.contains(
        "# Ending: ran 300ms of virtual time so that pending work, such as a settings save, "
          + "finishes."))
    #expect(result.output.hasSuffix("300ms of virtual time.\n"))
  }

  @Test func thePromptFinishesPendingWorkWhenItQuits() async {
    let result = await runDemo(["repl"], input: [#"send queryChanged("Seoul")"#, "quit"])
    #expect(result.output.contains("DemoFeature.Action.searchResponse"))
    #expect(result.output.contains("# Ending: ran 300ms of virtual time"))
  }

  @Test func waitsFurtherAwayAreNotRun() async {
    // The ticker sleeps a second at a time, forever: the end runs its waits due within 1s only.
    let result = await runDemo(["run", "-"], input: ["send ticker"])
    #expect(result.status == 0)
    #expect(result.output.contains("# Ending: ran 1s of virtual time"))
  }

  @Test func workThatNeverSleepsOnTheClockDoesNotHoldTheSession() async {
    let result = await runDemo(
      ["run", "-"],
      input: ["send listens", #"tap "Increment""#, #"tap "Increment""#, "expect count == 2"])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("# Done: 4 steps, 3 actions"))
  }

  @Test func aChangedSettingIsSavedAtTheEndOfTheSession() async {
    let result = await runCommand(
      ["run", "-"],
      input: ScriptLines.logIn + [#"tap "Settings""#, #"toggle "Protect my posts" on"#],
      definition: .showcase)
    #expect(result.status == 0)
    #expect(result.output.contains("# Ending: ran 500ms of virtual time"))
    #expect(result.output.contains(".destination(.presented(.settings(.saved)))"))
  }
}
