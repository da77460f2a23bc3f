import Runtime

/// ``TwoFactorFeature`` in the spelling of TCA 1.7: observable state, and an action that is a
/// `ViewAction` whose `view` case holds what the view may send.
///
/// ```swift
/// Store(initialState: ObservedTwoFactorFeature.State(token: token)) {
///   ObservedTwoFactorFeature()
/// }
/// ```
///
/// ``ObservedLoginFeature`` presents it as a sheet; it behaves as ``TwoFactorFeature`` does.
@Reducer
public struct ObservedTwoFactorFeature {
  /// The code being typed and the request sending it.
  @ObservableState
  public struct State: Equatable, Sendable, TwoFactorForm {
    /// The session token the password login returned.
    public var token: Redacted<String>
    /// The one-time code; it prints masked.
    public var code: Redacted<String> = ""
    /// Whether the code is being checked.
    public var isTwoFactorRequestInFlight = false
    /// The alert shown when the code is refused.
    @Presents public var alert: AlertState<Action.Alert>?

    /// Whether the code can be submitted: at least four characters, all of them digits.
    public var isFormValid: Bool { canSubmit }

    /// Creates the state for the session `token`, before a code is typed.
    public init(token: Redacted<String>) {
      self.token = token
    }
  }

  /// Everything that can happen on the two-factor screen.
  public enum Action: Equatable, Sendable, ViewAction {
    /// The failure alert.
    case alert(PresentationAction<Alert>)
    /// What the feature tells its parent.
    case delegate(Delegate)
    /// The service answered the code.
    case twoFactorResponse(Result<User, AuthenticationError>)
    /// What the view sends.
    case view(View)

    /// The failure alert has only a dismiss button.
    public enum Alert: Equatable, Sendable {}
    /// What the feature tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The code was right; `user` is signed in.
      case didAuthenticate(User)
    }
    /// What the view sends.
    public enum View: BindableAction, Equatable, Sendable {
      /// The code field changed.
      case binding(BindingAction<State>)
      /// The user asked to check the code.
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the feature.
  public init() {}

  /// Applies the code's binding and checks the code.
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.submitButtonTapped):
        return state.submit(with: authenticationClient) { .twoFactorResponse($0) }
      case let .twoFactorResponse(response):
        guard let user = state.finishSubmit(response) else { return .none }
        return .send(.delegate(.didAuthenticate(user)))
      case .alert, .delegate, .view(.binding):
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert) {
      EmptyReducer()
    }
  }
}
