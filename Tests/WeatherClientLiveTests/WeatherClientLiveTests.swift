import Foundation
import Search
import TestSupport
import Testing
import WeatherClientLive

/// The live client against a loopback server that replays recorded and broken responses.
@Suite("WeatherClient.live over HTTP")
struct WeatherClientLiveTests {
  private static let seoul = GeocodingSearch.Result(
    country: "South Korea", latitude: 37.566, longitude: 126.9784, id: 1_835_848,
    name: "Seoul", admin1: "Seoul"
  )

  /// The live client against `server`; a passing test never waits for `timeout`, which leaves
  /// a sanitizer run on a loaded machine room for a chain of eleven redirects.
  private func client(
    _ server: LoopbackHTTPServer, timeout: Duration = .seconds(30)
  ) -> WeatherClient {
    .live(
      configuration: .init(
        geocodingURL: server.url("/v1/search"),
        forecastURL: server.url("/v1/forecast"),
        timeout: timeout
      )
    )
  }

  private func day(_ text: String) throws -> Date {
    let formatter = ISO8601DateFormatter()
    return try #require(formatter.date(from: "\(text)T00:00:00Z"))
  }

  @Test func decodesRecordedSearch() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingSeoul)
    ])
    defer { server.stop() }
    let search = try await client(server).search("Seoul")
    #expect(search.results.map(\.id) == [1_835_848, 1_846_355, 8_524_536])
    #expect(search.results.first == Self.seoul)
    #expect(search.results.map(\.admin1) == ["Seoul", "Chungcheongbuk-do", nil])
  }

  @Test func missingResultsDecodesAsEmpty() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingNoResults)
    ])
    defer { server.stop() }
    #expect(try await client(server).search("zzzz").results == [])
  }

  @Test func decodesRecordedForecastWithUTCMidnightDays() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/forecast": .json(OpenMeteoFixtures.forecastSeoul)
    ])
    defer { server.stop() }
    let forecast = try await client(server).forecast(Self.seoul)
    #expect(forecast.daily.time.count == 7)
    #expect(forecast.daily.time.first == (try day("2026-01-01")))
    #expect(forecast.daily.time.last == (try day("2026-01-07")))
    #expect(forecast.daily.temperatureMax == [1.2, 3.4, -0.5, 2.0, 4.1, 5.3, 0.8])
    #expect(forecast.daily.temperatureMin.first == -7.3)
    #expect(forecast.dailyUnits == .init(temperatureMax: "°C", temperatureMin: "°C"))
  }

  @Test func serverErrorCarriesTheStatusAndTheServiceReason() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.serverError, status: 500),
      "/v1/forecast": .json(OpenMeteoFixtures.badRequest, status: 400),
    ])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.server(status: 500, reason: "Internal server error")) {
      try await client(server).search("Seoul")
    }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).forecast(Self.seoul)
    }
    #expect(
      error?.errorDescription
        == "The weather service could not answer (HTTP 400): "
        + "Latitude must be in range of -90 to 90°. Given: 137.0."
    )
  }

  @Test func serviceReasonLosesControlCharactersAndIsCapped() async throws {
    let reason = "\\u001b[31mBad\\n\\tinput\\u0000 " + String(repeating: "x", count: 5_000)
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(#"{"error":true,"reason":"\#(reason)"}"#, status: 400)
    ])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).search("Seoul")
    }
    guard case let .server(400, shown?) = error else {
      Issue.record("Expected .server(400, reason), got \(String(describing: error))")
      return
    }
    #expect(shown.hasPrefix("[31mBad input x"))
    #expect(shown.count == WeatherClientError.maximumReasonLength)
    #expect(shown.hasSuffix("x…"))
    #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test(arguments: ["<html>Bad Gateway</html>", #"{"error":true,"reason":" \n "}"#])
  func errorBodyWithoutAReasonKeepsTheStatus(body: String) async throws {
    let server = try LoopbackHTTPServer(routes: ["/v1/search": .json(body, status: 502)])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.server(status: 502)) {
      try await client(server).search("Seoul")
    }
  }

  @Test func forecastDaysWithoutDataDecodeAsNil() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/forecast": .json(OpenMeteoFixtures.forecastSeoulWithGaps)
    ])
    defer { server.stop() }
    let forecast = try await client(server).forecast(Self.seoul)
    #expect(forecast.daily.time.count == 7)
    #expect(forecast.daily.temperatureMax == [1.2, 3.4, -0.5, 2.0, nil, nil, nil])
    #expect(forecast.daily.temperatureMin == [-7.3, nil, -9.0, -6.4, -3.2, nil, nil])
  }

  @Test func unknownPathIsNotFound() async throws {
    let server = try LoopbackHTTPServer(routes: [:])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.server(status: 404)) {
      try await client(server).forecast(Self.seoul)
    }
  }

  @Test func malformedJSONIsUnreadable() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(#"{"results":[{"id":1,"name":"Se"#)
    ])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).search("Seoul")
    }
    guard case .unreadableResponse = error else {
      Issue.record("Expected .unreadableResponse, got \(String(describing: error))")
      return
    }
  }

  @Test func wrongJSONTypeNamesTheField() async throws {
    let body = OpenMeteoFixtures.forecastSeoul.replacingOccurrences(
      of: "[1.2,3.4,-0.5,2.0,4.1,5.3,0.8]", with: #""hot""#
    )
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": .json(body)])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).forecast(Self.seoul)
    }
    guard case let .unreadableResponse(detail) = error else {
      Issue.record("Expected .unreadableResponse, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("temperature_2m_max"))
  }

  @Test func mismatchedDailyArraysAreUnreadable() async throws {
    let body = OpenMeteoFixtures.forecastSeoul.replacingOccurrences(
      of: "[-7.3,-5.1,-9.0,-6.4,-3.2,-2.8,-8.1]", with: "[-7.3,-5.1]"
    )
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": .json(body)])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).forecast(Self.seoul)
    }
    guard case let .unreadableResponse(detail) = error else {
      Issue.record("Expected .unreadableResponse, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("differ in length"))
  }

  @Test func forecastOfTooManyDaysIsUnreadable() async throws {
    let count = 100_000
    let days = Array(repeating: #""2026-01-01""#, count: count).joined(separator: ",")
    let temperatures = Array(repeating: "1.5", count: count).joined(separator: ",")
    let body = """
      {"daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},\
      "daily":{"time":[\(days)],"temperature_2m_max":[\(temperatures)],\
      "temperature_2m_min":[\(temperatures)]}}
      """
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": .json(body)])
    defer { server.stop() }
    await #expect(
      throws: WeatherClientError.unreadableResponse(
        "daily.time: The forecast has more than \(Forecast.Daily.maximumDays) days.")
    ) {
      try await client(server).forecast(Self.seoul)
    }
  }

  @Test func truncatedBodyIsANetworkFailure() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delivery = .truncated(declaredLength: response.body.count + 500)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).search("Seoul")
    }
    guard case .network = error else {
      Issue.record("Expected .network, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [
    ScriptedResponse.Delivery.closedBeforeResponse, .resetMidHeaders, .closedMidHeaders,
  ])
  func connectionDroppedBeforeTheBodyIsANetworkFailure(
    delivery: ScriptedResponse.Delivery
  ) async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delivery = delivery
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).search("Seoul")
    }
    guard case .network = error else {
      Issue.record("Expected .network, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [false, true])
  func hugeBodyIsRejected(declaresLength: Bool) async throws {
    var response = ScriptedResponse.json("")
    response.delivery = .streamed(totalBytes: 8_000_000, declared: declaresLength)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.responseTooLarge) {
      try await client(server).search("Seoul")
    }
  }

  @Test func slowResponseTimesOut() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delay = .seconds(2)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.timedOut) {
      try await client(server, timeout: .milliseconds(300)).search("Seoul")
    }
  }

  @Test func cancellingTheCallerCancelsTheRequest() async throws {
    // The answer and the client's timeout are far enough away that only the cancellation can
    // end the request, however long a loaded machine (a sanitizer run) keeps this test waiting.
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delay = .seconds(30)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    let client = client(server, timeout: .seconds(60))
    let task = Task { try await client.search("Seoul") }
    let deadline = ContinuousClock.now + .seconds(20)
    while server.requests.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test(arguments: ["São Paulo & Co/?", "서울", "a+b=c;d#e%f"])
  func searchQueryIsPercentEncoded(query: String) async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingNoResults)
    ])
    defer { server.stop() }
    _ = try await client(server).search(query)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.path == "/v1/search")
    #expect(request.queryValue("name") == query)
    #expect(request.queryValue("count") == "10")
    #expect(request.queryValue("language") == "en")
    #expect(request.queryValue("format") == "json")
    #expect(!request.rawQuery.contains(" ") && !request.rawQuery.contains("+"))
  }

  @Test func searchQueryEncodingIsExact() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingNoResults)
    ])
    defer { server.stop() }
    _ = try await client(server).search("São Paulo & Co/?")
    #expect(
      server.requests.map(\.rawQuery) == [
        "name=S%C3%A3o%20Paulo%20%26%20Co%2F%3F&count=10&language=en&format=json"
      ]
    )
  }

  @Test func forecastRequestNamesTheLocation() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/forecast": .json(OpenMeteoFixtures.forecastSeoul)
    ])
    defer { server.stop() }
    _ = try await client(server).forecast(Self.seoul)
    let request = try #require(server.requests.first)
    #expect(request.path == "/v1/forecast")
    #expect(request.queryValue("latitude") == "37.566")
    #expect(request.queryValue("longitude") == "126.9784")
    #expect(request.queryValue("daily") == "temperature_2m_max,temperature_2m_min")
    #expect(request.queryValue("timezone") == "UTC")
  }

  @Test func environmentOverridePointsTheClientAtTheServer() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingSeoul)
    ])
    defer { server.stop() }
    let configuration = WeatherClient.LiveConfiguration.fromEnvironment([
      "OPEN_METEO_GEOCODING_URL": server.url("/v1/search").absoluteString
    ])
    let search = try await WeatherClient.live(configuration: configuration).search("Seoul")
    #expect(search.results.count == 3)
  }

  @Test func serverClosingInsideTheHeadersLeavesTheProcessRunning() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.forecastSeoul)
    response.delivery = .closedMidHeaders
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": response])
    defer { server.stop() }
    await #expect(
      throws: WeatherClientError.network(
        "The server closed the connection inside the response head, after 27 bytes."
      )
    ) {
      try await client(server).forecast(Self.seoul)
    }
  }

  @Test func chunkedBodyIsDecoded() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delivery = .chunked
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    #expect(try await client(server).search("Seoul").results.count == 3)
  }

  @Test func redirectsAreFollowed() async throws {
    var moved = ScriptedResponse.json("", status: 301)
    moved.delivery = .redirect(location: "/v1/moved")
    var movedAgain = ScriptedResponse.json("", status: 307)
    movedAgain.delivery = .redirect(location: "/v1/search-here")
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": moved, "/v1/moved": movedAgain,
      "/v1/search-here": .json(OpenMeteoFixtures.geocodingSeoul),
    ])
    defer { server.stop() }
    #expect(try await client(server).search("Seoul").results.count == 3)
    #expect(server.requests.map(\.path) == ["/v1/search", "/v1/moved", "/v1/search-here"])
  }

  @Test func redirectLoopFails() async throws {
    var loop = ScriptedResponse.json("", status: 302)
    loop.delivery = .redirect(location: "/v1/search")
    let server = try LoopbackHTTPServer(routes: ["/v1/search": loop])
    defer { server.stop() }
    // Eleven exchanges under one deadline: a thread-sanitized run of the whole suite took
    // more than 30 s for them on CI, so the deadline is one a passing run never nears.
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server, timeout: .seconds(180)).search("Seoul")
    }
    guard case let .network(detail) = error else {
      Issue.record("Expected .network, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("More than 10 redirects"))
    #expect(server.requests.count == 11)
  }
}
