/// Parses the tokens of one script line into a command.
package struct ScriptLineParser {
  /// The command words, in the order suggestions prefer them.
  package static let commandNames = [
    "tap", "type", "toggle", "select", "dismiss", "longpress", "drag", "increment", "decrement",
    "delete", "move", "choose", "send", "advance", "settle", "expect", "screen", "state",
    "explain", "trace", "help", "history", "save", "report", "quit", "exit",
  ]

  private let tokens: [ScriptToken]
  private let file: String
  private let line: Int
  private var index = 0
  /// The path segments of this line so far, across every path in it.
  private var pathSegments = 0

  init(tokens: [ScriptToken], file: String, line: Int) {
    self.tokens = tokens
    self.file = file
    self.line = line
  }

  /// Parses the command and returns it with the column of its first token, or `nil` for an
  /// empty line.
  mutating func parseCommand() throws(ScriptError) -> (ScriptCommand, Int)? {
    let first = next()
    switch first.kind {
    case .end:
      return nil
    case .word(let name):
      let command = try parseArguments(of: name, at: first)
      try expectEnd()
      return (command, first.column)
    default:
      throw error("expected a command, found \(first.display)", at: first)
    }
  }

  // MARK: - Commands

  private mutating func parseArguments(
    of name: String, at token: ScriptToken
  ) throws(ScriptError) -> ScriptCommand {
    switch name {
    case "tap":
      return .tap(label: try label("expected a label after 'tap', like tap \"Log in\""))
    case "type":
      let field = try label("expected a label after 'type', like type \"Email\" \"blob\"")
      return .typeText(label: field, text: try label("expected the text to type after the label"))
    case "toggle":
      return .toggle(
        label: try label("expected a label after 'toggle', like toggle \"Haptic feedback\""),
        value: try toggleValue())
    case "select":
      let picker = try label("expected a label after 'select', like select \"Digest\" \"Weekly\"")
      return .select(
        label: picker,
        option: try label(
          "expected an option after the label; to select a row of a list, write choose "
            + picker.scriptQuoted))
    case "dismiss":
      return .dismiss(label: optionalLabel())
    case "longpress":
      return .longPress(
        label: try label("expected a label after 'longpress', like longpress \"Hold\""))
    case "drag":
      return try drag()
    case "increment", "decrement":
      let stepper = try label("expected a label after '\(name)', like \(name) \"Count\"")
      return name == "increment" ? .increment(label: stepper) : .decrement(label: stepper)
    case "delete":
      return .delete(
        row: try label("expected the text of a row after 'delete', like delete \"Paris\""))
    case "move":
      let row = try label("expected the text of a row after 'move', like move \"Paris\" to 0")
      return .move(row: row, to: try destination(of: row))
    case "choose":
      return .selectRow(
        row: try label("expected the text of a row after 'choose', like choose \"Paris\""))
    case "send":
      return .send(try action(after: "send"))
    case "advance":
      return .advance(try duration())
    case "settle":
      return .settle(timeout: peek.kind == .end ? nil : try duration())
    case "expect":
      return try expectation()
    case "screen":
      return .screen
    case "state":
      return .state(peek.kind == .end ? nil : try statePath(after: "'state'"))
    case "explain":
      return .explain(try explainFormat())
    case "trace":
      return .trace(try action(after: "trace"))
    case "help":
      return .help
    case "history":
      return .history
    case "save":
      let file = try fileName(after: "save", like: "tour.script")
      return .save(file: file, replacing: replaceWord())
    case "report":
      let file = try fileName(after: "report", like: "run.html")
      return .report(file: file, replacing: replaceWord())
    case "quit", "exit":
      return .quit
    case "wait":
      throw error(
        "'wait' is not a command; scripts run on virtual time, so use 'advance 300ms'",
        at: token)
    default:
      throw error(unknownCommandMessage(name), at: token)
    }
  }

  /// The rest of `drag LABEL [from (X, Y)] to (X, Y)`.
  private mutating func drag() throws(ScriptError) -> ScriptCommand {
    let view = try label("expected a label after 'drag', like drag \"Card\" to (120, 0)")
    var start = ScriptPoint.zero
    if case .word("from") = peek.kind {
      index += 1
      start = try point(after: "'from'")
    }
    guard case .word("to") = peek.kind else {
      throw error(
        "expected 'to' and a point after the label, like drag \(view.scriptQuoted) to (120, 0)")
    }
    index += 1
    return .drag(label: view, from: start, to: try point(after: "'to'"))
  }

  /// A point written `(X, Y)`, after `context`.
  private mutating func point(after context: String) throws(ScriptError) -> ScriptPoint {
    let example = "expected a point like (120, 0) after \(context)"
    guard peek.kind == .leftParen else { throw error(example) }
    index += 1
    let x = try coordinate(example)
    guard peek.kind == .comma else { throw error(example) }
    index += 1
    let y = try coordinate(example)
    guard peek.kind == .rightParen else { throw error(example) }
    index += 1
    return ScriptPoint(x: x, y: y)
  }

  /// One coordinate of a point: a number without a unit, in range.
  private mutating func coordinate(_ message: String) throws(ScriptError) -> Double {
    let token = peek
    guard case .number(let number, nil) = token.kind else { throw error(message) }
    guard let value = Double(number), value.isFinite else {
      throw error("number \(token.display) is out of range", at: token)
    }
    index += 1
    return value
  }

  /// The rest of `move ROW to POSITION`: `to` and a position from 0.
  private mutating func destination(of row: String) throws(ScriptError) -> Int {
    let example = "like move \(row.scriptQuoted) to 0"
    guard case .word("to") = peek.kind else {
      throw error("expected 'to' and a position after the row, \(example)")
    }
    index += 1
    return try position("expected a position from 0 after 'to', \(example)")
  }

  /// Whether the word `replace` comes next, as after the file of `save` and `report`; takes it
  /// when it does.
  private mutating func replaceWord() -> Bool {
    guard case .word("replace") = peek.kind else { return false }
    index += 1
    return true
  }

  private func unknownCommandMessage(_ name: String) -> String {
    let unknown = "unknown command \(ScriptToken.quote(name))"
    guard let suggestion = name.lowercased().closestMatch(in: Self.commandNames) else {
      return "\(unknown); run 'help' for the list of commands"
    }
    return "\(unknown); did you mean '\(suggestion)'?"
  }

  private mutating func explainFormat() throws(ScriptError) -> ExplainFormat {
    guard peek.kind != .end else { return .text }
    if case .word(let word) = peek.kind, let format = ExplainFormat(rawValue: word) {
      index += 1
      return format
    }
    throw error("expected 'text', 'mermaid' or 'json' after 'explain', found \(peek.display)")
  }

  private mutating func toggleValue() throws(ScriptError) -> Bool? {
    switch peek.kind {
    case .end:
      return nil
    case .word("on"):
      index += 1
      return true
    case .word("off"):
      index += 1
      return false
    default:
      throw error("expected 'on' or 'off' after the label, found \(peek.display)")
    }
  }

  private mutating func expectation() throws(ScriptError) -> ScriptCommand {
    if case .word("screen") = peek.kind, tokens[index + 1].kind != .equalEqual,
      tokens[index + 1].kind != .bangEqual, tokens[index + 1].kind != .dot
    {
      index += 1
      let match: ScreenMatch
      switch next().kind {
      case .word("contains"): match = .contains
      case .word("lacks"): match = .lacks
      default:
        index -= 1
        throw error("expected 'contains' or 'lacks' after 'expect screen'")
      }
      let textToken = peek
      let text = try label("expected the text to look for after '\(match)'")
      guard !text.isEmpty else {
        throw error(
          "the text to look for after '\(match)' is empty, and every screen contains the empty "
            + "text; write the text the screen should \(match == .contains ? "show" : "not show")",
          at: textToken)
      }
      return .expectScreen(match, text)
    }
    guard case .word = peek.kind else {
      throw error("expected a state path or 'screen' after 'expect'")
    }
    let path = try statePath(after: "'expect'")
    let comparison: ScriptComparison
    switch peek.kind {
    case .equalEqual: comparison = .equal
    case .bangEqual: comparison = .notEqual
    default: throw error("expected '==' or '!=' after state path")
    }
    index += 1
    return .expect(path, comparison, try value(depth: 0, after: "'\(comparison)'"))
  }

  // MARK: - Operands

  /// Consumes a quoted string or bare word if one comes next.
  private mutating func optionalLabel() -> String? {
    switch peek.kind {
    case .string(let text), .word(let text):
      index += 1
      return text
    default:
      return nil
    }
  }

  /// The quoted file name after `command` (`save`, `report`).
  private mutating func fileName(
    after command: String, like example: String
  ) throws(ScriptError) -> String {
    guard case .string(let file) = peek.kind else {
      throw error(
        "expected a quoted file name after '\(command)', like \(command) \"\(example)\"")
    }
    index += 1
    return file
  }

  private mutating func label(_ message: String) throws(ScriptError) -> String {
    guard let text = optionalLabel() else { throw error(message) }
    return text
  }

  private mutating func duration() throws(ScriptError) -> Duration {
    let token = peek
    guard case .number(let number, let unit) = token.kind,
      number.unicodeScalars.allSatisfy({ $0 == "." || $0.isASCIIDigit })
    else {
      throw error("expected a duration like 300ms")
    }
    guard let unit else {
      throw error(
        "missing unit after '\(number)'; durations use \(Duration.scriptUnitList), like 300ms",
        at: token)
    }
    guard let scale = Duration.scriptUnits.first(where: { $0.suffix == unit }) else {
      throw ScriptError(
        location: location(column: token.column + number.unicodeScalars.count),
        message: "unknown duration unit \(ScriptToken.quote(unit)); "
          + "use \(Duration.scriptUnitList)")
    }
    guard let duration = Duration(scriptNumber: number, unitNanoseconds: scale.nanoseconds)
    else {
      throw error(
        "duration \(token.display) is out of range; use whole nanoseconds up to 292 years",
        at: token)
    }
    index += 1
    return duration
  }

  private mutating func statePath(after context: String) throws(ScriptError) -> StatePath {
    var components: [StatePath.Component] = [
      .name(try identifier("expected a state path after \(context)"))
    ]
    try countPathSegment()
    while true {
      switch peek.kind {
      case .dot:
        index += 1
        components.append(.name(try identifier("expected an identifier after '.'")))
      case .leftBracket:
        index += 1
        components.append(.index(try listIndex()))
      default:
        return StatePath(components)
      }
      try countPathSegment()
    }
  }

  /// Reads the rest of `[N]`: a position from 0, then `]`.
  private mutating func listIndex() throws(ScriptError) -> Int {
    let position = try position("expected a position from 0 after '[', like favorites[0]")
    guard peek.kind == .rightBracket else { throw error("expected ']' after the position") }
    index += 1
    return position
  }

  /// A position from 0, written in digits; `message` says what was expected when none comes.
  private mutating func position(_ message: String) throws(ScriptError) -> Int {
    let token = peek
    guard case .number(let digits, nil) = token.kind,
      digits.unicodeScalars.allSatisfy(\.isASCIIDigit)
    else {
      throw error(message)
    }
    guard let position = Int(digits) else {
      throw error("the position \(token.display) is too large", at: token)
    }
    index += 1
    return position
  }

  /// Counts one more path segment, refusing a line with more than
  /// ``ScriptParser/maximumPathSegments``, so that nothing built from it nests without bound.
  private mutating func countPathSegment() throws(ScriptError) {
    pathSegments += 1
    guard pathSegments <= ScriptParser.maximumPathSegments else {
      throw error(
        "the path is too long (the limit is \(ScriptParser.maximumPathSegments) segments)")
    }
  }

  private mutating func action(after command: String) throws(ScriptError) -> ActionPath {
    guard case .word(let name) = peek.kind else {
      throw error("expected an action after '\(command)', like \(command) onAppear")
    }
    index += 1
    return try actionPath(startingWith: name, depth: 0)
  }

  private mutating func actionPath(
    startingWith name: String, depth: Int
  ) throws(ScriptError) -> ActionPath {
    try countPathSegment()
    var segments = [ActionSegment(name: name, arguments: try argumentList(depth: depth))]
    while peek.kind == .dot {
      index += 1
      let name = try identifier("expected an identifier after '.'")
      try countPathSegment()
      segments.append(ActionSegment(name: name, arguments: try argumentList(depth: depth)))
    }
    return ActionPath(segments)
  }

  /// Parses `( arguments )` if the next token opens one, or returns `nil`.
  private mutating func argumentList(depth: Int) throws(ScriptError) -> [ActionArgument]? {
    guard peek.kind == .leftParen else { return nil }
    guard depth < ScriptParser.maximumNestingDepth else {
      throw error(
        "arguments are nested too deeply (the limit is \(ScriptParser.maximumNestingDepth))")
    }
    index += 1
    var arguments: [ActionArgument] = []
    if peek.kind == .rightParen {
      index += 1
      return arguments
    }
    while true {
      var label: String?
      if case .word(let name) = peek.kind, tokens[index + 1].kind == .colon {
        label = name
        index += 2
      }
      arguments.append(
        ActionArgument(label: label, value: try value(depth: depth + 1, after: "'('")))
      switch peek.kind {
      case .comma:
        index += 1
      case .rightParen:
        index += 1
        return arguments
      case .end:
        throw error("expected ')' to close the argument list")
      default:
        throw error("expected ',' or ')' after an argument, found \(peek.display)")
      }
    }
  }

  private mutating func value(
    depth: Int, after context: String
  ) throws(ScriptError) -> ScriptValue {
    let token = next()
    switch token.kind {
    case .string(let text):
      return .string(text)
    case .number(let number, let unit):
      return try numberValue(number, unit: unit, at: token)
    case .word(let name):
      let continues = peek.kind == .dot || peek.kind == .leftParen
      switch name {
      case "true" where !continues: return .bool(true)
      case "false" where !continues: return .bool(false)
      case "nil" where !continues: return .null
      default: return .path(try actionPath(startingWith: name, depth: depth))
      }
    case .dot:
      let name = try identifier("expected a case name after '.'")
      return .caseValue(name: name, arguments: try argumentList(depth: depth))
    case .end:
      throw error("expected a value after \(context)", at: token)
    default:
      throw error("expected a value, found \(token.display)", at: token)
    }
  }

  private func numberValue(
    _ number: String, unit: String?, at token: ScriptToken
  ) throws(ScriptError) -> ScriptValue {
    if let unit {
      throw ScriptError(
        location: location(column: token.column + number.unicodeScalars.count),
        message: "unexpected \(ScriptToken.quote(unit)) after number")
    }
    if number.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
      guard let decimal = Double(number), decimal.isFinite else {
        throw error("number \(token.display) is out of range", at: token)
      }
      return .decimal(decimal)
    }
    guard let integer = Int(number) else {
      throw error("integer \(token.display) does not fit in Int", at: token)
    }
    return .integer(integer)
  }

  private mutating func identifier(_ message: String) throws(ScriptError) -> String {
    guard case .word(let name) = peek.kind else { throw error(message) }
    index += 1
    return name
  }

  private func expectEnd() throws(ScriptError) {
    switch peek.kind {
    case .end: return
    case .rightParen: throw error("unexpected ')'")
    default: throw error("unexpected \(peek.display); expected end of line")
    }
  }

  // MARK: - Tokens and errors

  private var peek: ScriptToken { tokens[index] }

  private mutating func next() -> ScriptToken {
    let token = tokens[index]
    if token.kind != .end { index += 1 }
    return token
  }

  private func location(column: Int) -> ScriptLocation {
    ScriptLocation(file: file, line: line, column: column)
  }

  /// An error at the given token, or at the next one when none is given.
  private func error(_ message: String, at token: ScriptToken? = nil) -> ScriptError {
    ScriptError(location: location(column: (token ?? peek).column), message: message)
  }
}
