import Runtime

/// The notification toggles of ``NotificationsFeature``, migrated to the observation era's
/// spelling (TCA 1.7): `@Reducer`, plain fields in `@ObservableState` state, and reactions with
/// `case .binding(\.field)`.
///
/// ```swift
/// let store = Store(initialState: ObservedNotificationsFeature.State()) {
///   ObservedNotificationsFeature()
/// }
/// let host = ViewHost(ObservedNotificationsView(store: store))
/// ```
@Reducer
public struct ObservedNotificationsFeature {
  @ObservableState
  public struct State: Equatable {
    public var enableNotifications = false
    public var sendEmailNotifications = false
    public var sendMobileNotifications = false

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
      case .binding(\.enableNotifications):
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
