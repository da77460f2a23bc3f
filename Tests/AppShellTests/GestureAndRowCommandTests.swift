import AppEngine
import AppShell
import HeadlessUI
import TestSupport
import Testing

/// The script lines that drive gestures, steppers and rows (`longpress`, `drag`, `increment`,
/// `decrement`, `delete`, `move`, `choose`), end to end through the `app` command line: on the
/// demo app's stepper, gesture views and selectable results, and on the showcase's favorites,
/// whose rows a swipe deletes and a drag moves.
@MainActor
@Suite struct GestureAndRowCommandTests {
  @Test func steppersAndALongPressChangeTheCount() async {
    let result = await runDemo(
      ["run", "-"],
      input: [
        #"increment "Count""#,
        #"increment "Count""#,
        "expect count == 2",
        #"decrement "Count""#,
        "expect count == 1",
        #"expect screen contains "Count: 1 [-|+]""#,
        #"expect screen contains "Hold to reset {long press}""#,
        #"longpress "Hold to reset""#,
        "expect count == 0",
        // Nothing to reset: the view that resets is gone.
        #"expect screen lacks "Hold to reset""#,
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "> increment \"Count\"\nreceived action:\n  DemoFeature.Action.reset(to: 1)"))
    #expect(
      result.output.contains(
        "> longpress \"Hold to reset\"\nreceived action:\n  DemoFeature.Action.reset(to: 0)"))
  }

  @Test func aDragHandsTheViewItsTranslation() async {
    let result = await runDemo(
      ["run", "-"],
      input: [
        #"drag "Card" to (120, -40)"#,
        "expect dragOffset.x == 120",
        "expect dragOffset.y == -40",
        #"drag "Card" from (100, 0) to (90, 5.5)"#,
        "expect dragOffset.x == 110",
        "expect dragOffset.y == -35",
        // Shorter than the gesture's 10 points: no drag, and nothing is sent.
        #"drag "Card" to (3, 4)"#,
        "expect dragOffset.x == 110",
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
    #expect(result.output.contains("DemoFeature.Action.cardDropped(x: 120, y: -40)"))
    #expect(result.output.contains("DemoFeature.Action.cardDropped(x: -10, y: 5)"))
  }

  @Test func chooseSelectsAResultRow() async {
    let result = await runDemo(
      ["run", "-"],
      input: [
        #"type "Query" "Seoul""#,
        "settle",
        #"choose "Seoul 2""#,
        #"expect selectedResult == "Seoul 2""#,
        #"expect screen contains "[✓] Seoul 2""#,
        #"choose "Seoul 1""#,
        #"expect selectedResult == "Seoul 1""#,
      ])
    #expect(result.errorOutput == "")
    #expect(result.status == 0)
  }

  @Test(arguments: [
    (
      #"increment "Increment""#,
      #""Increment" is a button, not a stepper."#
    ),
    (
      #"longpress "Increment""#,
      #""Increment" is a button, not a gesture view."#
    ),
    (
      #"longpress "Card""#,
      #"The gesture view "Card" takes no long press."#
    ),
    (
      #"tap "Card""#,
      #"The gesture view "Card" takes no tap."#
    ),
    (
      #"decrement "Count""#,
      #"The stepper "Count" cannot decrement: it is at its bound."#
    ),
    (
      #"increment "Cuont""#,
      #"No control labelled "Cuont" on screen."#
    ),
    (
      #"choose "Tokyo""#,
      #"No row of a list with a selection shows "Tokyo". A row is found by its text, as "#
        + "'screen' shows it."
    ),
    (
      #"delete "Count""#,
      #"No row that can be deleted shows "Count". A row is found by its text, as 'screen' "#
        + "shows it."
    ),
  ])
  func aCommandThatCannotDriveTheScreenSaysWhyAndChangesNothing(
    line: String, message: String
  )
    async
  {
    let result = await runDemo(["run", "-"], input: [line])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("<stdin>:1:1: error: " + message), "\(result.errorOutput)")
    #expect(!result.output.contains("received action"))
  }

  @Test func aMistypedStepperLabelSuggestsTheStepper() async {
    let result = await runDemo(["run", "-"], input: [#"increment "Cuont""#])
    #expect(result.errorOutput.hasSuffix(#"Did you mean "Count"?"# + "\n"))
  }

  @Test func favoritesAreDeletedAndMovedByTheirText() async {
    let console = Console(
      input: ScriptLines.logIn + Self.addingFavorites(["Seoul", "Tokyo", "Paris"]) + [
        #"move "Paris" to 0"#,
        #"expect loggedIn.favorites[0].place.name == "Paris""#,
        #"expect loggedIn.favorites[2].place.name == "Tokyo""#,
        #"move "Seoul" to 3"#,
        #"expect loggedIn.favorites[2].place.name == "Seoul""#,
        #"tap "Tokyo""#,
        "expect loggedIn.detail != nil",
        #"delete "Tokyo""#,
        "expect loggedIn.favorites.count == 2",
        "expect loggedIn.detail == nil",
        #"expect screen lacks "Remove Tokyo""#,
        #"expect loggedIn.favorites[1].place.name == "Seoul""#,
      ])
    let status = await AppCommand.main(arguments: ["run", "-", "--compact"], console: console)
    #expect(console.errorOutput == "")
    #expect(status == 0)
    #expect(
      console.output.contains("loggedIn(.favoritesMoved(fromOffsets: IndexSet([2]), toOffset: 0))"))
    #expect(console.output.contains("loggedIn(.favoritesDeleted(atOffsets: IndexSet([1])))"))
  }

  @Test(arguments: [
    (
      #"move "Paris" to 3"#,
      #"The row that shows "Paris" cannot move to position 3: its list has 2 rows, so a "#
        + "position is from 0 (the top) to 2 (the end)."
    ),
    (
      #"delete "Berlin""#,
      #"No row that can be deleted shows "Berlin". A row is found by its text, as 'screen' "#
        + "shows it."
    ),
    (
      #"move "Berlin" to 0"#,
      #"No row that can be moved shows "Berlin". A row is found by its text, as 'screen' "#
        + "shows it."
    ),
    (
      #"delete "°C""#,
      #"2 rows show "°C"; write more of the row's text, so that it names one."#
    ),
  ])
  func aRowCommandThatFindsNoRowChangesNothing(line: String, message: String) async {
    let console = Console(
      input: ScriptLines.logIn + Self.addingFavorites(["Seoul", "Paris"]) + [line])
    let status = await AppCommand.main(arguments: ["run", "-", "--quiet"], console: console)
    #expect(status == 1)
    #expect(console.errorOutput.contains("error: " + message), "\(console.errorOutput)")
    // The failed line ran nothing: the favorites are as they were added.
    let check = Console(
      input: ScriptLines.logIn + Self.addingFavorites(["Seoul", "Paris"]) + [
        line, #"expect loggedIn.favorites[1].place.name == "Paris""#,
      ])
    _ = await AppCommand.main(arguments: ["repl", "--quiet"], console: check)
    #expect(!check.errorOutput.contains("expectation failed"), "\(check.errorOutput)")
  }

  /// Rows that can be moved but not deleted, and the other way round, say which they lack.
  @Test func aRowCommandTheListDoesNotTakeNamesTheMissingModifier() async {
    let rows = AppDefinition(
      name: "demo", version: "0.1.0", initialState: { DemoFeature.State() },
      reducer: { DemoFeature() },
      view: { _ in
        VStack {
          ForEach(["Movable"], id: \.self) { Text($0) }.onMove { _, _ in }
          ForEach(["Deletable"], id: \.self) { Text($0) }.onDelete { _ in }
        }
      },
      prepareDependencies: { values, _, clock in values.continuousClock = clock },
      testSource: AppDefinition.demo.testSource, tourScript: "tour")
    let delete = await runCommand(["run", "-"], input: [#"delete "Movable""#], definition: rows)
    #expect(
      delete.errorOutput
        == "<stdin>:1:1: error: The row that shows \"Movable\" cannot be deleted: its list has "
        + "no onDelete.\n")
    let move = await runCommand(["run", "-"], input: [#"move "Deletable" to 0"#], definition: rows)
    #expect(
      move.errorOutput
        == "<stdin>:1:1: error: The row that shows \"Deletable\" cannot be moved: its list has "
        + "no onMove.\n")
  }

  @Test func aRecordingKeepsTheActionsTheySentAndReplaysThem() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("session.jsonl")
    let run = await runDemo(
      ["run", "-", "--quiet", "--record", path],
      input: [
        #"increment "Count""#, #"longpress "Hold to reset""#, #"drag "Card" to (120, 0)"#,
        #"type "Query" "Seoul""#, "settle", #"choose "Seoul 2""#,
      ])
    #expect(run.errorOutput == "")
    let text = try directory.read("session.jsonl")
    for action in [
      #"{"reset":{"to":1}}"#, #"{"reset":{"to":0}}"#, #"{"cardDropped":{"x":120,"y":0}}"#,
      #"{"resultSelected":{"_0":"Seoul 2"}}"#,
    ] {
      #expect(text.contains(#"{"action":\#(action),"kind":"action","origin":"user"}"#), "\(text)")
    }
    let replay = await runDemo(["replay", path])
    #expect(replay.errorOutput == "")
    #expect(replay.output.hasSuffix("It matches the final state the recording ends with.\n"))
  }

  @Test func aRecordingOfDeletedAndMovedFavoritesReplaysAndBecomesATest() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("favorites.jsonl")
    let run = Console(
      input: ScriptLines.logIn + Self.addingFavorites(["Seoul", "Tokyo", "Paris"]) + [
        #"move "Paris" to 0"#, #"delete "Tokyo""#,
      ])
    let arguments = ["run", "-", "--quiet", "--record", path]
    #expect(await AppCommand.main(arguments: arguments, console: run) == 0)
    #expect(run.errorOutput == "")
    let replay = Console()
    #expect(await AppCommand.main(arguments: ["replay", path], console: replay) == 0)
    #expect(replay.output.hasSuffix("It matches the final state the recording ends with.\n"))
    let emitted = Console()
    #expect(
      await AppCommand.main(arguments: ["replay", path, "--emit-test"], console: emitted) == 0)
    #expect(
      emitted.output.contains(
        "await store.send(.loggedIn(.favoritesMoved(fromOffsets: [2], toOffset: 0)))"))
    #expect(
      emitted.output.contains("await store.send(.loggedIn(.favoritesDeleted(atOffsets: [2])))"))
  }

  /// Searches for each city of the preview data and adds it to the favorites.
  private static func addingFavorites(_ cities: [String]) -> [String] {
    let results = ["Seoul": "South Korea", "Tokyo": "Japan", "Paris": "Île-de-France, France"]
    return cities.flatMap { city in
      [
        #"type "Search" "\#(city)""#, "settle", #"tap "\#(city), \#(results[city] ?? "")""#,
        "settle", #"tap "Add to favorites""#, "settle",
      ]
    }
  }
}
