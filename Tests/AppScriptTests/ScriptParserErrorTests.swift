import AppScript
import Testing

@Suite struct ScriptParserErrorTests {
  /// The description of the error that parsing the line as line 1 of `t.script` throws.
  private func failure(_ line: String) -> String? {
    do {
      _ = try ScriptParser.parseLine(line, file: "t.script", line: 1)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ("tapp Search", "1:1: error: unknown command 'tapp'; did you mean 'tap'?"),
    ("  Tap x", "1:3: error: unknown command 'Tap'; did you mean 'tap'?"),
    ("settel", "1:1: error: unknown command 'settel'; did you mean 'settle'?"),
    ("frobnicate", "1:1: error: unknown command 'frobnicate'; run 'help' for the list of commands"),
    (
      "wait 300ms",
      "1:1: error: 'wait' is not a command; scripts run on virtual time, so use 'advance 300ms'"
    ),
    (#""tap""#, "1:1: error: expected a command, found a string"),
    (#"tap "Log in"#, "1:5: error: unterminated string"),
    (#"tap "a\"#, "1:7: error: unterminated string"),
    (#"tap "a\qb""#, #"1:7: error: unknown escape '\q'; expected \", \\, \n, \t, \r or \u{…}"#),
    (
      #"tap "\u{110000}""#,
      #"1:6: error: invalid unicode escape; expected hex digits like \u{1F600}"#
    ),
    ("tap", #"1:4: error: expected a label after 'tap', like tap "Log in""#),
    ("tap (", #"1:5: error: expected a label after 'tap', like tap "Log in""#),
    ("tap a b", "1:7: error: unexpected 'b'; expected end of line"),
    (#"type "Email""#, "1:13: error: expected the text to type after the label"),
    (
      #"toggle "Sound" maybe"#, "1:16: error: expected 'on' or 'off' after the label, found 'maybe'"
    ),
    (
      #"select "Digest""#,
      #"1:16: error: expected an option after the label; to select a row of a list, write "#
        + #"choose "Digest""#
    ),
    ("longpres x", "1:1: error: unknown command 'longpres'; did you mean 'longpress'?"),
    ("longPress x", "1:1: error: unknown command 'longPress'; did you mean 'longpress'?"),
    ("longpress", #"1:10: error: expected a label after 'longpress', like longpress "Hold""#),
    ("drag", #"1:5: error: expected a label after 'drag', like drag "Card" to (120, 0)"#),
    (
      #"drag "Card""#,
      #"1:12: error: expected 'to' and a point after the label, like drag "Card" to (120, 0)"#
    ),
    (#"drag "Card" to 120"#, "1:16: error: expected a point like (120, 0) after 'to'"),
    (#"drag "Card" to (120)"#, "1:20: error: expected a point like (120, 0) after 'to'"),
    (#"drag "Card" to (1, 2"#, "1:21: error: expected a point like (120, 0) after 'to'"),
    (#"drag "Card" to (1px, 2)"#, "1:17: error: expected a point like (120, 0) after 'to'"),
    (#"drag "Card" to (1e999, 2)"#, "1:17: error: number '1e999' is out of range"),
    (#"drag "Card" from 0 to (1, 2)"#, "1:18: error: expected a point like (120, 0) after 'from'"),
    ("increment", #"1:10: error: expected a label after 'increment', like increment "Count""#),
    ("decrement", #"1:10: error: expected a label after 'decrement', like decrement "Count""#),
    ("incremnt x", "1:1: error: unknown command 'incremnt'; did you mean 'increment'?"),
    ("delete", #"1:7: error: expected the text of a row after 'delete', like delete "Paris""#),
    ("move", #"1:5: error: expected the text of a row after 'move', like move "Paris" to 0"#),
    (
      #"move "Paris""#,
      #"1:13: error: expected 'to' and a position after the row, like move "Paris" to 0"#
    ),
    (
      #"move "Paris" to -1"#,
      #"1:17: error: expected a position from 0 after 'to', like move "Paris" to 0"#
    ),
    (
      #"move "Paris" to first"#,
      #"1:17: error: expected a position from 0 after 'to', like move "Paris" to 0"#
    ),
    (
      #"move "Paris" to 99999999999999999999"#,
      "1:17: error: the position '99999999999999999999' is too large"
    ),
    ("choose", #"1:7: error: expected the text of a row after 'choose', like choose "Paris""#),
    ("chose x", "1:1: error: unknown command 'chose'; did you mean 'choose'?"),
    ("advance", "1:8: error: expected a duration like 300ms"),
    (
      #"expect screen contains """#,
      "1:24: error: the text to look for after 'contains' is empty, and every screen contains "
        + "the empty text; write the text the screen should show"
    ),
    (
      #"expect screen lacks """#,
      "1:21: error: the text to look for after 'lacks' is empty, and every screen contains "
        + "the empty text; write the text the screen should not show"
    ),
    ("advance soon", "1:9: error: expected a duration like 300ms"),
    ("advance -3ms", "1:9: error: expected a duration like 300ms"),
    (
      "advance 300",
      "1:9: error: missing unit after '300'; durations use ns, us, ms, s or m, like 300ms"
    ),
    ("advance 3h", "1:10: error: unknown duration unit 'h'; use ns, us, ms, s or m"),
    (
      "advance 1.5ns",
      "1:9: error: duration '1.5ns' is out of range; use whole nanoseconds up to 292 years"
    ),
    (
      "advance 9999999999999m",
      "1:9: error: duration '9999999999999m' is out of range; use whole nanoseconds up to 292 years"
    ),
    ("settle soon", "1:8: error: expected a duration like 300ms"),
    ("expect", "1:7: error: expected a state path or 'screen' after 'expect'"),
    ("expect a.b", "1:11: error: expected '==' or '!=' after state path"),
    ("expect a = 1", "1:10: error: unexpected '='; did you mean '=='?"),
    ("expect a ! 1", "1:10: error: unexpected '!'; did you mean '!='?"),
    ("expect a ==", "1:12: error: expected a value after '=='"),
    ("expect a. == 1", "1:11: error: expected an identifier after '.'"),
    ("expect screen shows x", "1:15: error: expected 'contains' or 'lacks' after 'expect screen'"),
    ("expect screen contains", "1:23: error: expected the text to look for after 'contains'"),
    ("send", "1:5: error: expected an action after 'send', like send onAppear"),
    ("send onAppear)", "1:14: error: unexpected ')'"),
    ("send f(1", "1:9: error: expected ')' to close the argument list"),
    ("send f(1 2)", "1:10: error: expected ',' or ')' after an argument, found '2'"),
    ("send f(a: )", "1:11: error: expected a value, found ')'"),
    ("send f(1,)", "1:10: error: expected a value, found ')'"),
    ("send f(.)", "1:9: error: expected a case name after '.'"),
    ("send f(3ms)", "1:9: error: unexpected 'ms' after number"),
    (
      "send f(99999999999999999999)",
      "1:8: error: integer '99999999999999999999' does not fit in Int"
    ),
    ("send f(1e999)", "1:8: error: number '1e999' is out of range"),
    ("send f(@)", "1:8: error: unexpected character '@'"),
    ("send f(\u{00A0})", "1:8: error: unexpected character U+00A0"),
    ("tap a\u{0}", "1:6: error: NUL character is not allowed"),
    ("tap \"a\u{0}\"", "1:7: error: NUL character is not allowed"),
    ("tap \"a\u{1}\"", #"1:7: error: control character U+0001 in string; write it as \u{1}"#),
    ("tap a\rb", "1:6: error: unexpected control character U+000D"),
    (
      "save tour", #"1:6: error: expected a quoted file name after 'save', like save "tour.script""#
    ),
    ("screen now", "1:8: error: unexpected 'now'; expected end of line"),
  ])
  func errorMessage(line: String, expected: String) {
    #expect(failure(line) == "t.script:" + expected)
  }

  @Test func nestingLimit() {
    let allowed =
      "send f" + String(repeating: "(.a", count: 31) + "(1"
      + String(repeating: ")", count: 32)
    #expect(failure(allowed) == nil)
    let tooDeep =
      "send f" + String(repeating: "(.a", count: 32) + "(1"
      + String(repeating: ")", count: 33)
    #expect(
      failure(tooDeep) == "t.script:1:103: error: arguments are nested too deeply (the limit is 32)"
    )
  }

  @Test func pathLengthLimit() {
    func path(_ count: Int) -> String { Array(repeating: "a", count: count).joined(separator: ".") }
    #expect(failure("send " + path(64)) == nil)
    #expect(failure("expect " + path(64) + " == 1") == nil)
    #expect(
      failure("send " + path(65))
        == "t.script:1:135: error: the path is too long (the limit is 64 segments)")
    #expect(
      failure("expect " + path(1_200) + " == 1")
        == "t.script:1:137: error: the path is too long (the limit is 64 segments)")
  }

  @Test func lineLengthLimit() {
    let longest = "tap \"" + String(repeating: "x", count: 9_994) + "\""
    #expect(failure(longest) == nil)
    #expect(
      failure(longest + " ")
        == "t.script:1:10001: error: line is too long (10001 characters; the limit is 10000)")
  }

  @Test func longWordsAreShortenedInMessages() {
    let word = String(repeating: "z", count: 60)
    let shown = String(repeating: "z", count: 40)
    #expect(
      failure(word)
        == "t.script:1:1: error: unknown command '\(shown)…'; "
        + "run 'help' for the list of commands")
  }

  @Test func parseCollectsEveryLineError() {
    let text = "tapp a\r\nscreen\n\nadvance 3\nsend f(\n"
    guard case .failure(let errors) = ScriptParser.parse(text, file: "s.script") else {
      Issue.record("expected errors")
      return
    }
    #expect(
      errors.map(\.description) == [
        "s.script:1:1: error: unknown command 'tapp'; did you mean 'tap'?",
        "s.script:4:9: error: missing unit after '3'; durations use ns, us, ms, s or m, like 300ms",
        "s.script:5:8: error: expected a value after '('",
      ])
    #expect(errors.errors.first?.location == ScriptLocation(file: "s.script", line: 1, column: 1))
    #expect(errors.description.split(separator: "\n").count == 3)
  }
}
