import AppRoot
import Auth

extension AppFeature.State {
  /// The login screen's state, when nobody is signed in; setting it keeps the case.
  var login: LoginFeature.State? {
    get {
      guard case let .loggedOut(state) = self else { return nil }
      return state
    }
    set {
      guard let newValue, case .loggedOut = self else { return }
      self = .loggedOut(newValue)
    }
  }

  /// The home screen's state, when a user is signed in; setting it keeps the case.
  var home: HomeFeature.State? {
    get {
      guard case let .loggedIn(state) = self else { return nil }
      return state
    }
    set {
      guard let newValue, case .loggedIn = self else { return }
      self = .loggedIn(newValue)
    }
  }
}
