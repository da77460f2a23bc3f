import Foundation
import Runtime
import Search

/// The detail of one favorite: its whole forecast, how long ago it was refreshed, and a
/// refresh every ``refreshInterval`` minutes while it is open. Tapping a day pushes it on the
/// detail's navigation stack (`path`), and each day can push the next.
///
/// The home screen holds it in an optional (`ifLet`, not a presentation); closing the detail
/// or removing its favorite sets it to `nil`, which cancels the ticker and a refresh in flight.
///
/// ```swift
/// let store = Store(initialState: FavoriteDetailFeature.State(favorite: row)) {
///   FavoriteDetailFeature()
/// }
/// store.send(.task)  // refresh now, then tick every minute
/// ```
public struct FavoriteDetailFeature: Reducer {
  /// After how many minutes without a refresh the detail refreshes by itself.
  public static let refreshInterval = 5

  /// The favorite shown and the state of its refreshes.
  public struct State: Codable, Equatable, Identifiable, Sendable {
    /// The place shown.
    public var place: GeocodingSearch.Result
    /// The name the user gave the place, read from its row: a rename shows here at once.
    @SharedReader public var nickname: String?
    /// The latest forecast, `nil` until one arrives; shared with the row, which shows each
    /// refresh.
    @Shared public var forecast: Forecast?
    /// Whether a refresh is running.
    public var isRefreshing: Bool
    /// Whole minutes since the last refresh.
    public var minutesSinceRefresh: Int
    /// When the last refresh finished, by the `date` dependency.
    public var refreshedAt: Date?
    /// Why the last refresh failed; `nil` after a success.
    public var errorMessage: String?
    /// The days pushed on top of the detail, bottom first.
    public var path = StackState<Path.State>()

    /// Creates the detail of a favorite row, sharing its nickname (to read) and its forecast.
    public init(favorite: FavoriteFeature.State) {
      self.place = favorite.place
      self._nickname = SharedReader(favorite.$nickname)
      self._forecast = favorite.$forecast
      self.isRefreshing = false
      self.minutesSinceRefresh = 0
      self.refreshedAt = nil
      self.errorMessage = nil
    }

    /// The favorite's id.
    public var id: GeocodingSearch.Result.ID { place.id }

    /// The name shown as the title: the nickname, else the place's name.
    public var title: String { nickname ?? place.name }
  }

  /// What the detail can do.
  ///
  /// `@CasePathable` gives it the case key paths, such as the `\.path` that the stack's
  /// `forEach` names.
  @CasePathable
  public enum Action: Codable, Equatable, Sendable {
    /// The user closed the detail; the home screen removes it.
    case closeButtonTapped
    /// The user tapped a day of the forecast: push it.
    case dayTapped(Int)
    /// A refresh finished.
    case forecastResponse(Result<Forecast, WeatherClientError>)
    /// The days pushed on the detail.
    case path(StackActionOf<Path>)
    /// The user asked for a refresh now.
    case refreshButtonTapped
    /// The user asked to rename the favorite; the home screen presents the form.
    case renameButtonTapped
    /// The detail appeared: refresh now and start the minute ticker.
    case task
    /// Another minute passed on the `continuousClock`.
    case timerTicked
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date
  @Dependency(\.weatherClient) var weatherClient

  private enum CancelID { case refresh, timer }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped, .renameButtonTapped:
        return .none

      case let .dayTapped(day):
        guard let forecast = state.forecast else { return .none }
        state.path.append(
          .day(DayDetailFeature.State(title: state.title, forecast: forecast, day: day)))
        return .none

      case let .path(.element(id, .day(.nextDayTapped))):
        guard case let .day(shown)? = state.path[id: id], shown.hasNextDay else { return .none }
        state.path.append(
          .day(
            DayDetailFeature.State(title: shown.title, forecast: shown.forecast, day: shown.day + 1)
          ))
        return .none

      case .path:
        return .none

      case let .forecastResponse(.success(forecast)):
        state.isRefreshing = false
        state.$forecast.withLock { $0 = forecast }
        state.minutesSinceRefresh = 0
        state.refreshedAt = date.now
        state.errorMessage = nil
        return .none

      case let .forecastResponse(.failure(error)):
        state.isRefreshing = false
        state.errorMessage = error.errorDescription
        return .none

      case .refreshButtonTapped:
        return refresh(&state)

      case .task:
        return .merge(
          refresh(&state),
          .run { [clock] send in
            while true {
              try await clock.sleep(for: .seconds(60))
              await send(.timerTicked)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        )

      case .timerTicked:
        state.minutesSinceRefresh += 1
        guard state.minutesSinceRefresh >= Self.refreshInterval, !state.isRefreshing else {
          return .none
        }
        return refresh(&state)
      }
    }
    .forEach(\.path, action: \.path)
  }

  private func refresh(_ state: inout State) -> Effect<Action> {
    state.isRefreshing = true
    return .run { [place = state.place, weatherClient] send in
      await send(.forecastResponse(Result { try await weatherClient.forecast(place) }))
    }
    .cancellable(id: CancelID.refresh, cancelInFlight: true)
  }
}
