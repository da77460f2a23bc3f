import AppRoot
import Settings

extension HomeFeature.Destination.State {
  /// The settings sheet's state, when it is presented; setting it keeps the case.
  var settings: SettingsFeature.State? {
    get {
      guard case let .settings(state) = self else { return nil }
      return state
    }
    set {
      guard let newValue, case .settings = self else { return }
      self = .settings(newValue)
    }
  }

  /// The rename form's state, when it is presented; setting it keeps the case.
  var rename: RenameFavoriteFeature.State? {
    get {
      guard case let .rename(state) = self else { return nil }
      return state
    }
    set {
      guard let newValue, case .rename = self else { return }
      self = .rename(newValue)
    }
  }
}
