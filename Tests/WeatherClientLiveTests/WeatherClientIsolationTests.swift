import Foundation
import Search
import TestSupport
import Testing
import WeatherClientLive

/// `URLSession` requests in a helper process (`LiveConfiguration.Isolation`): the `app`
/// executable runs them in a copy of itself, so that FoundationNetworking's crash on a
/// connection closed inside the response head fails the request, not the app.
///
/// The helper is the `app` executable that `swift build --build-tests` builds next to this test
/// bundle; the requests go to a loopback server over `http`, fetched in the helper with
/// `URLSession` (`includesPlainHTTP`), the same code an `https` request runs.
@Suite("WeatherClient.live with an isolated URLSession")
struct WeatherClientIsolationTests {
  private static let seoul = GeocodingSearch.Result(
    country: "South Korea", latitude: 37.566, longitude: 126.9784, id: 1_835_848,
    name: "Seoul", admin1: "Seoul"
  )

  /// The `app` executable built beside the tests.
  private static func appExecutable() throws -> URL {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let app = directory.appendingPathComponent("app")
    try #require(
      FileManager.default.isExecutableFile(atPath: app.path),
      "no app executable at \(app.path); build it with 'swift build --build-tests'")
    return app
  }

  private func client(
    _ server: LoopbackHTTPServer, timeout: Duration = .seconds(5),
    isolation: WeatherClient.LiveConfiguration.Isolation? = nil
  ) throws -> WeatherClient {
    var configuration = WeatherClient.LiveConfiguration(
      geocodingURL: server.url("/v1/search"), forecastURL: server.url("/v1/forecast"),
      timeout: timeout)
    configuration.isolation =
      try isolation
      ?? .init(
        executable: Self.appExecutable(), arguments: [WeatherClient.fetchProcessCommand],
        includesPlainHTTP: true)
    return .live(configuration: configuration)
  }

  @Test func aConnectionClosedInsideTheHeadersFailsTheRequestAndNotThisProcess() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.forecastSeoul)
    response.delivery = .closedMidHeaders
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": response])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).forecast(Self.seoul)
    }
    guard case .network(let detail) = error else {
      Issue.record("Expected .network, got \(String(describing: error))")
      return
    }
    // FoundationNetworking 6.3.1 crashes the helper here; the request fails with that.
    #expect(detail.contains("helper process crashed"), "\(detail)")
  }

  /// Each crash used to start the runtime's backtracer, which kept the helper's output open
  /// (under the thread sanitizer, for good): the requests never returned.
  @Test(.timeLimit(.minutes(1)))
  func manyHelpersCrashingAtOnceAllFailTheirRequests() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.forecastSeoul)
    response.delivery = .closedMidHeaders
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": response])
    defer { server.stop() }
    let client = try client(server)
    let failures = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<24 {
        group.addTask {
          do {
            _ = try await client.forecast(Self.seoul)
            return false
          } catch {
            return error is WeatherClientError
          }
        }
      }
      return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
    #expect(failures == 24)
  }

  @Test func anAnswerThroughTheHelperDecodesAsInProcess() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingSeoul)
    ])
    defer { server.stop() }
    let isolated = try await client(server).search("Seoul")
    var direct = WeatherClient.LiveConfiguration(geocodingURL: server.url("/v1/search"))
    direct.timeout = .seconds(5)
    #expect(isolated == (try await WeatherClient.live(configuration: direct).search("Seoul")))
    #expect(isolated.results.first?.name == "Seoul")
  }

  @Test func anErrorStatusThroughTheHelperKeepsTheServiceReason() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/forecast": .json(OpenMeteoFixtures.badRequest, status: 400)
    ])
    defer { server.stop() }
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server).forecast(Self.seoul)
    }
    guard case .server(400, let reason?) = error else {
      Issue.record("Expected .server(400, reason), got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("Latitude must be in range"))
  }

  @Test func aSlowAnswerThroughTheHelperTimesOut() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delay = .seconds(3)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    await #expect(throws: WeatherClientError.timedOut) {
      try await client(server, timeout: .milliseconds(500)).search("Seoul")
    }
  }

  @Test func cancellingTheCallerStopsTheHelper() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.geocodingSeoul)
    response.delay = .seconds(60)
    let server = try LoopbackHTTPServer(routes: ["/v1/search": response])
    defer { server.stop() }
    let client = try client(server, timeout: .seconds(120))
    let task = Task { try await client.search("Seoul") }
    for _ in 0..<500 where server.requests.isEmpty {
      try await Task.sleep(for: .milliseconds(20))
    }
    let cancelled = ContinuousClock.now
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    // The answer would take 60 s; a stopped helper ends the request at once. The bound leaves
    // room for a sanitizer run of the whole suite on 2 cores, where this once took 5 s.
    #expect(
      ContinuousClock.now - cancelled < .seconds(30), "the helper was stopped, not waited for")
  }

  @Test func aHelperThatExitsWithoutAnAnswerOrCannotStartFailsClearly() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingSeoul)
    ])
    defer { server.stop() }
    let silent = WeatherClient.LiveConfiguration.Isolation(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"],
      includesPlainHTTP: true)
    await #expect(
      throws: WeatherClientError.network(
        "The request's helper process failed (exit status 3) without an answer.")
    ) {
      try await client(server, isolation: silent).search("Seoul")
    }
    let missing = WeatherClient.LiveConfiguration.Isolation(
      executable: URL(fileURLWithPath: "/nonexistent/helper"), arguments: [],
      includesPlainHTTP: true)
    let error = await #expect(throws: WeatherClientError.self) {
      try await client(server, isolation: missing).search("Seoul")
    }
    guard case .network(let detail) = error else {
      Issue.record("Expected .network, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("Cannot start the request's helper process"))
  }

  /// The sleeper holds the helper's output open for 90 s; the request ends at its timeout (plus
  /// the second of grace) all the same, well inside the one-minute limit.
  @Test(.timeLimit(.minutes(1)))
  func aProcessTheHelperLeavesHoldingItsOutputCannotOutlastTheTimeout() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/v1/search": .json(OpenMeteoFixtures.geocodingSeoul)
    ])
    defer { server.stop() }
    let leavesASleeper = WeatherClient.LiveConfiguration.Isolation(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "sleep 90 & exit 0"],
      includesPlainHTTP: true)
    await #expect(throws: WeatherClientError.timedOut) {
      try await client(server, timeout: .seconds(1), isolation: leavesASleeper).search("Seoul")
    }
  }

  @Test func theHelperRefusesArgumentsThatAreNotARequest() async throws {
    let process = Process()
    process.executableURL = try Self.appExecutable()
    process.arguments = [WeatherClient.fetchProcessCommand, "not a url", "x"]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 64)
  }

  @Test func withoutPlainHTTPInTheIsolationAnHTTPRequestStaysInThisProcess() async throws {
    var response = ScriptedResponse.json(OpenMeteoFixtures.forecastSeoul)
    response.delivery = .closedMidHeaders
    let server = try LoopbackHTTPServer(routes: ["/v1/forecast": response])
    defer { server.stop() }
    let isolation = WeatherClient.LiveConfiguration.Isolation(
      executable: URL(fileURLWithPath: "/nonexistent/helper"), arguments: [])
    await #expect(
      throws: WeatherClientError.network(
        "The server closed the connection inside the response head, after 27 bytes.")
    ) {
      try await client(server, isolation: isolation).forecast(Self.seoul)
    }
  }
}
