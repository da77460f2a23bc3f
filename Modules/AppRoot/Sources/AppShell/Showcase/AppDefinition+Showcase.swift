import AppEngine
import AppRoot
import Auth
import HeadlessUI
import Runtime
import Search
import WeatherClientLive

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
    var definition = AppDefinition(
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
        imports: ["AppRoot", "Auth", "Search", "Settings"],
        initialState: "AppFeature.initialState",
        reducer: "AppFeature()",
        dependencies: "AppDependencies.preview(clock: clock).apply(to: &values)",
        previewSecrets: Set(
          DemoAccount.all.flatMap {
            [$0.password.rawValue] + ($0.twoFactorCode.map { [$0.rawValue] } ?? [])
          }),
        placeholderSecretDependencies: """
          values.authenticationClient = .local(
            AccountService(
              accounts: DemoAccount.all.map {
                DemoAccount(
                  user: $0.user, password: placeholderSecret,
                  twoFactorCode: $0.twoFactorCode.map { _ in placeholderSecret })
              },
              latency: .zero, clock: clock))
          """,
        // Four digits pass both forms' checks (a password, a two-factor code); no demo account
        // has either.
        placeholderSecret: "4242", refusedSecret: "0000"),
      tourScript: "tour")
    // A demo account's email, password and code sign in; a city's name finds results.
    definition.explorationInputs = [
      "Email": DemoAccount.all.map(\.user.email),
      "Password": DemoAccount.all.map(\.password.rawValue),
      "Code": DemoAccount.all.compactMap(\.twoFactorCode?.rawValue),
      "Search": ["Seoul", "San"],
      "Display name": ["Blob Sr."],
      "Nickname": ["Home"],
    ]
    // A favorite's detail refreshes its forecast on a timer for as long as it is shown.
    definition.longLivingEffects = ["detail.task"]
    return definition
  }
}

extension Preview {
  /// The modules of the showcase whose views declare previews.
  private static let showcaseModules: Set = ["AppRoot", "Auth", "Search", "Settings"]

  /// The previews the showcase's views declare: the `#Preview`s of its feature modules and of
  /// `AppRoot`, in file and line order, and none that another module loaded into the process
  /// (a test target) declares.
  static var showcase: [Preview] {
    all.filter { preview in
      showcaseModules.contains(String(preview.fileID.prefix { $0 != "/" }))
    }
  }
}
