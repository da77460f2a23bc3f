import AppScript
import Testing

@Suite struct ScriptRoundTripTests {
  @Test(arguments: [
    (#"tap Search"#, #"tap "Search""#),
    (#"  type "Email"   "blob@example.com"  # sign in"#, #"type "Email" "blob@example.com""#),
    (#"toggle "Haptic feedback" on"#, #"toggle "Haptic feedback" on"#),
    (#"select "Digest" "Weekly""#, #"select "Digest" "Weekly""#),
    ("dismiss", "dismiss"),
    ("longpress Hold", #"longpress "Hold""#),
    (#"drag "Card" from (0, 0) to (120.0, -4e1)"#, #"drag "Card" to (120, -40)"#),
    (#"drag "Card" from (0.5, 0) to(1,2)"#, #"drag "Card" from (0.5, 0) to (1, 2)"#),
    ("increment Count", #"increment "Count""#),
    ("decrement Count", #"decrement "Count""#),
    ("delete Paris", #"delete "Paris""#),
    (#"move "Paris"   to 007"#, #"move "Paris" to 7"#),
    (#"choose "Seoul 2""#, #"choose "Seoul 2""#),
    (#"send search.searchQueryChanged( "Seoul" )"#, #"send search.searchQueryChanged("Seoul")"#),
    (
      "send loggedIn.home.favorites.row(id:3,action:.removeTapped)",
      "send loggedIn.home.favorites.row(id: 3, action: .removeTapped)"
    ),
    ("send f(.presented(.confirm), 2.50, -0, g())", "send f(.presented(.confirm), 2.5, 0, g())"),
    ("advance 1.5s", "advance 1500ms"),
    ("advance 120s", "advance 2m"),
    ("advance 0ms", "advance 0s"),
    ("settle 5s", "settle 5s"),
    (#"expect search.query != "서울""#, #"expect search.query != "서울""#),
    ("expect destination == nil", "expect destination == nil"),
    (#"expect screen lacks Error"#, #"expect screen lacks "Error""#),
    ("state a.b", "state a.b"),
    ("exit", "quit"),
    (#"save "out\tfile""#, #"save "out\tfile""#),
    (#"save "out" replace"#, #"save "out" replace"#),
    (#"tap "\u{1}""#, #"tap "\u{1}""#),
  ])
  func canonicalForm(source: String, canonical: String) throws {
    let step = try #require(try ScriptParser.parseLine(source, file: "t.script", line: 1))
    #expect(step.command.description == canonical)
    let reparsed = try ScriptParser.parseLine(canonical, file: "t.script", line: 1)
    #expect(reparsed?.command == step.command)
  }

  @Test func valueAndPathDescriptions() {
    let path = ActionPath([
      ActionSegment(name: "row", arguments: [ActionArgument(label: "id", value: .integer(3))]),
      ActionSegment(name: "delete"),
    ])
    #expect(path.description == "row(id: 3).delete")
    #expect(ScriptValue.caseValue(name: "a", arguments: []).description == ".a()")
    #expect(ScriptValue.string("say \"hi\"\n").description == #""say \"hi\"\n""#)
    #expect(ScriptValue.decimal(1e-5).description == "1e-05")
    #expect(ScriptCommand.advance(.nanoseconds(1_500)).description == "advance 1500ns")
  }
}
