import Runtime

extension FavoriteDetailFeature {
  /// The screens of the detail's navigation stack: today only the days of the forecast.
  ///
  /// ```swift
  /// state.path.append(.day(DayDetailFeature.State(title: "Seoul", forecast: .mock, day: 0)))
  /// ```
  ///
  /// An enum reducer, TCA 1.8's `@Reducer enum Path`: the case names the feature, and what the
  /// macro would generate from it (`State`, `Action`, their case paths, `body` and `scope(_:)`)
  /// is written out. The stack's `.forEach(\.path, action: \.path)` runs it without being given
  /// a reducer, and another kind of screen is one more case.
  public enum Path: CaseReducer {
    /// One day of the forecast.
    case day(DayDetailFeature)

    /// The state of one screen.
    public enum State: CaseReducerState, CasePathable, Codable, Equatable, Sendable {
      public typealias StateReducer = Path

      /// One day of the forecast.
      case day(DayDetailFeature.State)

      /// The path to `day`: `\.day`.
      public struct AllCasePaths: Sendable {
        /// The path to `day`.
        public var day: AnyCasePath<State, DayDetailFeature.State> { /State.day }
      }

      public static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    /// The actions of one screen.
    public enum Action: CasePathable, Codable, Equatable, Sendable {
      /// An action of a day's screen.
      case day(DayDetailFeature.Action)

      /// The path to `day`: `\.day`.
      public struct AllCasePaths: Sendable {
        /// The path to `day`.
        public var day: AnyCasePath<Action, DayDetailFeature.Action> { /Action.day }
      }

      public static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    public static var body: some ReducerOf<Self> {
      Scope(state: \.day, action: \.day) {
        DayDetailFeature()
      }
    }

    /// A screen for a view: a store of its feature.
    public enum CaseScope {
      /// The store of a day's screen.
      case day(StoreOf<DayDetailFeature>)
    }

    public static func scope(_ store: Store<State, Action>) -> CaseScope {
      switch store.currentState {
      case .day: .day(store.scope(state: \.day, action: \.day)!)
      }
    }
  }
}
