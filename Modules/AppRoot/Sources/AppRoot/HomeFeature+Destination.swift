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
  /// An enum reducer, TCA 1.8's `@Reducer enum Destination`: the cases name the features, and
  /// what the macro would generate from them (`State`, `Action`, their case paths, `body` and
  /// `scope(_:)`) is written out. The alert and the dialog are ephemeral cases: no reducer runs
  /// for them, and the presentation dismisses them after one of their buttons.
  public enum Destination: CaseReducer {
    /// The form that renames a favorite.
    case rename(RenameFavoriteFeature)
    /// The settings sheet.
    case settings(SettingsFeature)
    /// The confirmation before removing a favorite.
    case alert(AlertState<Action.Alert>)
    /// The confirmation before removing every favorite.
    case confirmationDialog(ConfirmationDialogState<Action.Dialog>)

    /// The presented feature's state.
    public enum State: CaseReducerState, CasePathable, Codable, Equatable, Sendable {
      public typealias StateReducer = Destination

      /// The confirmation before removing a favorite.
      case alert(AlertState<Action.Alert>)
      /// The confirmation before removing every favorite.
      case confirmationDialog(ConfirmationDialogState<Action.Dialog>)
      /// The form that renames a favorite.
      case rename(RenameFavoriteFeature.State)
      /// The settings sheet, with the notification settings inside.
      case settings(SettingsFeature.State)

      /// The paths to the feature cases: `\.rename`, `\.settings`.
      public struct AllCasePaths: Sendable {
        /// The path to `rename`.
        public var rename: AnyCasePath<State, RenameFavoriteFeature.State> { /State.rename }
        /// The path to `settings`.
        public var settings: AnyCasePath<State, SettingsFeature.State> { /State.settings }
      }

      public static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    /// The presented feature's actions.
    public enum Action: CasePathable, Codable, Equatable, Sendable {
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

      /// The paths to the feature cases: `\.rename`, `\.settings`.
      public struct AllCasePaths: Sendable {
        /// The path to `rename`.
        public var rename: AnyCasePath<Action, RenameFavoriteFeature.Action> { /Action.rename }
        /// The path to `settings`.
        public var settings: AnyCasePath<Action, SettingsFeature.Action> { /Action.settings }
      }

      public static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    public static var body: some ReducerOf<Self> {
      Scope(state: \.rename, action: \.rename) {
        RenameFavoriteFeature()
      }
      Scope(state: \.settings, action: \.settings) {
        SettingsFeature()
      }
    }

    /// The presented destination for a view: a store of the sheet, or the alert or dialog.
    public enum CaseScope {
      /// The rename form's store.
      case rename(StoreOf<RenameFavoriteFeature>)
      /// The settings sheet's store.
      case settings(StoreOf<SettingsFeature>)
      /// The remove alert.
      case alert(AlertState<Action.Alert>)
      /// The clear-favorites dialog.
      case confirmationDialog(ConfirmationDialogState<Action.Dialog>)
    }

    public static func scope(_ store: Store<State, Action>) -> CaseScope {
      switch store.currentState {
      case .rename: .rename(store.scope(state: \.rename, action: \.rename)!)
      case .settings: .settings(store.scope(state: \.settings, action: \.settings)!)
      case let .alert(alert): .alert(alert)
      case let .confirmationDialog(dialog): .confirmationDialog(dialog)
      }
    }
  }
}

extension HomeFeature.Action: CasePathable {
  /// The path to `destination`, which the presentation's `ifLet` names: `\.destination`.
  public struct AllCasePaths: Sendable {
    /// The path to `destination`.
    public var destination:
      AnyCasePath<HomeFeature.Action, PresentationAction<HomeFeature.Destination.Action>>
    { /HomeFeature.Action.destination }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
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
