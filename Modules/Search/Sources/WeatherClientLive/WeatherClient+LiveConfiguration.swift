import Foundation
import Search

extension WeatherClient {
  /// Where and how the live client talks to Open-Meteo.
  ///
  /// ```swift
  /// let configuration = WeatherClient.LiveConfiguration.fromEnvironment()
  /// let client = WeatherClient.live(configuration: configuration)
  /// ```
  public struct LiveConfiguration: Equatable, Sendable {
    /// The Open-Meteo geocoding endpoint.
    public static let defaultGeocodingURL = URL(
      string: "https://geocoding-api.open-meteo.com/v1/search"
    )!
    /// The Open-Meteo forecast endpoint.
    public static let defaultForecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")!
    /// The environment variable that overrides `geocodingURL`.
    public static let geocodingURLVariable = "OPEN_METEO_GEOCODING_URL"
    /// The environment variable that overrides `forecastURL`.
    public static let forecastURLVariable = "OPEN_METEO_FORECAST_URL"

    /// The endpoint for place searches; the client adds the query items.
    public var geocodingURL: URL
    /// The endpoint for forecasts; the client adds the query items.
    public var forecastURL: URL
    /// How long a whole request may take before it fails with `.timedOut`.
    public var timeout: Duration
    /// The largest response body accepted before failing with `.responseTooLarge`.
    public var maximumResponseBytes: Int
    /// Problems found while reading the environment; empty for a configuration built in code.
    public var warnings: [String]
    /// Where the requests that need `URLSession` run in a separate process; `nil` runs them in
    /// this one.
    public var isolation: Isolation?

    /// A helper process for the requests that go through `URLSession` (every `https` one):
    /// FoundationNetworking 6.3.1 crashes the process when a server closes the connection
    /// inside the response head, and in a helper that crash only fails the request.
    ///
    /// The helper is `executable` run with `arguments`, then the request's own arguments; it
    /// must call ``WeatherClient/runFetchProcess(arguments:)`` with them, as the `app`
    /// executable does for its hidden `__fetch` command.
    ///
    /// ```swift
    /// configuration.isolation = .init(
    ///   executable: URL(fileURLWithPath: "/proc/self/exe"), arguments: ["__fetch"]
    /// )
    /// ```
    public struct Isolation: Equatable, Sendable {
      /// The program to run.
      public var executable: URL
      /// The arguments before the request's own.
      public var arguments: [String]
      /// Whether plain `http` requests go to the helper too, fetched there with `URLSession`
      /// (normally they use this process's socket client, which cannot crash that way).
      public var includesPlainHTTP: Bool

      /// Creates the description of a helper.
      public init(executable: URL, arguments: [String], includesPlainHTTP: Bool = false) {
        self.executable = executable
        self.arguments = arguments
        self.includesPlainHTTP = includesPlainHTTP
      }
    }

    /// Creates a configuration; the defaults talk to the public Open-Meteo service.
    public init(
      geocodingURL: URL = Self.defaultGeocodingURL,
      forecastURL: URL = Self.defaultForecastURL,
      timeout: Duration = .seconds(10),
      maximumResponseBytes: Int = 5_000_000
    ) {
      self.geocodingURL = geocodingURL
      self.forecastURL = forecastURL
      self.timeout = timeout
      self.maximumResponseBytes = maximumResponseBytes
      self.warnings = []
      self.isolation = nil
    }

    /// Reads the endpoint overrides from the environment.
    ///
    /// A variable that is not an absolute http(s) URL is ignored: the default stays and
    /// `warnings` says why.
    ///
    /// ```swift
    /// let configuration = WeatherClient.LiveConfiguration.fromEnvironment(
    ///   ["OPEN_METEO_GEOCODING_URL": "http://127.0.0.1:8080/v1/search"]
    /// )
    /// ```
    public static func fromEnvironment(
      _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Self {
      var configuration = Self()
      if let url = configuration.override(geocodingURLVariable, in: environment) {
        configuration.geocodingURL = url
      }
      if let url = configuration.override(forecastURLVariable, in: environment) {
        configuration.forecastURL = url
      }
      return configuration
    }

    private mutating func override(_ variable: String, in environment: [String: String]) -> URL? {
      guard let value = environment[variable] else { return nil }
      guard
        let components = URLComponents(string: value),
        let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
        let host = components.host, !host.isEmpty,
        let url = components.url
      else {
        warnings.append(
          "\(variable) is not an absolute http(s) URL (\(value.debugDescription)); "
            + "using the default endpoint."
        )
        return nil
      }
      return url
    }
  }
}
