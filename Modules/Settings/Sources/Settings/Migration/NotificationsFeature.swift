import Runtime

/// The notification toggles of seed 000 in the TCA 1.3 spelling: `@BindingState` fields, a
/// `BindingReducer`, and reactions with `case .binding(\.$field)`.
///
/// ```swift
/// let store = Store(initialState: NotificationsFeature.State()) { NotificationsFeature() }
/// let host = ViewHost(NotificationsView(store: store))
/// ```
///
/// ``ObservedNotificationsFeature`` is the same feature in the observation era's spelling; one
/// shared test suite shows that the two behave the same.
public struct NotificationsFeature: Reducer {
  public struct State: Equatable {
    @BindingState public var enableNotifications = false
    @BindingState public var sendEmailNotifications = false
    @BindingState public var sendMobileNotifications = false

    public init() {}
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$enableNotifications):
        guard !state.enableNotifications else { return .none }
        // Without notifications, no channel sends any.
        state.sendEmailNotifications = false
        state.sendMobileNotifications = false
        return .none
      case .binding:
        return .none
      }
    }
  }
}
