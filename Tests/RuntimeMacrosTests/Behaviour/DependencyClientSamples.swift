import Runtime

/// A place that a weather search finds.
///
/// ```swift
/// let seoul = Place(id: 1, name: "Seoul")
/// ```
public struct Place: Equatable, Identifiable, Sendable {
  /// The place's id in the weather service.
  public var id: Int
  /// The place's name, as the service spells it.
  public var name: String

  /// Creates a place.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// Looks up places and their forecasts: a dependency client that `@DependencyClient` makes
/// from its closures, in the spelling of TCA 1.25's examples.
///
/// ```swift
/// @Dependency(\.weatherClient) var weatherClient
/// let places = try await weatherClient.search(query: "Seoul")
/// ```
@DependencyClient
public struct WeatherClient: Sendable {
  /// Fetches the daily highs, in ``units``, for a place.
  public var forecast: @Sendable (_ place: Place) async throws -> [Double]
  /// Finds the places whose names match a query.
  public var search: @Sendable (_ query: String) async throws -> [Place]
  /// The unit of the temperatures.
  public var units: @Sendable () -> String = { "°C" }
  /// The last query searched, if there was one.
  public var lastQuery: @Sendable () -> String?
  /// Records that the user looked at a place.
  public var recordVisit: @Sendable (_ place: Place) -> Void
  /// How many places a search returns at most.
  public var maximumResults: Int = 10
  /// Called with each error an endpoint throws; not an endpoint, and not in the initializers.
  @DependencyIgnored
  public var onError: @Sendable (any Error) -> Void = { _ in }
}

extension WeatherClient: TestDependencyKey {
  /// Every endpoint unimplemented: a test sets those it expects to be called.
  public static let testValue = Self()

  /// Three cities and a mild week, for previews.
  public static let previewValue = Self(
    forecast: { _ in [21, 23, 19] },
    search: { query in
      [Place(id: 1, name: "Seoul"), Place(id: 2, name: "Seattle"), Place(id: 3, name: "Sevilla")]
        .filter { $0.name.lowercased().hasPrefix(query.lowercased()) }
    },
    units: { "°C" },
    lastQuery: { nil },
    recordVisit: { _ in }
  )
}

extension DependencyValues {
  /// The weather client that features search places and fetch forecasts with.
  ///
  /// ```swift
  /// @Dependency(\.weatherClient) var weatherClient
  /// ```
  public var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
