import AppEngine
import AppShell
import Testing

/// The favorite detail's navigation stack driven by a script: pushed and popped by label and by
/// action path.
@MainActor
@Suite struct DayDetailStackScriptTests {
  @Test func aScriptPushesAndPopsTheDaysByLabelAndByActionPath() async {
    let console = Console(input: [
      #"type "Email" "blob@example.com""#,
      #"type "Password" "correct-horse""#,
      #"tap "Log in""#,
      "settle",
      #"type "Search" "Seoul""#,
      "advance 300ms",
      "settle",
      #"tap "Seoul, South Korea""#,
      "settle",
      #"tap "Add to favorites""#,
      "settle",
      #"tap "Seoul""#,
      #"tap "Day 1: 6.3°C / -2.3°C""#,
      "send loggedIn.detail.path.element(id: 0, action: .day(.nextDayTapped))",
      "expect loggedIn.detail.path.count == 2",
      #"tap "Back""#,
      "expect loggedIn.detail.path.count == 1",
      "send loggedIn.detail.path.popFrom(id: 0)",
      "expect loggedIn.detail.path.count == 0",
    ])
    let status = await AppCommand.main(arguments: ["run", "-", "--quiet"], console: console)
    #expect(console.errorOutput == "")
    #expect(status == 0)
  }
}
