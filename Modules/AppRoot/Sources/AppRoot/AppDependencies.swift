import Auth
import Foundation
import Runtime
import Search
import Settings
import WeatherClientLive

/// The dependencies the app runs with, for each mode of the `app` executable
/// (`--deps preview|live`).
///
/// ```swift
/// let clock = TestClock()
/// let store = Store(initialState: AppFeature.initialState) {
///   AppFeature()
/// } withDependencies: {
///   AppDependencies.preview(clock: clock).apply(to: &$0)
/// }
/// ```
public struct AppDependencies: Sendable {
  /// The first instant of preview time: 2026-01-01, midnight UTC, the first day of the preview
  /// forecasts.
  public static let previewStart = Date(timeIntervalSince1970: 1_767_225_600)

  private let configure: @Sendable (inout DependencyValues) -> Void

  private init(_ configure: @escaping @Sendable (inout DependencyValues) -> Void) {
    self.configure = configure
  }

  /// Sets every dependency the app uses in `values`.
  public func apply(to values: inout DependencyValues) {
    configure(&values)
  }

  /// Embedded, deterministic dependencies on the virtual `clock`: the offline weather client,
  /// the demo accounts without latency, settings in memory and `.appStorage` values in empty
  /// defaults of their own, notifications always allowed, counting UUIDs, and a date that starts
  /// at ``previewStart`` and follows `clock`.
  public static func preview(clock: TestClock<Duration>) -> Self {
    Self { values in
      values.weatherClient = .previewValue
      values.authenticationClient = .local(AccountService(latency: .zero, clock: clock))
      values.settingsClient = .inMemory()
      values.defaultAppStorage = .empty()
      values.userNotifications = UserNotificationsClient { true }
      values.continuousClock = clock
      values.uuid = .incrementing
      values.date = DateGenerator {
        let (seconds, attoseconds) = clock.now.offset.components
        return previewStart.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
      }
    }
  }

  /// The real dependencies: Open-Meteo over HTTP, the demo accounts with 300 ms of latency,
  /// the settings file, `.appStorage` values in `UserDefaults.standard`, the notification
  /// decision from the environment, the system clock, random UUIDs and the system date.
  public static var live: Self {
    live(weatherFetchIsolation: nil)
  }

  /// ``live``, with the weather requests that need `URLSession` run in the helper process of
  /// `weatherFetchIsolation` (the `app` executable isolates them in itself).
  ///
  /// ```swift
  /// AppDependencies.live(weatherFetchIsolation: .init(executable: app, arguments: ["__fetch"]))
  /// ```
  public static func live(
    weatherFetchIsolation: WeatherClient.LiveConfiguration.Isolation?
  ) -> Self {
    Self { values in
      values.weatherClient =
        weatherFetchIsolation.map { .liveFromEnvironment(isolation: $0) } ?? .liveValue
      values.authenticationClient = .liveValue
      values.settingsClient = .liveValue
      // One set of defaults for the whole run: a process that runs tests gets new empty
      // defaults each time it reads the live value.
      values.defaultAppStorage = values.defaultAppStorage
      values.userNotifications = .liveValue
      values.continuousClock = ContinuousClock()
      values.uuid = UUIDGenerator { UUID() }
      values.date = DateGenerator { Date() }
    }
  }
}
