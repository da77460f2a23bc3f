import Runtime
import RuntimeTesting
import Testing

@Suite struct DependencyClientTests {
  @Test func unimplementedThrowingEndpointReportsAndThrows() async {
    let client = WeatherClient()
    await withKnownIssue {
      await #expect(throws: UnimplementedError(endpoint: "WeatherClient.search")) {
        try await client.search(query: "Seoul")
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'WeatherClient.search'"]
    }
  }

  @Test func unimplementedEndpointCalledThroughTheClosureReportsToo() async {
    let client = WeatherClient.testValue
    await withKnownIssue {
      await #expect(throws: UnimplementedError.self) {
        try await client.forecast(Place(id: 1, name: "Seoul"))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'WeatherClient.forecast'"]
    }
  }

  @Test func unimplementedNonThrowingEndpointsReportAndReturnTheirDefault() {
    let client = WeatherClient()
    withKnownIssue {
      #expect(client.units() == "°C")
      #expect(client.lastQuery() == nil)
      client.recordVisit(place: Place(id: 1, name: "Seoul"))
    } matching: { issue in
      issue.comments.map(\.rawValue).allSatisfy { $0.hasPrefix("Unimplemented: 'WeatherClient.") }
    }
  }

  @Test func labelledMethodCallsTheSettableClosure() async throws {
    var client = WeatherClient()
    client.search = { query in [Place(id: 7, name: query)] }
    let places = try await client.search(query: "Brooklyn")
    #expect(places == [Place(id: 7, name: "Brooklyn")])
  }

  @Test func memberwiseInitializerTakesEveryEndpoint() async throws {
    let client = WeatherClient(
      forecast: { _ in [1, 2] },
      search: { _ in [] },
      units: { "°F" },
      lastQuery: { "Seoul" },
      recordVisit: { _ in },
      maximumResults: 2
    )
    #expect(try await client.forecast(place: Place(id: 1, name: "Seoul")) == [1, 2])
    #expect(client.units() == "°F")
    #expect(client.lastQuery() == "Seoul")
    #expect(client.maximumResults == 2)
    #expect(WeatherClient().maximumResults == 10)
  }

  @MainActor
  @Test func reducerSearchesWithTheDependency() async {
    let store = TestStore(initialState: WeatherSearch.State()) {
      WeatherSearch()
    } withDependencies: {
      $0.weatherClient.search = { query in [Place(id: 1, name: "\(query)oul")] }
    }
    await store.send(.view(.queryChanged("Se"))) {
      $0.query = "Se"
    }
    await store.send(.view(.searchButtonTapped))
    await store.receive(.searchResponse([Place(id: 1, name: "Seoul")])) {
      $0.places = [Place(id: 1, name: "Seoul")]
    }
  }

  @MainActor
  @Test func reducerWithTheTestValueReportsTheUnimplementedEndpoint() async {
    let store = TestStore(initialState: WeatherSearch.State(query: "Se")) {
      WeatherSearch()
    }
    await withKnownIssue {
      await store.send(.view(.searchButtonTapped))
      await store.receive(.searchFailed("Unimplemented: WeatherClient.search")) {
        $0.errorMessage = "Unimplemented: WeatherClient.search"
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: 'WeatherClient.search'"]
    }
  }
}
