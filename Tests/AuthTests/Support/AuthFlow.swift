import Auth
import Runtime

/// A parent of the auth features, as an app root would be: the login screen until
/// `didLogIn`, then the account screen until `didLogOut`.
struct AuthFlow: Reducer {
  struct State: Equatable {
    var login = LoginFeature.State()
    var account: AccountFeature.State?
  }

  enum Action: Equatable {
    case login(LoginFeature.Action)
    case account(AccountFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: /Action.login) {
      LoginFeature()
    }
    Reduce { state, action in
      switch action {
      case let .login(.delegate(.didLogIn(user))):
        state.login = LoginFeature.State()
        state.account = AccountFeature.State(user: user)
      case .account(.delegate(.didLogOut)):
        state.account = nil
      case .login, .account:
        break
      }
      return .none
    }
    .ifLet(\.account, action: /Action.account) {
      AccountFeature()
    }
  }
}
