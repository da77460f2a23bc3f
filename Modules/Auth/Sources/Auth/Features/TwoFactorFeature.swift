import Runtime

/// The second step of a login: the user types the one-time code for a pending session.
///
/// Presented by ``LoginFeature`` as a sheet; it announces success with
/// `.delegate(.didAuthenticate(user))`. Dismissing the sheet cancels a request in flight.
///
/// ```swift
/// Store(initialState: TwoFactorFeature.State(token: token)) {
///   TwoFactorFeature()
/// }
/// ```
public struct TwoFactorFeature: Reducer, FeatureTemplate {
  /// The code being typed and the request sending it.
  public struct State: Codable, Equatable, Sendable {
    /// The session token the password login returned.
    public var token: Redacted<String>
    /// The one-time code; it prints masked.
    @BindingState public var code: Redacted<String>
    /// Whether the code is being checked.
    public var isTwoFactorRequestInFlight: Bool
    /// The alert shown when the code is refused.
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// Whether the code can be submitted: at least four characters, all of them digits.
    public var isFormValid: Bool { canSubmit }

    /// Creates the state for the session `token`.
    public init(
      token: Redacted<String>,
      code: Redacted<String> = "",
      isTwoFactorRequestInFlight: Bool = false,
      alert: AlertState<Action.Alert>? = nil
    ) {
      self.token = token
      self.code = code
      self.isTwoFactorRequestInFlight = isTwoFactorRequestInFlight
      self.alert = alert
    }
  }

  /// Everything that can happen on the two-factor screen.
  public enum Action: FeatureAction, Codable, Equatable, Sendable {
    case view(ViewAction)
    case inner(InnerAction)
    case async(AsyncAction)
    case scope(ScopeAction)
    case delegate(DelegateAction)

    /// What the view sends.
    public enum ViewAction: BindableAction, Codable, Equatable, Sendable {
      /// The code field changed.
      case binding(BindingAction<State>)
      /// The user asked to check the code.
      case submitButtonTapped
    }
    /// Unused.
    public enum InnerAction: CaselessCodable, Equatable, Sendable {}
    /// The answers of the feature's requests.
    public enum AsyncAction: Codable, Equatable, Sendable {
      /// The service answered the code.
      case twoFactorResponse(Result<User, AuthenticationError>)
    }
    /// The actions of what the feature presents.
    public enum ScopeAction: Codable, Equatable, Sendable {
      /// The failure alert.
      case alert(PresentationAction<Alert>)
    }
    /// What the feature tells its parent.
    public enum DelegateAction: Codable, Equatable, Sendable {
      /// The code was right; `user` is signed in.
      case didAuthenticate(User)
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
      .ifLet(\.$alert, action: /Action.scope .. /Action.ScopeAction.alert) {
        EmptyReducer()
      }
  }
}

// MARK: - FeatureAction Effect
extension TwoFactorFeature {
  /// - View Effect
  func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
    switch action {
    case .binding:
      return .none
    case .submitButtonTapped:
      return state.submit(with: authenticationClient) { .async(.twoFactorResponse($0)) }
    }
  }

  /// - Async Effect
  func handleAsyncAction(
    _ action: Action.AsyncAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case let .twoFactorResponse(response):
      guard let user = state.finishSubmit(response) else { return .none }
      return .send(.delegate(.didAuthenticate(user)))
    }
  }

  /// - Scope Effect
  func handleScopeAction(
    _ action: Action.ScopeAction, state: inout State
  )
    -> Effect<Action>
  {
    switch action {
    case .alert:
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
    case .didAuthenticate:
      return .none
    }
  }
}

extension TwoFactorFeature.State: TwoFactorForm {
  /// The state of a new step for the session `token`, as ``LoginFeature`` presents it.
  init(token: Redacted<String>) {
    self.init(token: token, code: "", isTwoFactorRequestInFlight: false, alert: nil)
  }
}
