import AppRoot
import AppShell
import Auth
import Foundation
import HeadlessUI
import Runtime
import Search

/// The view layer and the whole app: rendering, unobserved changes and scripted runs.
@MainActor
enum AppWorkloads {
  static func run(_ initial: Harness) async -> Harness {
    var harness = initial
    harness.measure(
      "render the logged-in home screen", group: "HeadlessUI",
      setup: { loggedInStore() }
    ) { store, iterations in
      for _ in 0..<iterations {
        blackHole(ViewHost(AppView(store: store)).screen)
      }
    }
    measureUnobservedChange(&harness)
    await measureScripts(&harness)
    return harness
  }

  /// Sends a change no view observes, and checks that it evaluated no view body.
  private static func measureUnobservedChange(_ harness: inout Harness) {
    let name = "send an unobserved change (0 bodies)"
    harness.measure(
      name, group: "HeadlessUI",
      setup: { () -> (StoreOf<DashboardFeature>, ViewHost) in
        let store = Store(initialState: DashboardFeature.State()) { DashboardFeature() }
        return (store, ViewHost(DashboardView(store: store)))
      }
    ) { context, iterations in
      let (store, host) = context
      let before = host.viewStoreEvaluationCount
      for _ in 0..<iterations { store.send(.unobservedChanged) }
      precondition(
        host.viewStoreEvaluationCount == before, "an unobserved change evaluated a view body"
      )
    }
  }

  private static func measureScripts(_ harness: inout Harness) async {
    await measureRun(["run", "tour"], named: "tour script, end to end", in: &harness)
    let steps = harness.isQuick ? 1_000 : 10_000
    let name = "\(steps.formatted())-step script"
    let quietName = "\(name), --quiet"
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("runtime-bench-\(steps)-steps.script")
    guard harness.shouldRun(name) || harness.shouldRun(quietName),
      (try? generatedScript(steps: steps).write(to: script, atomically: true, encoding: .utf8))
        != nil
    else { return }
    await measureRun(["run", script.path], named: name, in: &harness)
    await measureRun(["run", script.path, "--quiet"], named: quietName, in: &harness)
    try? FileManager.default.removeItem(at: script)
  }

  /// Runs the app in process a few times and records the wall time of each run.
  private static func measureRun(
    _ arguments: [String], named name: String, in harness: inout Harness
  ) async {
    guard harness.shouldRun(name) else { return }
    var samples: [Double] = []
    for _ in 0..<3 {
      let console = Console()
      let start = ContinuousClock.now
      let status = await AppCommand.main(arguments: arguments, console: console)
      samples.append(Formatting.nanoseconds(ContinuousClock.now - start))
      precondition(status == 0, "\(name) failed:\n\(console.errorOutput)")
    }
    harness.record(name, group: "app", samples: samples)
  }

  /// A script that logs in, then searches and clears the query over and over.
  static func generatedScript(steps: Int) -> String {
    var lines = [
      "type \"Email\" \"blob@example.com\"",
      "type \"Password\" \"correct-horse\"",
      "tap \"Log in\"",
      "settle",
    ]
    let queries = ["Seoul", "Busan", "Tokyo", "Paris"]
    var index = 0
    while lines.count < steps {
      lines.append("type \"Search\" \"\(queries[index % queries.count])\"")
      lines.append("advance 300ms")
      lines.append("type \"Search\" \"\"")
      lines.append("advance 100ms")
      index += 1
    }
    return lines.prefix(steps).joined(separator: "\n") + "\n"
  }

  private static func loggedInStore() -> StoreOf<AppFeature> {
    let clock = TestClock()
    let places = GeocodingSearch.mock.results
    let favorites = IdentifiedArray(
      uniqueElements: places.map { FavoriteFeature.State(place: $0, forecast: .mock) }
    )
    return Store(
      initialState: .loggedIn(HomeFeature.State(user: DemoAccount.blob.user, favorites: favorites))
    ) {
      AppFeature()
    } withDependencies: {
      AppDependencies.preview(clock: clock).apply(to: &$0)
    }
  }
}
