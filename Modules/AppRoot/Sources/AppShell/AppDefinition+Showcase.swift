import AppRoot
import HeadlessUI
import Runtime
import Search

extension AppDefinition where R == AppFeature {
  /// The composed showcase app: login, then search, favorites and settings.
  ///
  /// Preview sessions use ``AppDependencies/preview(clock:)``; live sessions use
  /// ``AppDependencies/live`` but keep the session's virtual clock, so that `advance` and
  /// `settle` still drive every timer while requests go over the network.
  public static var showcase: Self {
    showcase(weatherFetchIsolation: nil)
  }

  /// ``showcase``, with live weather requests that need `URLSession` run in the helper process
  /// of `weatherFetchIsolation`.
  public static func showcase(
    weatherFetchIsolation: WeatherClient.LiveConfiguration.Isolation?
  ) -> Self {
    AppDefinition(
      name: "app",
      version: "1.0.0",
      initialState: { AppFeature.initialState },
      reducer: { AppFeature() },
      view: { AppView(store: $0) },
      prepareDependencies: { values, mode, clock in
        switch mode {
        case .preview:
          AppDependencies.preview(clock: clock).apply(to: &values)
        case .live:
          AppDependencies.live(weatherFetchIsolation: weatherFetchIsolation).apply(to: &values)
          values.continuousClock = clock
        }
      },
      testSource: EmittedTestSource(
        imports: ["AppRoot"],
        stateType: "AppFeature.State",
        actionType: "AppFeature.Action",
        reducer: "AppFeature()",
        dependencies: "AppDependencies.preview(clock: clock).apply(to: &values)"),
      tourScript: "tour")
  }
}
