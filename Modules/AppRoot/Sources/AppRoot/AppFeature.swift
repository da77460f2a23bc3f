import Auth
import Runtime

/// The whole app: the login screen while nobody is signed in, the home screen afterwards.
///
/// Each case runs its own feature through `ifCaseLet`, after a `Reduce` that switches cases on
/// the features' delegate actions: a finished login (with or without a second factor) opens the
/// home screen, and the account's log-out goes back to an empty login screen. Leaving a case
/// cancels every effect its feature started, so a late login response or a running forecast
/// load can never reach the other side.
///
/// ```swift
/// let store = Store(initialState: AppFeature.initialState) { AppFeature() }
/// ```
public struct AppFeature: Reducer {
  /// Who is signed in decides the screen.
  @CasePathable
  public enum State: Codable, Equatable, Sendable {
    /// Nobody is signed in: the login form.
    case loggedOut(LoginFeature.State)
    /// A user is signed in: the home screen.
    case loggedIn(HomeFeature.State)
  }

  /// The actions of the screen in the current case.
  public enum Action: Codable, Equatable, Sendable {
    /// An action of the login screen.
    case loggedOut(LoginFeature.Action)
    /// An action of the home screen.
    case loggedIn(HomeFeature.Action)
  }

  /// The state the app starts from: an empty login form.
  public static var initialState: State { .loggedOut(LoginFeature.State()) }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .loggedOut(.delegate(.didLogIn(user))):
        state = .loggedIn(HomeFeature.State(user: user))
        return .none

      case .loggedIn(.account(.delegate(.didLogOut))):
        // A settings change still waiting to be saved is saved, not lost with the screen.
        let leaving: Effect<Action> =
          if case .loggedIn(let home) = state { HomeFeature.savingSettings(of: home) } else {
            .none
          }
        state = .loggedOut(LoginFeature.State())
        return leaving

      case .loggedOut, .loggedIn:
        return .none
      }
    }
    .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) {
      LoginFeature()
    }
    .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
      HomeFeature()
    }
  }
}
