import Runtime

extension FavoriteDetailFeature {
  /// The screens of the detail's navigation stack: today only the days of the forecast.
  ///
  /// ```swift
  /// state.path.append(.day(DayDetailFeature.State(title: "Seoul", forecast: .mock, day: 0)))
  /// ```
  ///
  /// An enum reducer, written as TCA 1.8 writes one: the case names the feature, and `@Reducer`
  /// generates the rest from it (`State`, `Action`, their case paths, `body` and `scope(_:)`).
  /// The stack's `.forEach(\.path, action: \.path)` runs it without being given a reducer, and
  /// another kind of screen is one more case.
  @Reducer
  public enum Path {
    /// One day of the forecast.
    case day(DayDetailFeature)
  }
}

extension FavoriteDetailFeature.Path.State: Codable, Equatable, Sendable {}
extension FavoriteDetailFeature.Path.Action: Codable, Equatable, Sendable {}
