/// A lexical token of one script line, with the 1-based column where it starts.
struct ScriptToken: Equatable {
  /// The kinds of tokens the lexer produces.
  enum Kind: Equatable {
    /// An identifier or bare word, such as `tap` or `Search`.
    case word(String)
    /// A double-quoted string with its escapes resolved.
    case string(String)
    /// A number as written (`300`, `-1.5`, `2e3`) and a unit glued to it (`ms`), if any.
    case number(String, unit: String?)
    case dot, comma, colon, leftParen, rightParen, leftBracket, rightBracket, equalEqual, bangEqual
    /// The end of the line (or the start of a comment).
    case end
  }

  var kind: Kind
  var column: Int

  /// The token as named in error messages, such as `'tapp'`, `')'` or `a string`.
  var display: String {
    switch kind {
    case .word(let name): Self.quote(name)
    case .string: "a string"
    case .number(let text, let unit): Self.quote(text + (unit ?? ""))
    case .dot: "'.'"
    case .comma: "','"
    case .colon: "':'"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .equalEqual: "'=='"
    case .bangEqual: "'!='"
    case .end: "end of line"
    }
  }

  /// Quotes source text for a message, shortening it when it is long.
  static func quote(_ text: String) -> String {
    let limit = 40
    return text.count > limit ? "'\(text.prefix(limit))…'" : "'\(text)'"
  }
}
