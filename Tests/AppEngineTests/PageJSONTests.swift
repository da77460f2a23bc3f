import AppEngine
import Foundation
import Testing

/// `PageJSON`: the run report's data as JSON that reads back as the value and can stand inside
/// a `<script>` element.
@Suite struct PageJSONTests {
  struct Place: Codable, Equatable {
    var name: String
    var population: Int64
    var latitude: Double
    var ratio: Float
    var code: UInt64
    var tiny: Int8
    var capital: Bool
    var nickname: String?
    var neighbours: [Place]
    var districts: [String: [Int]]
    var censusYears: [Int64]
    var nothing: Empty
  }

  struct Empty: Codable, Equatable {}

  static let seoul = Place(
    name: "Seoul", population: 9_411_000, latitude: 37.5665, ratio: 0.25, code: .max, tiny: -128,
    capital: true, nickname: nil,
    neighbours: [
      Place(
        name: "Incheon", population: 2_950_000, latitude: -1e-7, ratio: 2, code: 0, tiny: 0,
        capital: false, nickname: "Gateway", neighbours: [], districts: [:], censusYears: [],
        nothing: Empty())
    ],
    districts: ["Jongno": [1, 2, 3], "Mapo": []], censusYears: [2015, -1], nothing: Empty())

  @Test func aValueReadsBackAsItself() throws {
    let text = try PageJSON.text(of: Self.seoul)
    #expect(try JSONDecoder().decode(Place.self, from: Data(text.utf8)) == Self.seoul)
  }

  @Test func itWritesWhatJSONEncoderWritesUpToKeyOrder() throws {
    let ours = try JSONSerialization.jsonObject(with: Data(PageJSON.text(of: Self.seoul).utf8))
    let foundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.seoul))
    #expect((ours as? NSDictionary) == (foundation as? NSDictionary))
    #expect(try PageJSON.text(of: [Empty()]) == "[{}]")
  }

  @Test func aStringCannotEndTheScriptElementOrBreakTheLine() throws {
    let hostile = "</script><img src=x onerror=alert(1)>&\u{2028}\u{2029}\"\\\n\r\t\u{1}é😀"
    let text = try PageJSON.text(of: [hostile])
    #expect(
      text == #"["\u003c/script\u003e\u003cimg src=x onerror=alert(1)\u003e\u0026\u2028\u2029"#
        + #"\"\\\n\r\t\u0001é😀"]"#)
    #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == [hostile])
    // The neighbours of U+2028 in UTF-8 are kept as they are.
    #expect(try PageJSON.text(of: ["\u{2027}\u{202A}"]) == "[\"\u{2027}\u{202A}\"]")
  }

  @Test func aNumberJSONCannotHoldIsAnErrorThatSaysWhere() throws {
    #expect {
      try PageJSON.text(of: ["a": [1.0, .infinity]])
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["a", "1"]
    }
  }

  /// A conformance written by hand may nest containers and write its superclass's part.
  struct Nested: Encodable {
    enum Key: String, CodingKey { case outer, list, after }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var outer = container.nestedContainer(keyedBy: Key.self, forKey: .outer)
      try outer.encode("in", forKey: .after)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(1)
      var inner = list.nestedUnkeyedContainer()
      try inner.encode(true)
      try list.encodeNil()
      var parent = container.superEncoder().singleValueContainer()
      try parent.encode("base")
      try container.encode(2, forKey: .after)
    }
  }

  @Test func nestedContainersCloseBeforeTheNextEntry() throws {
    #expect(
      try PageJSON.text(of: Nested())
        == #"{"outer":{"after":"in"},"list":[1,[true],null],"super":"base","after":2}"#)
  }
}
