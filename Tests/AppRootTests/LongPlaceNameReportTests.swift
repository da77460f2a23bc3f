import AppEngine
import AppRoot
import AppShell
import Foundation
import Search
import TestSupport
import Testing

/// A weather service that answers with a 4 MB place name: the run and its report take time in
/// proportion to the name, not to the name times how deep it sits in the state.
@MainActor
@Suite struct LongPlaceNameReportTests {
  /// The showcase app whose weather service answers every search with one place named `name`.
  private static func weather(naming name: String) -> AppDefinition<AppFeature> {
    var definition = AppDefinition.showcase
    let prepare = definition.prepareDependencies
    definition.prepareDependencies = { values, mode, clock in
      prepare(&values, mode, clock)
      values.weatherClient = WeatherClient(
        forecast: WeatherClient.previewValue.forecast,
        search: { _ in
          GeocodingSearch(results: [
            GeocodingSearch.Result(country: "X", latitude: 0, longitude: 0, id: 1, name: name)
          ])
        })
    }
    return definition
  }

  /// The run with its report, in a new directory; how long it took, at best of two.
  private func timeOfReport(naming name: String) async throws -> (Duration, RunReportData) {
    let directory = try TemporaryDirectory()
    let page = directory.file("run.html")
    var best = Duration.seconds(Int64.max)
    for _ in 0..<2 {
      var status: Int32?
      let elapsed = await ContinuousClock().measure {
        status = await runCommand(
          ["run", "-", "--quiet", "--report", page], input: RunReportTests.searchScript,
          definition: Self.weather(naming: name)
        ).status
      }
      #expect(status == 0)
      best = min(best, elapsed)
    }
    return (best, try RunReportData.read(page))
  }

  /// The issue asks for under a second; a wall-clock bound would fail under the sanitizers and
  /// on a busy machine, so the 4 MB name is measured against the same run with a short name
  /// (about 20 ms in a debug build). Before the fix, the long name took 220 times as long (each
  /// level of the dump around it walked the whole text again, character by character, and so
  /// did the page's JSON escaping); now about 20 times (0.45 s). Sixty times is the bound.
  @Test func aFourMegabytePlaceNameCostsInProportionToItsSize() async throws {
    let name = String(repeating: "Seoul ", count: 4 << 20 / 6)
    let (short, _) = try await timeOfReport(naming: "Seoul")
    let (long, data) = try await timeOfReport(naming: name)
    #expect(long < short * 60, "\(long) for a 4 MB name, \(short) for a short one")
    #expect(data.screens.contains { $0.contains(name) })
  }
}
