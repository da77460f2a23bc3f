import AppScript
import Testing

@Suite struct ScriptParserCommandTests {
  private func command(_ line: String) throws -> ScriptCommand? {
    try ScriptParser.parseLine(line, file: "t.script", line: 1)?.command
  }

  @Test func labelCommands() throws {
    #expect(try command(#"tap "Log in""#) == .tap(label: "Log in"))
    #expect(try command("tap Search") == .tap(label: "Search"))
    #expect(
      try command(#"type "Email" "blob@example.com""#)
        == .typeText(label: "Email", text: "blob@example.com"))
    #expect(
      try command(#"toggle "Haptic feedback""#) == .toggle(label: "Haptic feedback", value: nil))
    #expect(
      try command(#"toggle "Haptic feedback" on"#) == .toggle(label: "Haptic feedback", value: true)
    )
    #expect(
      try command(#"toggle "Haptic feedback" off"#)
        == .toggle(label: "Haptic feedback", value: false))
    #expect(try command(#"select "Digest" "Weekly""#) == .select(label: "Digest", option: "Weekly"))
    #expect(try command("dismiss") == .dismiss(label: nil))
    #expect(try command(#"dismiss "Settings""#) == .dismiss(label: "Settings"))
  }

  @Test func gestureStepperAndRowCommands() throws {
    #expect(try command(#"longpress "Hold to reset""#) == .longPress(label: "Hold to reset"))
    #expect(
      try command(#"drag "Card" to (120, -40.5)"#)
        == .drag(label: "Card", from: .zero, to: ScriptPoint(x: 120, y: -40.5)))
    #expect(
      try command(#"drag "Card" from (10, 1e2) to (0, 0)"#)
        == .drag(label: "Card", from: ScriptPoint(x: 10, y: 100), to: .zero))
    #expect(try command(#"increment "Count""#) == .increment(label: "Count"))
    #expect(try command("decrement Count") == .decrement(label: "Count"))
    #expect(try command(#"delete "Seoul""#) == .delete(row: "Seoul"))
    #expect(try command(#"move "Paris" to 0"#) == .move(row: "Paris", to: 0))
    #expect(try command(#"choose "Seoul 2""#) == .selectRow(row: "Seoul 2"))
  }

  @Test func theReferenceDescribesEveryCommand() {
    for name in ScriptLineParser.commandNames where name != "exit" {
      #expect(ScriptCommand.reference.contains("\n  \(name) "), "\(name)")
    }
  }

  @Test func stringEscapesAndUnicode() throws {
    #expect(try command(#"tap "a\"b\\c\nd\te""#) == .tap(label: "a\"b\\c\nd\te"))
    #expect(try command(#"tap "\u{1F600}\r""#) == .tap(label: "\u{1F600}\r"))
    #expect(try command(#"type "City" "서울""#) == .typeText(label: "City", text: "서울"))
    #expect(try command("tap 서울") == .tap(label: "서울"))
    #expect(try command("tap \"a\tb\"") == .tap(label: "a\tb"))
  }

  @Test func sendPaths() throws {
    #expect(try command("send onAppear") == .send(ActionPath([ActionSegment(name: "onAppear")])))
    #expect(
      try command(#"send search.searchQueryChanged("Seoul")"#)
        == .send(
          ActionPath([
            ActionSegment(name: "search"),
            ActionSegment(
              name: "searchQueryChanged", arguments: [ActionArgument(value: .string("Seoul"))]),
          ])))
    let row = try command("send loggedIn.home.favorites.row(id: 3, action: .removeTapped)")
    #expect(
      row
        == .send(
          ActionPath([
            ActionSegment(name: "loggedIn"), ActionSegment(name: "home"),
            ActionSegment(name: "favorites"),
            ActionSegment(
              name: "row",
              arguments: [
                ActionArgument(label: "id", value: .integer(3)),
                ActionArgument(
                  label: "action", value: .caseValue(name: "removeTapped", arguments: nil)),
              ]),
          ])))
    #expect(
      try command(#"send settings.binding(displayName: "Blob")"#)
        == .send(
          ActionPath([
            ActionSegment(name: "settings"),
            ActionSegment(
              name: "binding",
              arguments: [ActionArgument(label: "displayName", value: .string("Blob"))]),
          ])))
  }

  @Test func argumentValues() throws {
    let line = "send f(1, -2, 2.5, 1e3, true, false, nil, .presented(.confirm), a.b(c: 1), g())"
    guard case .send(let path) = try command(line) else {
      Issue.record("expected a send command")
      return
    }
    let values = try #require(path.segments.first?.arguments).map(\.value)
    #expect(
      values == [
        .integer(1), .integer(-2), .decimal(2.5), .decimal(1000), .bool(true), .bool(false),
        .null,
        .caseValue(
          name: "presented",
          arguments: [ActionArgument(value: .caseValue(name: "confirm", arguments: nil))]),
        .path(
          ActionPath([
            ActionSegment(name: "a"),
            ActionSegment(name: "b", arguments: [ActionArgument(label: "c", value: .integer(1))]),
          ])),
        .path(ActionPath([ActionSegment(name: "g", arguments: [])])),
      ])
    #expect(
      try command("send f(-9223372036854775808)")
        == .send(
          ActionPath([
            ActionSegment(name: "f", arguments: [ActionArgument(value: .integer(Int.min))])
          ])))
  }

  @Test func durations() throws {
    #expect(try command("advance 300ms") == .advance(.milliseconds(300)))
    #expect(try command("advance 2s") == .advance(.seconds(2)))
    #expect(try command("advance 1.5s") == .advance(.milliseconds(1500)))
    #expect(try command("advance 10us") == .advance(.microseconds(10)))
    #expect(try command("advance 7ns") == .advance(.nanoseconds(7)))
    #expect(try command("advance 2m") == .advance(.seconds(120)))
    #expect(try command("advance 0.25m") == .advance(.seconds(15)))
    #expect(try command("settle") == .settle(timeout: nil))
    #expect(try command("settle 5s") == .settle(timeout: .seconds(5)))
  }

  @Test func expectations() throws {
    let query = StatePath(["loggedIn", "home", "search", "searchQuery"])
    #expect(
      try command(#"expect loggedIn.home.search.searchQuery == "Seoul""#)
        == .expect(query, .equal, .string("Seoul")))
    #expect(
      try command("expect destination == nil") == .expect(StatePath(["destination"]), .equal, .null)
    )
    #expect(
      try command("expect favorites.count != 2")
        == .expect(StatePath(["favorites", "count"]), .notEqual, .integer(2)))
    #expect(
      try command(#"expect screen contains "Brooklyn""#) == .expectScreen(.contains, "Brooklyn"))
    #expect(try command(#"expect screen lacks "Error""#) == .expectScreen(.lacks, "Error"))
    #expect(
      try command("expect screen == 1") == .expect(StatePath(["screen"]), .equal, .integer(1)))
  }

  @Test func printingAndInteractiveCommands() throws {
    #expect(try command("screen") == .screen)
    #expect(try command("state") == .state(nil))
    #expect(try command("state settings.digest") == .state(StatePath(["settings", "digest"])))
    #expect(try command("help") == .help)
    #expect(try command("history") == .history)
    #expect(try command(#"save "tour.script""#) == .save(file: "tour.script", replacing: false))
    #expect(
      try command(#"save "tour.script" replace"#) == .save(file: "tour.script", replacing: true))
    #expect(try command("quit") == .quit)
    #expect(try command("exit") == .quit)
  }

  @Test func commentsBlankLinesAndWhitespace() throws {
    #expect(try command("") == nil)
    #expect(try command("   \t ") == nil)
    #expect(try command("# a comment") == nil)
    #expect(try command(##"tap "#1" # tap the first"##) == .tap(label: "#1"))
    #expect(try command("\t  screen  \t") == .screen)
  }

  @Test func stepKeepsLocationAndSource() throws {
    let step = try #require(
      try ScriptParser.parseLine("  tap Search\r\n", file: "a.script", line: 7))
    #expect(step.location == ScriptLocation(file: "a.script", line: 7, column: 3))
    #expect(step.source == "  tap Search")
  }

  @Test func wholeScriptWithCRLF() throws {
    let text = "# tour\r\ntap \"Log in\"\r\n\r\n  advance 300ms # debounce\r\nscreen"
    let steps = try ScriptParser.parse(text, file: "tour.script").get()
    #expect(steps.map(\.command) == [.tap(label: "Log in"), .advance(.milliseconds(300)), .screen])
    #expect(steps.map(\.location.line) == [2, 4, 5])
    #expect(steps.map(\.location.column) == [1, 3, 1])
    #expect(steps[1].source == "  advance 300ms # debounce")
  }
}
