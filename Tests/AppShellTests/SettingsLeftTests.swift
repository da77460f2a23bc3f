import AppEngine
import AppShell
import Testing

/// A settings change is never lost because its screen went away before the save's debounce
/// ran: dismissing the sheet or logging out saves it at once, and quitting runs the save.
@MainActor
@Suite struct SettingsLeftTests {
  private static let logIn = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle",
  ]
  private static let changeHaptics = [#"tap "Settings""#, #"toggle "Haptic feedback" off"#]
  private static let reopenAndCheck = [
    #"tap "Settings""#, "settle",
    "expect loggedIn.destination.settings.isHapticFeedbackEnabled == false",
  ]

  @Test func dismissingTheSheetRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["run", "-"], input: Self.logIn + Self.changeHaptics + ["dismiss"] + Self.reopenAndCheck,
      definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func loggingOutRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["run", "-"],
      input: Self.logIn + Self.changeHaptics + ["send loggedIn.account.delegate.didLogOut"]
        + Self.logIn + Self.reopenAndCheck,
      definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func quittingThePromptRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["repl"], input: Self.logIn + Self.changeHaptics + ["quit"], definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.output.contains(".destination(.presented(.settings(.saved)))"))
  }
}
