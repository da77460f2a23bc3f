import Foundation

extension DumpWriter {
  /// Returns the rendering of a value that is shown as a single token, or `nil` for others.
  static func leaf(_ value: Any) -> String? {
    switch value {
    case let string as String:
      return stringLiteral(string)
    case let substring as Substring:
      return stringLiteral(String(substring))
    case let character as Character:
      return stringLiteral(String(character))
    case let date as Date:
      let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
      return "Date(" + style.format(date) + ")"
    case let url as URL:
      return "URL(" + url.absoluteString + ")"
    case let uuid as UUID:
      return "UUID(" + uuid.uuidString + ")"
    case let data as Data:
      return renderData(data)
    default:
      return nil
    }
  }

  /// Renders bytes in hexadecimal, shortened after the first 64 bytes.
  private static func renderData(_ data: Data) -> String {
    let limit = 64
    let hex = data.prefix(limit).map { byte in
      (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }
    let suffix = data.count > limit ? "… (\(data.count) bytes)" : ""
    return "Data(" + hex.joined() + suffix + ")"
  }
}

/// `string` as a Swift string literal, with quotes, backslashes and control characters escaped:
/// `"say \"hi\"\n"`.
package func stringLiteral(_ string: String) -> String {
  let body = escapingControlCharacters(string) { scalar in
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    default: nil
    }
  }
  return "\"" + body + "\""
}

/// `string` with its control characters escaped, and whatever `escape` returns an escape for.
package func escapingControlCharacters(
  _ string: String, also escape: (Unicode.Scalar) -> String? = { _ in nil }
) -> String {
  // Most text needs no escape: it is returned as it is, without building a copy.
  guard string.unicodeScalars.contains(where: { isControl($0) || escape($0) != nil }) else {
    return string
  }
  var result = ""
  for scalar in string.unicodeScalars {
    if let escaped = escape(scalar) ?? controlCharacterEscape(scalar) {
      result += escaped
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// How a control character is written so that it shows instead of acting on a terminal:
/// `\n`, `\t`, `\0`, `\u{1b}`; `nil` for a character that prints as itself.
package func controlCharacterEscape(_ scalar: Unicode.Scalar) -> String? {
  switch scalar {
  case "\n": "\\n"
  case "\r": "\\r"
  case "\t": "\\t"
  case "\0": "\\0"
  default:
    isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
  }
}

/// Whether `scalar` is a control character (general category Cc): U+0000 to U+001F and U+007F
/// to U+009F, a set Unicode's stability policy keeps fixed. Reading it from the scalar's
/// properties instead costs a table lookup for every character written.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
