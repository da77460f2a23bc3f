import Foundation
import RuntimeTesting
import Search
import TestSupport
import Testing

/// Reliability under load: many searches racing each other with random response delays.
@MainActor
@Suite struct SearchStressTests {
  /// 10,000 query changes, each searched at once with a random response delay of up to a
  /// second of virtual time: only the last query's results may ever reach the store (the
  /// debounced search of the last query delivers them a second time).
  @Test func onlyTheLastOfManyRacingSearchesIsApplied() async {
    let clock = TestClock()
    let random = LockIsolated(SplitMix64(seed: 2026))
    let delivered = LockedLog<String>()
    let store = Store(initialState: SearchFeature.State()) {
      SearchFeature()
        ._printChanges(
          _ReducerPrinter { action, _, _ in
            if case let .searchResponse(.success(response)) = action {
              delivered.append(response.results.map(\.name).joined())
            }
          }
        )
    } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { query in
        let milliseconds = random.withLock { Int.random(in: 0..<1_000, using: &$0) }
        try await clock.sleep(for: .milliseconds(milliseconds))
        return GeocodingSearch(results: [Self.place(named: query)])
      }
    }
    let queries = (0..<10_000).map { "Query \($0)" }
    for (index, query) in queries.enumerated() {
      store.send(.searchQueryChanged(query))
      store.send(.searchQueryChangeDebounced)
      if index % 100 == 0 { await Task.yield() }
    }
    await clock.advance(by: .seconds(2))
    await clock.run()
    #expect(store.currentState.results.map(\.name) == [queries[queries.count - 1]])
    #expect(Set(delivered.all) == [queries[queries.count - 1]])
    #expect(store.inFlightEffectCount == 0)
  }

  private nonisolated static func place(named name: String) -> GeocodingSearch.Result {
    GeocodingSearch.Result(
      country: "Testland", latitude: 0, longitude: 0, id: name.hashValue, name: name, admin1: nil
    )
  }
}
