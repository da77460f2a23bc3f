import Runtime
import Search

/// One favorite place on the home screen; it loads its own forecast when its row appears.
///
/// The home screen owns the list (`forEach`), so removing a row cancels a load still running.
///
/// ```swift
/// let store = Store(initialState: FavoriteFeature.State(place: seoul)) { FavoriteFeature() }
/// store.send(.task)
/// ```
public struct FavoriteFeature: Reducer {
  /// The place, what the user calls it, and its forecast.
  public struct State: Codable, Equatable, Identifiable, Sendable {
    /// The favorite place.
    public var place: GeocodingSearch.Result
    /// The name the user gave the place; `nil` shows the place's own name. Shared with the
    /// open detail, whose title follows it.
    @Shared public var nickname: String?
    /// The loaded forecast, `nil` until it arrives. Shared with the open detail, whose
    /// refreshes the row shows.
    @Shared public var forecast: Forecast?
    /// Whether the forecast is loading.
    public var isLoading: Bool
    /// Why the last load failed; `nil` after a success.
    public var errorMessage: String?

    /// Creates a row for `place` that has not loaded yet.
    public init(
      place: GeocodingSearch.Result,
      nickname: String? = nil,
      forecast: Forecast? = nil,
      isLoading: Bool = false,
      errorMessage: String? = nil
    ) {
      self.place = place
      self._nickname = Shared(value: nickname)
      self._forecast = Shared(value: forecast)
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }

    /// The place's id: a place is a favorite at most once.
    public var id: GeocodingSearch.Result.ID { place.id }

    /// The name to show: the nickname, or else the place's name.
    public var title: String { nickname ?? place.name }
  }

  /// What a row can do.
  public enum Action: Codable, Equatable, Sendable {
    /// The forecast request finished.
    case forecastResponse(Result<Forecast, WeatherClientError>)
    /// The user asked to remove the row; the home screen asks for confirmation.
    case removeButtonTapped
    /// The user tapped the row; the home screen opens its detail.
    case rowTapped
    /// The row appeared: load the forecast.
    case task
  }

  @Dependency(\.weatherClient) var weatherClient

  private enum CancelID { case load }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .forecastResponse(.success(forecast)):
        state.isLoading = false
        state.$forecast.withLock { $0 = forecast }
        state.errorMessage = nil
        return .none

      case let .forecastResponse(.failure(error)):
        state.isLoading = false
        state.errorMessage = error.errorDescription
        return .none

      case .removeButtonTapped, .rowTapped:
        return .none

      case .task:
        state.isLoading = true
        return .run { [place = state.place, weatherClient] send in
          await send(.forecastResponse(Result { try await weatherClient.forecast(place) }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      }
    }
  }
}
