import Foundation
import Runtime
import Search

extension WeatherClient: DependencyKey {
  /// The client that talks to Open-Meteo, configured from the environment.
  ///
  /// `OPEN_METEO_GEOCODING_URL` and `OPEN_METEO_FORECAST_URL` override the endpoints; an
  /// invalid value is reported on standard error and the default endpoint is used.
  public static let liveValue = liveFromEnvironment()

  /// The client that talks to Open-Meteo, configured from the environment, with the requests
  /// that need `URLSession` run by `isolation`'s helper process when there is one.
  ///
  /// An invalid endpoint override is reported on standard error and the default is used.
  ///
  /// ```swift
  /// let client = WeatherClient.liveFromEnvironment(
  ///   isolation: .init(executable: URL(fileURLWithPath: "/proc/self/exe"), arguments: ["__fetch"])
  /// )
  /// ```
  public static func liveFromEnvironment(
    isolation: LiveConfiguration.Isolation? = nil
  ) -> WeatherClient {
    var configuration = LiveConfiguration.fromEnvironment()
    configuration.isolation = isolation
    for warning in configuration.warnings {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
    return live(configuration: configuration)
  }

  /// Returns a client that talks to the endpoints of `configuration` over HTTP.
  ///
  /// Every failure is a `WeatherClientError`, except cancellation of the calling task, which
  /// throws `CancellationError`.
  ///
  /// ```swift
  /// let client = WeatherClient.live(
  ///   configuration: .init(geocodingURL: URL(string: "http://127.0.0.1:8080/v1/search")!)
  /// )
  /// let places = try await client.search("Seoul").results
  /// ```
  public static func live(configuration: LiveConfiguration) -> WeatherClient {
    let fetcher = HTTPFetcher(
      timeout: configuration.timeout,
      maximumResponseBytes: configuration.maximumResponseBytes,
      isolation: configuration.isolation
    )
    return WeatherClient(
      forecast: { location in
        let url = try endpoint(
          configuration.forecastURL,
          query: [
            ("latitude", String(location.latitude)),
            ("longitude", String(location.longitude)),
            ("daily", "temperature_2m_max,temperature_2m_min"),
            ("timezone", "UTC"),
          ]
        )
        return try decode(Forecast.self, from: await fetcher.data(from: url))
      },
      search: { query in
        let url = try endpoint(
          configuration.geocodingURL,
          query: [("name", query), ("count", "10"), ("language", "en"), ("format", "json")]
        )
        return try decode(GeocodingSearch.self, from: await fetcher.data(from: url))
      }
    )
  }

  /// Characters that stay unescaped in a query value: RFC 3986's unreserved set.
  private static let unreservedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  private static func endpoint(_ base: URL, query: [(String, String)]) throws -> URL {
    var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
    let encoded = try query.map { name, value in
      guard let value = value.addingPercentEncoding(withAllowedCharacters: unreservedCharacters)
      else { throw WeatherClientError.network("Cannot encode the query value \(value).") }
      return "\(name)=\(value)"
    }
    let existing = components?.percentEncodedQuery.map { [$0] } ?? []
    components?.percentEncodedQuery = (existing + encoded).joined(separator: "&")
    guard let url = components?.url else {
      throw WeatherClientError.network("Cannot build a request URL from \(base).")
    }
    return url
  }

  private static func decode<Value: Decodable>(_: Value.Type, from data: Data) throws -> Value {
    do {
      return try OpenMeteoJSON.decoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw WeatherClientError.unreadableResponse(describe(error))
    } catch {
      throw WeatherClientError.unreadableResponse(String(describing: error))
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case let .typeMismatch(_, found), let .valueNotFound(_, found),
      let .keyNotFound(_, found), let .dataCorrupted(found):
      context = found
    @unknown default:
      return String(describing: error)
    }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
  }
}
