import Runtime
import Settings

extension HomeFeature {
  /// What the home screen presents, one at a time: the settings sheet, the rename sheet, the
  /// remove-favorite alert or the clear-favorites dialog.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// An enum reducer, written as TCA 1.8 writes one: the cases name the features, and
  /// `@Reducer` generates the rest from them (`State`, `Action`, their case paths, `body` with a
  /// `Scope` for `rename` and `settings`, and `scope(_:)`). The alert and the dialog are
  /// ephemeral cases: no reducer runs for them, and the presentation dismisses them after one
  /// of their buttons. Their buttons, `Action.Alert` and `Action.Dialog`, are declared in an
  /// extension of the generated `Action`, where transcripts and emitted tests have always named
  /// them (`AlertState<HomeFeature.Destination.Action.Alert>`).
  @Reducer
  public enum Destination {
    /// The confirmation before removing a favorite.
    case alert(AlertState<Action.Alert>)
    /// The confirmation before removing every favorite.
    case confirmationDialog(ConfirmationDialogState<Action.Dialog>)
    /// The form that renames a favorite.
    case rename(RenameFavoriteFeature)
    /// The settings sheet, with the notification settings inside.
    case settings(SettingsFeature)
  }
}

extension HomeFeature.Destination.State: Codable, Equatable, Sendable {}

extension HomeFeature.Destination.Action: Codable, Equatable, Sendable {
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
