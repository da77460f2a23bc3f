import Runtime

/// ``LoginFeature`` in the spelling of TCA 1.7: observable state, and an action that is a
/// `ViewAction` whose `view` case holds what the view may send.
///
/// ```swift
/// let store = Store(initialState: ObservedLoginFeature.State()) {
///   ObservedLoginFeature()
/// }
/// let host = ViewHost(NavigationStack { ObservedLoginView(store: store) })
/// ```
///
/// It behaves as ``LoginFeature`` does: both follow the same rules of the login form, and one
/// shared test suite drives the two views by label. Only the spelling differs: plain fields of
/// `@ObservableState` state instead of `@BindingState`, `@Presents` instead of
/// `@PresentationState`, one `Action` enum instead of five kinds, `body` with `Reduce` instead
/// of a handler per kind, and case key paths (`\.view`, `\.twoFactor`), which `@Reducer` makes
/// by marking `Action` `@CasePathable`.
@Reducer
public struct ObservedLoginFeature {
  /// The form, the request in flight and what is presented.
  @ObservableState
  public struct State: Equatable, LoginForm, Sendable {
    /// The email address typed so far.
    public var email: String
    /// The password typed so far; it prints masked.
    public var password: Redacted<String>
    /// Whether the login request is running.
    public var isLoginRequestInFlight: Bool
    /// The alert shown when the login fails.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The two-factor sheet, presented when the account asks for a code.
    @Presents public var twoFactor: ObservedTwoFactorFeature.State?

    /// Whether the form can be sent: a plausible email address and a non-empty password.
    public var isFormValid: Bool { canLogIn }

    /// Creates the state of the login screen, empty.
    public init(email: String = "", password: Redacted<String> = "") {
      self.email = email
      self.password = password
      self.isLoginRequestInFlight = false
    }
  }

  /// Everything that can happen on the login screen.
  public enum Action: Equatable, Sendable, ViewAction {
    /// The failure alert.
    case alert(PresentationAction<Alert>)
    /// What the feature tells its parent.
    case delegate(Delegate)
    /// The service answered the email and password.
    case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
    /// The two-factor sheet.
    case twoFactor(PresentationAction<ObservedTwoFactorFeature.Action>)
    /// What the view sends.
    case view(View)

    /// The failure alert has only a dismiss button.
    public enum Alert: Equatable, Sendable {}
    /// What the feature tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user is signed in.
      case didLogIn(User)
    }
    /// What the view sends.
    public enum View: BindableAction, Equatable, Sendable {
      /// A form field changed.
      case binding(BindingAction<State>)
      /// The user asked to log in.
      case loginButtonTapped
      /// The screen appeared.
      case onAppear
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// Creates the feature.
  public init() {}

  /// Applies the form's bindings, runs the login and passes on the two-factor step's success.
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.loginButtonTapped):
        return state.logIn(with: authenticationClient) { .loginResponse($0) }
      case let .loginResponse(response):
        guard let user = state.finishLogIn(response) else { return .none }
        return .send(.delegate(.didLogIn(user)))
      case let .twoFactor(.presented(.delegate(.didAuthenticate(user)))):
        state.twoFactor = nil
        return .send(.delegate(.didLogIn(user)))
      case .alert, .delegate, .twoFactor, .view(.binding), .view(.onAppear):
        return .none
      }
    }
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      ObservedTwoFactorFeature()
    }
    .ifLet(\.$alert, action: \.alert) {
      EmptyReducer()
    }
  }
}
