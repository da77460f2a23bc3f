import Runtime
import Search

/// One day of a favorite's forecast, pushed on the detail's navigation stack; its "Next day"
/// button asks the detail to push the day after.
///
/// ```swift
/// state.path.append(.day(DayDetailFeature.State(title: "Seoul", forecast: .mock, day: 0)))
/// ```
public struct DayDetailFeature: Reducer {
  /// The day shown.
  public struct State: Codable, Equatable, Sendable {
    /// The favorite's name.
    public var title: String
    /// The forecast the day is read from.
    public var forecast: Forecast
    /// The day's position in the forecast, 0 for the first.
    public var day: Int

    /// Shows day `day` of `forecast`.
    public init(title: String, forecast: Forecast, day: Int) {
      self.title = title
      self.forecast = forecast
      self.day = day
    }

    /// The day's range, such as `Day 2: 3.1°C / -4.9°C`; `nil` past the forecast's end.
    public var summary: String? {
      let summaries = forecast.dailySummaries
      return summaries.indices.contains(day) ? summaries[day] : nil
    }

    /// Whether the forecast has a day after this one.
    public var hasNextDay: Bool { day + 1 < forecast.dailySummaries.count }
  }

  /// What the day's screen can do.
  public enum Action: Codable, Equatable, Sendable {
    /// The user asked for the next day; the detail pushes it.
    case nextDayTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
