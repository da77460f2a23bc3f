import RuntimeTesting
import Search
import Testing

/// Seed 004: `WeatherClient`'s test value fails the test that calls it, its preview value
/// answers offline, and the dependency context decides which one `\.weatherClient` returns.
@Suite struct TestDependencyKeyValuesTests {
  @Test func theTestContextHandsOutEndpointsThatFailTheTest() async {
    let client = DependencyValues(context: .test).weatherClient
    var thrownErrors = 0
    await withKnownIssue {
      do { _ = try await client.search("Seoul") } catch { thrownErrors += 1 }
      do { _ = try await client.forecast(GeocodingSearch.mock.results[0]) } catch {
        thrownErrors += 1
      }
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.contains("Unimplemented: 'WeatherClient.search'")
          || comment.rawValue.contains("Unimplemented: 'WeatherClient.forecast'")
      }
    }
    #expect(thrownErrors == 2)
  }

  @Test func thePreviewContextHandsOutTheOfflineClient() async throws {
    let client = DependencyValues(context: .preview).weatherClient
    let places = try await client.search("Seoul").results
    #expect(places.map(\.name) == ["Seoul"])
    let seoul = try #require(places.first)
    let forecast = try await client.forecast(seoul)
    #expect(forecast == (try await WeatherClient.previewValue.forecast(seoul)))
    #expect(forecast.daily.time.count == 7)
  }
}
