import AppEngine
import Foundation
import Testing

/// `JSONValue(parsing:)` reads what `JSONDecoder` reads into the same values, and refuses what is
/// not JSON with a message saying what and where, never crashing.
@Suite struct JSONReaderTests {
  /// What Foundation reads `text` as, through `JSONValue`'s `Decodable` conformance.
  private func foundation(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  private func reason(_ text: String) -> String? {
    do {
      _ = try JSONValue(parsing: text)
      return nil
    } catch {
      return error.description
    }
  }

  static let documents = [
    "0", "-0", "7", "-42", "1.0", "-0.0", "1e2", "1E+2", "1.5e1", "150e-1", "2.5", "-1.5",
    "0.1", "1e-7", "1.7976931348623157e308", "5e-324", "9223372036854775807",
    "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
    "12345678901234567890", "18446744073709551615", "1.8446744073709552e+19", "1e19",
    "true", "false", "null", #""""#, #""plain""#, #""\"\\\/\b\f\n\r\t""#,
    #""\u00e9\u00E9 \u2028\u2029 \ud83d\ude00 \u0000\u001f""#, "\"é 😀 \u{202E}x\"",
    " \t\r\n[ 1 , [ ] , { } , \"a\" ] \r\n", #"{"b":{"c":[1,2,{"d":null}]},"a":true}"#,
    #"{"a":1,"a":2}"#, #"[[[[[[[[[[]]]]]]]]]]"#,
  ]

  @Test(arguments: documents)
  func readsAsJSONDecoderReads(_ text: String) throws {
    #expect(try JSONValue(parsing: text) == foundation(text))
  }

  @Test func numbersThatAreExactlyAnIntReadAsIntegers() throws {
    #expect(
      try JSONValue(parsing: "[3,-0,1.5e1,1200e-2,-9223372036854775808]")
        == .array([.integer(3), .integer(0), .integer(15), .integer(12), .integer(.min)]))
    #expect(
      try JSONValue(parsing: "[2.5,9223372036854775808,1e-3]")
        == .array([.number(2.5), .number(9_223_372_036_854_775_808), .number(0.001)]))
  }

  @Test func escapesReadAsTheCharactersTheyStandFor() throws {
    let text = #""\ud83d\ude00 \u202e \/ \u0041\n""#
    #expect(try JSONValue(parsing: text) == .string("😀 \u{202E} / A\n"))
  }

  static let refusals: [(text: String, reason: String)] = [
    ("", "the text ends where a value should be at column 1"),
    ("[1,", "the text ends where a value should be at column 4"),
    ("[1 2]", "'2' where ',' or ']' should be at column 4"),
    (#"{"a" 1}"#, "'1' where ':' should be at column 6"),
    (#"{"a":1"#, "the text ends inside an object at column 7"),
    ("{1:2}", "'1' where a key should be at column 2"),
    ("tru", "a misspelled 'true' at column 1"),
    ("[nul]", "a misspelled 'null' at column 2"),
    ("fals e", "a misspelled 'false' at column 1"),
    ("[1] x", "'x' after the value at column 5"),
    ("{} {}", "'{' after the value at column 4"),
    (#""abc"#, "the text ends inside a string at column 1"),
    (#"["\q"]"#, #"an unknown escape 'q' after '\' in a string at column 3"#),
    (#""\u12"#, "the text ends inside a string at column 6"),
    (#""\u12G4""#, #"a '\u' escape without four hexadecimal digits at column 2"#),
    (#""\ud800""#, #"a lone high surrogate \uD800 at column 2"#),
    (#""x\udc00""#, #"a lone low surrogate \uDC00 at column 3"#),
    (
      #""\ud800\u0041""#,
      #"a high surrogate \uD800 followed by \u0041, which is not a low surrogate at column 2"#
    ),
    ("\"a\u{1}b\"", "U+0001 inside a string, where it must be escaped at column 3"),
    ("\"tab\tin\"", "U+0009 inside a string, where it must be escaped at column 5"),
    ("01", "a number with a leading zero at column 1"),
    ("-", "a number without digits at column 1"),
    ("-a", "a number without digits at column 1"),
    ("1.", "a number without digits after its decimal point at column 1"),
    ("1.e5", "a number without digits after its decimal point at column 1"),
    ("1e", "a number without digits in its exponent at column 1"),
    ("+1", "'+' where a value should be at column 1"),
    (".5", "'.' where a value should be at column 1"),
    ("1e400", "the number 1e400, which is too large for a Double at column 1"),
    ("[-1e400]", "the number -1e400, which is too large for a Double at column 2"),
    ("[\"é\", \u{202E}]", "U+202E where a value should be at column 7"),
    ("NaN", "'N' where a value should be at column 1"),
  ]

  @Test(arguments: refusals)
  func refusesWhatIsNotJSONSayingWhatAndWhere(_ refusal: (text: String, reason: String)) {
    #expect(reason(refusal.text) == refusal.reason)
    #expect((try? foundation(refusal.text)) == nil)
  }

  /// Where `JSONDecoder` is laxer than RFC 8259: a comma before `]` or `}`, and a number too
  /// small for a `Double`, which it reads as zero.
  @Test(arguments: [
    ("[1,]", "']' where a value should be at column 4"),
    (#"{"a":1,}"#, "'}' where a key should be at column 8"),
    ("[\n1,\n]", "']' where a value should be at line 3, column 1"),
    ("1e-400", "the number 1e-400, which is too small for a Double at column 1"),
  ])
  func refusesWhatJSONDecoderLetsThrough(_ text: String, _ expected: String) throws {
    #expect(reason(text) == expected)
    #expect((try? foundation(text)) != nil)
  }

  @Test func ofARepeatedKeyTheFirstValueCountsAsInJSONDecoder() throws {
    #expect(try JSONValue(parsing: #"{"a":1,"a":2}"#) == .object(["a": .integer(1)]))
  }

  @Test func nestingIsLimitedAsJSONDecoderLimitsIt() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(try JSONValue(parsing: deepest) == foundation(deepest))
    let bomb = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(reason(bomb) == "more than 512 arrays and objects inside each other at column 513")
    #expect(
      reason(String(repeating: #"{"a":"#, count: 600)).map { $0.hasPrefix("more than 512") } == true
    )
  }

  @Test func hugeIntegersReadAsTheNearestDouble() throws {
    let digits = "1" + String(repeating: "0", count: 300)
    #expect(try JSONValue(parsing: digits) == .number(1e300))
    #expect(try JSONValue(parsing: "-" + digits + ".000") == .number(-1e300))
    #expect(
      try JSONValue(parsing: "0." + String(repeating: "0", count: 400) + "e400") == .integer(0))
    #expect(
      reason("1e1000000000000000000000")?.hasSuffix("too large for a Double at column 1") == true)
  }

  /// Every cut and every one-byte change of a document either reads or is refused; none crashes.
  @Test func noPrefixOrMutationOfADocumentCrashes() throws {
    let document = Array(
      #"{"a":[1,-2.5e3,true,false,null,"\ud83d\ude00\n\u00e9"],"b":{"c":"x\"y"}}"#.utf8)
    let replacements = Array(#"{}[]",:\"-+.eE0159tfnu"#.utf8) + [0x00, 0x1F, 0x7F]
    var outcomes = 0
    for end in 0...document.count {
      _ = try? JSONValue(parsing: String(decoding: document[..<end], as: UTF8.self))
      outcomes += 1
    }
    for offset in document.indices {
      for byte in replacements {
        var changed = document
        changed[offset] = byte
        let text = String(decoding: changed, as: UTF8.self)
        #expect((try? JSONValue(parsing: text)) == (try? foundation(text)), "\(text)")
        outcomes += 1
      }
    }
    #expect(outcomes == document.count + 1 + document.count * replacements.count)
  }
}
