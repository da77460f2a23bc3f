import Runtime

/// The logged-out screen: an email and password form that signs the user in, asking for a
/// one-time code in a ``TwoFactorFeature`` sheet when the account needs one.
///
/// It announces a completed login with `.delegate(.didLogIn(user))`; failures show an alert.
///
/// ```swift
/// let store = Store(initialState: LoginFeature.State()) {
///   LoginFeature()
/// }
/// let viewStore = ViewStore(store, observe: { $0 }, send: { .view($0) })
/// viewStore.$email.wrappedValue = "blob@example.com"
/// ```
public struct LoginFeature: Reducer, FeatureTemplate {
  /// The form, the request in flight and what is presented.
  public struct State: Codable, Equatable, LoginForm, Sendable {
    /// The email address typed so far.
    @BindingState public var email: String
    /// The password typed so far; it prints masked.
    @BindingState public var password: Redacted<String>
    /// Whether the login request is running.
    public var isLoginRequestInFlight: Bool
    /// The alert shown when the login fails.
    @PresentationState public var alert: AlertState<Action.Alert>?
    /// The two-factor sheet, presented when the account asks for a code.
    @PresentationState public var twoFactor: TwoFactorFeature.State?

    /// Whether the form can be sent: a plausible email address and a non-empty password.
    public var isFormValid: Bool { canLogIn }

    /// Creates the state of the login screen.
    public init(
      email: String = "",
      password: Redacted<String> = "",
      isLoginRequestInFlight: Bool = false,
      alert: AlertState<Action.Alert>? = nil,
      twoFactor: TwoFactorFeature.State? = nil
    ) {
      self.email = email
      self.password = password
      self.isLoginRequestInFlight = isLoginRequestInFlight
      self.alert = alert
      self.twoFactor = twoFactor
    }
  }

  /// Everything that can happen on the login screen.
  public enum Action: FeatureAction, Codable, Equatable, Sendable {
    case view(ViewAction)
    case inner(InnerAction)
    case async(AsyncAction)
    case scope(ScopeAction)
    case delegate(DelegateAction)

    /// What the view sends.
    public enum ViewAction: BindableAction, Codable, Equatable, Sendable {
      /// A form field changed.
      case binding(BindingAction<State>)
      /// The user asked to log in.
      case loginButtonTapped
      /// The screen appeared.
      case onAppear
    }
    /// Unused.
    public enum InnerAction: CaselessCodable, Equatable, Sendable {}
    /// The answers of the feature's requests.
    public enum AsyncAction: Codable, Equatable, Sendable {
      /// The service answered the email and password.
      case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
    }
    /// The actions of what the feature presents.
    public enum ScopeAction: Codable, Equatable, Sendable {
      /// The two-factor sheet.
      case twoFactor(PresentationAction<TwoFactorFeature.Action>)
      /// The failure alert.
      case alert(PresentationAction<Alert>)
    }
    /// What the feature tells its parent.
    public enum DelegateAction: Codable, Equatable, Sendable {
      /// The user is signed in.
      case didLogIn(User)
    }
    /// The failure alert has only a dismiss button.
    public enum Alert: CaselessCodable, Equatable, Sendable {}
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the feature.
  public init() {}

  /// - Reducer body
  public var body: some ReducerOf<Self> {
    BindingReducer(action: /Action.view)
    Reduce(self.core)
      .ifLet(\.$twoFactor, action: /Action.scope .. /Action.ScopeAction.twoFactor) {
        TwoFactorFeature()
      }
      .ifLet(\.$alert, action: /Action.scope .. /Action.ScopeAction.alert) {
        EmptyReducer()
      }
  }
}

// MARK: - FeatureAction Effect
extension LoginFeature {
  /// - View Effect
  func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
    switch action {
    case .binding, .onAppear:
      return .none
    case .loginButtonTapped:
      return state.logIn(with: authenticationClient) { .async(.loginResponse($0)) }
    }
  }

  /// - Async Effect
  func handleAsyncAction(
    _ action: Action.AsyncAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case let .loginResponse(response):
      guard let user = state.finishLogIn(response) else { return .none }
      return .send(.delegate(.didLogIn(user)))
    }
  }

  /// - Scope Effect
  func handleScopeAction(
    _ action: Action.ScopeAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case let .twoFactor(.presented(.delegate(.didAuthenticate(user)))):
      state.twoFactor = nil
      return .send(.delegate(.didLogIn(user)))
    case .twoFactor, .alert:
      return .none
    }
  }

  /// - Delegate Effect
  func handleDelegateAction(
    _ action: Action.DelegateAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case .didLogIn:
      return .none
    }
  }
}
