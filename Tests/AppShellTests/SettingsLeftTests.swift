import AppEngine
import AppShell
import Foundation
import Testing

/// A settings change is never lost because its screen went away before the save's debounce
/// ran: dismissing the sheet or logging out saves it at once, and quitting runs the save. Haptic
/// feedback, kept in the defaults, needs no save.
@MainActor
@Suite struct SettingsLeftTests {
  private static let logIn = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle",
  ]
  private static let changeASavedSetting = [#"tap "Settings""#, #"toggle "Protect my posts" on"#]
  private static let reopenAndCheck = [
    #"tap "Settings""#, "settle",
    "expect loggedIn.destination.settings.protectMyPosts == true",
  ]

  @Test func dismissingTheSheetRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["run", "-"],
      input: Self.logIn + Self.changeASavedSetting + ["dismiss"] + Self.reopenAndCheck,
      definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func loggingOutRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["run", "-"],
      input: Self.logIn + Self.changeASavedSetting + ["send loggedIn.account.delegate.didLogOut"]
        + Self.logIn + Self.reopenAndCheck,
      definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test func quittingThePromptRightAfterAChangeSavesIt() async {
    let result = await runCommand(
      ["repl"], input: Self.logIn + Self.changeASavedSetting + ["quit"], definition: .showcase)
    #expect(result.errorOutput == "")
    #expect(result.output.contains(".destination(.presented(.settings(.saved)))"))
  }

  @Test func hapticFeedbackOutlivesItsScreenButNotTheRun() async {
    let turnOff = [#"tap "Settings""#, #"toggle "Haptic feedback" off"#, "dismiss"]
    let check = [
      #"tap "Settings""#, "settle",
      "expect loggedIn.destination.settings.isHapticFeedbackEnabled == false",
    ]
    let first = await runCommand(
      ["run", "-"], input: Self.logIn + turnOff + check, definition: .showcase)
    #expect(first.errorOutput == "")
    #expect(first.status == 0)

    // Each preview run keeps `.appStorage` values in defaults of its own.
    let next = await runCommand(
      ["run", "-"],
      input: Self.logIn + [
        #"tap "Settings""#, "settle",
        "expect loggedIn.destination.settings.isHapticFeedbackEnabled == true",
      ],
      definition: .showcase)
    #expect(next.errorOutput == "")
    #expect(next.status == 0)
    #expect(UserDefaults.standard.object(forKey: "isHapticFeedbackEnabled") == nil)
  }
}
