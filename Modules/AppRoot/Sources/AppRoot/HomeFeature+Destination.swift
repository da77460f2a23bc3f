import Runtime
import Settings

extension HomeFeature {
  /// What the home screen presents, one at a time: the settings sheet, the rename sheet, the
  /// remove-favorite alert or the clear-favorites dialog.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// ```
  public struct Destination: Reducer {
    /// The presented feature's state.
    public enum State: Codable, Equatable, Sendable {
      /// The confirmation before removing a favorite.
      case alert(AlertState<Action.Alert>)
      /// The confirmation before removing every favorite.
      case confirmationDialog(ConfirmationDialogState<Action.Dialog>)
      /// The form that renames a favorite.
      case rename(RenameFavoriteFeature.State)
      /// The settings sheet, with the notification settings inside.
      case settings(SettingsFeature.State)
    }

    /// The presented feature's actions.
    public enum Action: Codable, Equatable, Sendable {
      /// A button of the remove alert.
      case alert(Alert)
      /// A button of the clear-favorites dialog.
      case confirmationDialog(Dialog)
      /// An action of the rename form.
      case rename(RenameFavoriteFeature.Action)
      /// An action of the settings sheet.
      case settings(SettingsFeature.Action)

      /// The buttons of the remove alert.
      public enum Alert: Codable, Equatable, Sendable {
        /// Remove the favorite `id` for real.
        case confirmRemove(id: Int)
      }

      /// The buttons of the clear-favorites dialog.
      public enum Dialog: Codable, Equatable, Sendable {
        /// Remove every favorite for real.
        case clearFavorites
      }
    }

    /// Creates the reducer.
    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: /State.rename, action: /Action.rename) {
        RenameFavoriteFeature()
      }
      Scope(state: /State.settings, action: /Action.settings) {
        SettingsFeature()
      }
    }
  }
}

extension AlertState where Action == HomeFeature.Destination.Action.Alert {
  /// The confirmation shown before `favorite` is removed.
  ///
  /// ```swift
  /// state.destination = .alert(.removeFavorite(favorite))
  /// ```
  public static func removeFavorite(_ favorite: FavoriteFeature.State) -> Self {
    AlertState {
      TextState("Remove \(favorite.title)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemove(id: favorite.id)) {
        TextState("Remove")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("\(favorite.title) will no longer be among your favorites.")
    }
  }
}

extension ConfirmationDialogState where Action == HomeFeature.Destination.Action.Dialog {
  /// The confirmation shown before all `count` favorites are removed.
  ///
  /// ```swift
  /// state.destination = .confirmationDialog(.clearFavorites(count: 2))
  /// ```
  public static func clearFavorites(count: Int) -> Self {
    ConfirmationDialogState {
      TextState("Remove all \(count) favorite\(count == 1 ? "" : "s")?")
    } actions: {
      ButtonState(role: .destructive, action: .clearFavorites) { TextState("Clear all") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}
