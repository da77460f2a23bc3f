/// Splits one script line into tokens, reporting the first lexical error.
struct ScriptLexer {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private let line: Int
  private var index = 0

  init(scalars: [Unicode.Scalar], file: String, line: Int) {
    self.scalars = scalars
    self.file = file
    self.line = line
  }

  /// Returns the tokens of the line, ending with a single `.end` token.
  mutating func tokenize() throws(ScriptError) -> [ScriptToken] {
    var tokens: [ScriptToken] = []
    while let token = try nextToken() {
      tokens.append(token)
    }
    tokens.append(ScriptToken(kind: .end, column: index + 1))
    return tokens
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private func error(_ message: String, at position: Int) -> ScriptError {
    ScriptError(
      location: ScriptLocation(file: file, line: line, column: position + 1), message: message)
  }

  private mutating func nextToken() throws(ScriptError) -> ScriptToken? {
    while let scalar = peek(), scalar == " " || scalar == "\t" {
      index += 1
    }
    guard let scalar = peek(), scalar != "#" else { return nil }
    let start = index
    let kind: ScriptToken.Kind
    switch scalar {
    case "\"": kind = .string(try lexString())
    case "0"..."9": kind = lexNumber()
    case "-" where peek(1)?.isASCIIDigit == true: kind = lexNumber()
    case _ where scalar.isIdentifierStart: kind = .word(lexWord())
    case ".": kind = .dot
    case ",": kind = .comma
    case ":": kind = .colon
    case "(": kind = .leftParen
    case ")": kind = .rightParen
    case "[": kind = .leftBracket
    case "]": kind = .rightBracket
    case "=" where peek(1) == "=": kind = .equalEqual
    case "!" where peek(1) == "=": kind = .bangEqual
    case "=": throw error("unexpected '='; did you mean '=='?", at: start)
    case "!": throw error("unexpected '!'; did you mean '!='?", at: start)
    case "\0": throw error("NUL character is not allowed", at: start)
    case _ where scalar.isScriptControl:
      throw error("unexpected control character \(Self.codePoint(scalar))", at: start)
    default: throw error("unexpected character \(Self.show(scalar))", at: start)
    }
    switch kind {
    case .dot, .comma, .colon, .leftParen, .rightParen, .leftBracket, .rightBracket: index += 1
    case .equalEqual, .bangEqual: index += 2
    default: break
    }
    return ScriptToken(kind: kind, column: start + 1)
  }

  private mutating func lexWord() -> String {
    let start = index
    while let scalar = peek(), scalar.isIdentifierContinue {
      index += 1
    }
    return text(from: start)
  }

  private mutating func lexNumber() -> ScriptToken.Kind {
    let start = index
    if peek() == "-" { index += 1 }
    skipDigits()
    if peek() == ".", peek(1)?.isASCIIDigit == true {
      index += 1
      skipDigits()
    }
    if peek() == "e" || peek() == "E" {
      let signLength = peek(1) == "+" || peek(1) == "-" ? 1 : 0
      if peek(1 + signLength)?.isASCIIDigit == true {
        index += 1 + signLength
        skipDigits()
      }
    }
    let number = text(from: start)
    let unit = peek()?.isIdentifierStart == true ? lexWord() : nil
    return .number(number, unit: unit)
  }

  private mutating func skipDigits() {
    while peek()?.isASCIIDigit == true {
      index += 1
    }
  }

  private func text(from start: Int) -> String {
    String(String.UnicodeScalarView(scalars[start..<index]))
  }

  private mutating func lexString() throws(ScriptError) -> String {
    let opening = index
    index += 1
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek() else { throw error("unterminated string", at: opening) }
      switch scalar {
      case "\"":
        index += 1
        return String(text)
      case "\\":
        text.append(try lexEscape())
      case "\0":
        throw error("NUL character is not allowed", at: index)
      case "\t":
        text.append(scalar)
        index += 1
      case _ where scalar.isScriptControl:
        let code = String(scalar.value, radix: 16, uppercase: true)
        throw error(
          "control character \(Self.codePoint(scalar)) in string; write it as \\u{\(code)}",
          at: index)
      default:
        text.append(scalar)
        index += 1
      }
    }
  }

  private mutating func lexEscape() throws(ScriptError) -> Unicode.Scalar {
    let backslash = index
    index += 1
    guard let scalar = peek() else { throw error("unterminated string", at: backslash) }
    index += 1
    switch scalar {
    case "\"", "\\": return scalar
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "u": return try lexUnicodeEscape(backslash: backslash)
    default:
      throw error(
        "unknown escape '\\\(Self.printable(scalar))'; "
          + "expected \\\", \\\\, \\n, \\t, \\r or \\u{…}",
        at: backslash)
    }
  }

  private mutating func lexUnicodeEscape(backslash: Int) throws(ScriptError) -> Unicode.Scalar {
    let invalid = error(
      "invalid unicode escape; expected hex digits like \\u{1F600}", at: backslash)
    guard peek() == "{" else { throw invalid }
    index += 1
    var value: UInt32 = 0
    var digits = 0
    while let scalar = peek(), let digit = UInt32(String(scalar), radix: 16) {
      guard digits < 6 else { throw invalid }
      value = value * 16 + digit
      digits += 1
      index += 1
    }
    guard digits > 0, peek() == "}", let result = Unicode.Scalar(value) else { throw invalid }
    index += 1
    return result
  }

  /// The scalar in quotes, or as a code point when it would be invisible.
  private static func show(_ scalar: Unicode.Scalar) -> String {
    let invisible =
      scalar.properties.isWhitespace
      || scalar.properties.generalCategory == .format
    return invisible ? codePoint(scalar) : "'\(scalar)'"
  }

  /// The scalar itself, or `u{…}` for control characters, for use inside a message.
  private static func printable(_ scalar: Unicode.Scalar) -> String {
    scalar.isScriptControl || scalar.properties.isWhitespace
      ? "u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
  }

  /// The scalar as `U+XXXX`.
  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
