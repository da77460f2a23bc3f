import AppEngine
import AppShell
import Testing

/// The compact change report: one line per action, naming the state paths its diff changed.
@Suite struct CompactChangeReportTests {
  @MainActor
  @Test func compactSessionsWriteOneLinePerAction() async {
    let lines = [#"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#]
    for command in ["run", "repl"] {
      let result = await runCommand(
        [command] + (command == "run" ? ["-"] : []) + ["--compact"], input: lines,
        definition: .showcase)
      #expect(result.status == 0, "\(command)")
      #expect(
        result.output.contains(
          #"received AppFeature.Action.loggedOut(.view(.binding(.set(\State.$email, "blob@example.com")))) → loggedOut.email"#
            + "\n"),
        "\(command)")
      #expect(
        result.output.contains(
          #"received AppFeature.Action.loggedOut(.view(.binding(.set(\State.$password, ••••)))) → (only masked fields changed)"#
        ), "\(command)")
      #expect(!result.output.contains("+   "), "\(command) printed a diff")
    }
  }

  @Test func aFieldChangeNamesItsPath() {
    let diff = """
        AppFeature.State.loggedIn(
          HomeFeature.State(
            … (11 unchanged)
            search: SearchFeature.State(
              results: [],
      -       searchQuery: "",
      +       searchQuery: "S",
              weather: nil
            ),
            … (3 unchanged)
          )
        )
      """
    #expect(
      CompactChangeReport.line(
        actionDump: "AppFeature.Action.loggedIn(.search(.searchQueryChanged(\"S\")))",
        stateDiff: diff)
        == #"received AppFeature.Action.loggedIn(.search(.searchQueryChanged("S"))) → loggedIn.search.searchQuery"#
    )
  }

  @Test func aCaseChangeNamesBothCasesOnceAndNotWhatIsInside() {
    let diff = """
      - AppFeature.State.loggedOut(
      -   LoginFeature.State(
      -     email: "blob@example.com"
      + AppFeature.State.loggedIn(
      +   HomeFeature.State(
      +     displayName: "Blob",
      +     destination: nil
          )
        )
      """
    #expect(CompactChangeReport.changedPaths(inDiff: diff) == ["loggedOut", "loggedIn"])
  }

  @Test func aChangeInsideAListNamesTheListAndAnEnumFieldNamesItsCase() {
    let diff = """
        AppFeature.State.loggedIn(
          HomeFeature.State(
            favorites: [
              FavoriteFeature.State(
      -         nickname: "Home",
      +         nickname: "Office",
              )
            ],
            destination: .settings(
              SettingsFeature.State(
      -         digest: .daily,
      +         digest: .weekly,
              )
            )
          )
        )
      """
    #expect(
      CompactChangeReport.changedPaths(inDiff: diff) == [
        "loggedIn.favorites", "loggedIn.destination.settings.digest",
      ])
  }

  @Test func aValueThatChangedWholeNamesNoPathInside() {
    let diff = """
        AppFeature.State.loggedIn(
          HomeFeature.State(
      -     destination: nil
      +     destination: .settings(
      +       SettingsFeature.State(
      +         digest: .daily
      +       )
      +     )
          )
        )
      """
    #expect(CompactChangeReport.changedPaths(inDiff: diff) == ["loggedIn.destination"])
  }

  @Test func aMultilineActionIsJoinedAndNoChangeOrAMaskedOneIsSaid() {
    let action = """
      AppFeature.Action.loggedOut(
        .delegate(
          .didLogIn(
            User(
              email: "blob@example.com",
              displayName: "Blob"
            )
          )
        )
      )
      """
    #expect(
      CompactChangeReport.line(actionDump: action, stateDiff: nil)
        == #"received AppFeature.Action.loggedOut(.delegate(.didLogIn(User(email: "blob@example.com", displayName: "Blob")))) → (no state changes)"#
    )
    #expect(
      CompactChangeReport.line(
        actionDump: "A.b", stateDiff: "  (Only masked fields changed; their values are not shown)")
        == "received A.b → (only masked fields changed)")
    let long = "A.b(\"" + String(repeating: "x", count: 300) + "\")"
    let line = CompactChangeReport.line(actionDump: long, stateDiff: nil)
    #expect(line.hasPrefix("received A.b(\"xxx"))
    #expect(line.hasSuffix("x… → (no state changes)"))
    #expect(
      line.count == "received ".count + CompactChangeReport.actionLimit
        + " → (no state changes)".count)
  }
}
