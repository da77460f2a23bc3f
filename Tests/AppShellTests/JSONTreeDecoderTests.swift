import AppEngine
import AppRoot
import AppShell
import Auth
import Foundation
import Search
import TestSupport
import Testing

/// `JSONValue.decoded(as:)` decodes what `JSONDecoder` decodes from the tree's text: the app's
/// real state and actions to equal values, and bad input to the same errors at the same paths.
@MainActor
@Suite struct JSONTreeDecoderTests {
  /// What `JSONDecoder` decodes from the text of `json`.
  private func foundation<Value: Decodable>(_ type: Value.Type, _ json: JSONValue) throws -> Value {
    try JSONDecoder().decode(type, from: Data(json.text.utf8))
  }

  private func tree<Value: Encodable>(_ value: Value) throws -> JSONValue {
    try JSONValue(parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
  }

  /// An error's kind, coding path and description, to compare two decoders' errors by.
  private func summary(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    let (kind, context): (String, DecodingError.Context) =
      switch error {
      case .typeMismatch(let type, let context): ("typeMismatch \(type)", context)
      case .valueNotFound(let type, let context): ("valueNotFound \(type)", context)
      case .keyNotFound(let key, let context): ("keyNotFound \(key.stringValue)", context)
      case .dataCorrupted(let context): ("dataCorrupted", context)
      @unknown default: ("unknown", .init(codingPath: [], debugDescription: ""))
      }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return "\(kind) at \(path): \(context.debugDescription)"
  }

  private func expectSameFailure<Value: Decodable>(
    _ type: Value.Type, _ json: JSONValue, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var direct = "decoded"
    var viaText = "decoded"
    do { _ = try json.decoded(as: type) } catch { direct = summary(error) }
    do { _ = try foundation(type, json) } catch { viaText = summary(error) }
    #expect(direct == viaText, sourceLocation: sourceLocation)
    #expect(direct != "decoded", sourceLocation: sourceLocation)
  }

  @Test func everyStateAndActionOfARecordedTourDecodesAsJSONDecoderDecodesIt() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("tour.jsonl")
    let run = await runCommand(
      ["run", "tour", "--quiet", "--record", path], definition: .showcase)
    #expect(run.status == 0)
    let recording = try Recording(parsing: try directory.read("tour.jsonl"))
    #expect(recording.actionCount > 20)
    for entry in recording.entries {
      guard case .action(let json, _, _) = entry else { continue }
      #expect(
        try json.decoded(as: AppFeature.Action.self) == foundation(AppFeature.Action.self, json))
    }
    for state in [recording.header.initialState, recording.finalState] {
      #expect(
        try state.decoded(as: AppFeature.State.self) == foundation(AppFeature.State.self, state))
    }
  }

  @Test func actionsOfEveryFeatureDecodeAsJSONDecoderDecodesThem() throws {
    let seoul = try #require(GeocodingSearch.mock.results.first)
    let actions: [AppFeature.Action] = [
      .loggedOut(.async(.loginResponse(.failure(.lockedOut(retryAfter: .seconds(300)))))),
      .loggedOut(.delegate(.didLogIn(DemoAccount.blob.user))),
      .loggedIn(.search(.searchResponse(.success(.mock)))),
      .loggedIn(.favorite(id: seoul.id, action: .forecastResponse(.success(.mock)))),
      .loggedIn(.destination(.presented(.alert(.confirmRemove(id: seoul.id))))),
      .loggedIn(.destination(.dismiss)),
    ]
    for action in actions {
      let json = try tree(action)
      #expect(try json.decoded(as: AppFeature.Action.self) == action)
      #expect(
        try json.decoded(as: AppFeature.Action.self) == foundation(AppFeature.Action.self, json))
    }
  }

  private struct Sample: Codable, Equatable {
    var int: Int
    var uint64: UInt64
    var int8: Int8?
    var double: Double
    var float: Float
    var flag: Bool
    var text: String
    var id: UUID
    var date: Date
    var duration: Duration
    var url: URL
    var data: Data
    var decimal: Decimal
    var table: [String: [Int]]
    var list: [Double?]
    var json: JSONValue
  }

  @Test func everyKindOfValueDecodesAsJSONDecoderDecodesIt() throws {
    let sample = Sample(
      int: -3, uint64: UInt64(Int.max), int8: nil, double: 0.1, float: 1.1, flag: true,
      text: "é\u{202E}",
      id: UUID(), date: Date(timeIntervalSince1970: 1_767_225_600.5), duration: .seconds(300),
      url: URL(string: "https://example.com/a?b=c")!, data: Data([0, 1, 254]), decimal: 12.34,
      table: ["b": [1], "a": []], list: [1, nil, 2.5], json: .object(["n": .number(1.5)]))
    let json = try tree(sample)
    let direct = try json.decoded(as: Sample.self)
    #expect(direct == (try foundation(Sample.self, json)))
    #expect(direct.duration == .seconds(300))
  }

  @Test func numbersDecodeIntoEachTypeAsJSONDecoderDecodesThem() throws {
    let numbers: [JSONValue] = [
      .integer(0), .integer(-1), .integer(255), .integer(256), .integer(.max), .number(2.0),
      .number(2.5), .number(-0.0), .number(1e15), .number(9_007_199_254_740_994),
      .number(1.2345678901234567e19), .number(1e300), .number(3.4e39), .number(1e-50),
    ]
    func compare<Value: Decodable & Equatable>(_ type: Value.Type) {
      for number in numbers {
        let direct = Result { try number.decoded(as: type) }
        let viaText = Result { try foundation(type, number) }
        switch (direct, viaText) {
        case (.success(let a), .success(let b)): #expect(a == b, "\(number) as \(type)")
        case (.failure, .failure): break
        default: Issue.record("\(number) as \(type): \(direct) but JSONDecoder \(viaText)")
        }
      }
    }
    compare(Int.self)
    compare(Int8.self)
    compare(UInt8.self)
    compare(Int64.self)
    compare(UInt64.self)
    compare(Double.self)
    compare(Float.self)
  }

  @Test func badInputFailsAsJSONDecoderFailsAtTheSamePath() throws {
    let search: JSONValue = .object(["loggedIn": .object(["_0": .object(["search": .object([:])])])]
    )
    expectSameFailure(AppFeature.Action.self, search)
    expectSameFailure(AppFeature.Action.self, .object(["loggedIn": .object([:])]))
    expectSameFailure(AppFeature.Action.self, .object(["nowhere": .object([:])]))
    expectSameFailure(AppFeature.Action.self, .object(["a": .null, "b": .null]))
    expectSameFailure(AppFeature.Action.self, .array([]))
    expectSameFailure(AppFeature.Action.self, .null)
    expectSameFailure(Sample.self, .object(["int": .string("1")]))
    expectSameFailure(Sample.self, .object(["int": .null]))
    expectSameFailure([Int].self, .array([.integer(1), .string("2")]))
    expectSameFailure([Int].self, .array([.integer(1), .null]))
    expectSameFailure(Duration.self, .array([.integer(1)]))
    expectSameFailure(UUID.self, .string("not a uuid"))
    expectSameFailure(URL.self, .string(""))
    expectSameFailure(Data.self, .string("%%%"))
    expectSameFailure([String: Int].self, .object(["a": .bool(true)]))
    expectSameFailure(Bool.self, .integer(1))
    expectSameFailure(String.self, .number(1))
  }
}
