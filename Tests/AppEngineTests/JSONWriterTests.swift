import AppEngine
import Foundation
import Testing

/// `JSONValue.text` writes byte for byte what `JSONEncoder` writes with sorted keys and unescaped
/// slashes, the settings of every file the app writes.
@Suite struct JSONWriterTests {
  private func encoderText(_ value: JSONValue) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static let controls = String(
    String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))

  static let corpus: [JSONValue] = [
    .null, .bool(true), .bool(false), .integer(0), .integer(-7), .integer(.max), .integer(.min),
    .number(1.0), .number(-0.0), .number(0.1), .number(2.5), .number(1e20), .number(1e21),
    .number(1e-7), .number(123_456.789), .number(.greatestFiniteMagnitude),
    .number(.leastNonzeroMagnitude), .number(9_223_372_036_854_775_808), .number(-1.5e-300),
    .string(""), .string("plain"), .string(controls), .string(#"quote " backslash \ slash /"#),
    .string("é ñ 中文 😀 \u{2028} \u{2029} \u{202E}right-to-left\u{202C} \u{FEFF}"),
    .string("e\u{301} vs é"), .array([]), .object([:]),
    .array([.integer(1), .string("two"), .array([.null]), .object(["k": .bool(true)])]),
    .object([
      "b": .integer(1), "a": .integer(2), "B": .integer(3), "_0": .integer(4), "10": .integer(5),
      "9": .integer(6), "é": .integer(7), "e": .integer(8), "ab": .integer(9), "a b": .integer(10),
      "\u{202E}": .integer(11), "😀": .integer(12), "": .integer(13), "z\n": .integer(14),
    ]),
    .object(["search": .object(["_0": .object(["onAppear": .object([:])])])]),
  ]

  @Test(arguments: corpus)
  func writesWhatJSONEncoderWrites(_ value: JSONValue) throws {
    #expect(value.text == (try encoderText(value)))
  }

  /// Reading the text back and writing it again gives the same text, but for `-0.0`, written
  /// as `-0`, which reads back as the integer 0 (as in `JSONDecoder`).
  @Test func writesWhatItReadsBack() throws {
    for value in Self.corpus where value != .number(-0.0) {
      let text = value.text
      #expect(try JSONValue(parsing: text).text == text, "\(value)")
    }
  }

  @Test func aNumberThatIsNotFiniteOrNestingTooDeepWritesAsNull() throws {
    // As `JSONEncoder` refuses them, and the text of what cannot be encoded is `null`.
    for number in [Double.nan, .infinity, -.infinity] {
      #expect(JSONValue.array([.number(number)]).text == "null")
      #expect((try? encoderText(.number(number))) == nil)
    }
    func nested(_ depth: Int) -> JSONValue {
      (0..<depth).reduce(JSONValue.null) { inner, _ in .array([inner]) }
    }
    #expect(nested(511).text == (try encoderText(nested(511))))
    #expect(nested(512).text == "null")
    #expect((try? encoderText(nested(512))) == nil)
  }
}
