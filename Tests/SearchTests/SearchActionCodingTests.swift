import Foundation
import Search
import Testing

/// `SearchFeature.Action` carries `Result<_, Error>` like seed 004, so its `Equatable` and
/// `Codable` are written by hand: they must behave like the synthesized ones the app relies on.
@Suite struct SearchActionCodingTests {
  private let seoul = GeocodingSearch.mock.results[0]

  private func json(_ action: SearchFeature.Action) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(action), as: UTF8.self)
  }

  private func decode(_ json: String) throws -> SearchFeature.Action {
    try JSONDecoder().decode(SearchFeature.Action.self, from: Data(json.utf8))
  }

  @Test func everyCaseRoundTrips() throws {
    let actions: [SearchFeature.Action] = [
      .addToFavoritesTapped(seoul),
      .delegate(.addToFavoritesTapped(seoul)),
      .forecastResponse(seoul.id, .success(.mock)),
      .forecastResponse(seoul.id, .failure(WeatherClientError.server(status: 400, reason: "x"))),
      .searchQueryChanged("Seoul"),
      .searchQueryChangeDebounced,
      .searchResponse(.success(.mock)),
      .searchResponse(.failure(WeatherClientError.timedOut)),
      .searchResultTapped(seoul),
    ]
    for action in actions {
      #expect(try decode(json(action)) == action)
    }
  }

  @Test func theJSONIsTheShapeSwiftSynthesizesForEnums() throws {
    #expect(try json(.searchQueryChanged("Seoul")) == #"{"searchQueryChanged":{"_0":"Seoul"}}"#)
    #expect(try json(.searchQueryChangeDebounced) == #"{"searchQueryChangeDebounced":{}}"#)
    #expect(
      try json(.searchResponse(.failure(WeatherClientError.timedOut)))
        == #"{"searchResponse":{"_0":{"failure":{"timedOut":{}}}}}"#
    )
  }

  @Test func anErrorOfAnotherTypeIsWrittenAsTheNetworkErrorItReadsAs() throws {
    struct Unplugged: Error {}
    let decoded = try decode(json(.searchResponse(.failure(Unplugged()))))
    guard case let .searchResponse(.failure(error)) = decoded else {
      Issue.record("decoded \(decoded)")
      return
    }
    #expect(error as? WeatherClientError == .network("Unplugged()"))
  }

  @Test func failuresAreEqualWhenTheyReadAsTheSameWeatherClientError() {
    struct Unplugged: Error {}
    #expect(
      SearchFeature.Action.searchResponse(.failure(Unplugged()))
        == .searchResponse(.failure(WeatherClientError.network("Unplugged()")))
    )
    #expect(
      SearchFeature.Action.searchResponse(.failure(WeatherClientError.timedOut))
        != .searchResponse(.failure(WeatherClientError.responseTooLarge))
    )
    #expect(
      SearchFeature.Action.forecastResponse(1, .success(.mock))
        != .forecastResponse(2, .success(.mock))
    )
    #expect(SearchFeature.Action.searchQueryChanged("a") != .searchQueryChangeDebounced)
  }

  @Test func jsonWithNoCaseOrTwoCasesIsRejected() {
    #expect(throws: DecodingError.self) { try decode("{}") }
    #expect(throws: DecodingError.self) {
      try decode(#"{"searchQueryChangeDebounced":{},"searchQueryChanged":{"_0":"a"}}"#)
    }
    #expect(throws: DecodingError.self) { try decode(#"{"searchQueryChanged":{}}"#) }
  }
}
