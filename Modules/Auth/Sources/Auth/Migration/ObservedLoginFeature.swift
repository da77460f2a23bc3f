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
/// shared test suite drives the two views by label. Only the spelling differs: plain fields
/// instead of `@BindingState`, one `Action` enum instead of five kinds, `body` with `Reduce`
/// instead of a handler per kind, and case key paths (`\.view`, `\.twoFactor`).
public struct ObservedLoginFeature: Reducer {
  /// The form, the request in flight and what is presented.
  public struct State: Equatable, LoginForm, ObservableState, Sendable {
    /// The email address typed so far.
    public var email: String
    /// The password typed so far; it prints masked.
    public var password: Redacted<String>
    /// Whether the login request is running.
    public var isLoginRequestInFlight: Bool
    /// The alert shown when the login fails.
    @PresentationState public var alert: AlertState<Action.Alert>? = nil
    /// The two-factor sheet, presented when the account asks for a code.
    @PresentationState public var twoFactor: ObservedTwoFactorFeature.State? = nil

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

/// What TCA's `@Reducer` gives `Action` through `@CasePathable`, written out (Swift on Linux has
/// no macros without a third-party package), for the cases the body names: `\.view`,
/// `\.twoFactor` and `\.alert`.
extension ObservedLoginFeature.Action: CasePathable {
  /// The path to each case the body names.
  public struct AllCasePaths: Sendable {
    /// The path to `alert`.
    public var alert: AnyCasePath<ObservedLoginFeature.Action, PresentationAction<Alert>> {
      /ObservedLoginFeature.Action.alert
    }
    /// The path to `twoFactor`.
    public var twoFactor:
      AnyCasePath<
        ObservedLoginFeature.Action, PresentationAction<ObservedTwoFactorFeature.Action>
      >
    { /ObservedLoginFeature.Action.twoFactor }
    /// The path to `view`.
    public var view: AnyCasePath<ObservedLoginFeature.Action, View> {
      /ObservedLoginFeature.Action.view
    }
  }

  /// The paths to the cases the body names.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
