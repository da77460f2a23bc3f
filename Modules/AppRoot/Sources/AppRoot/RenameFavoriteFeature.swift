import Foundation
import Runtime
import Search

/// A small sheet that renames a favorite; it closes itself with `@Dependency(\.dismiss)`.
///
/// Saving announces `.delegate(.nicknameChanged(id:nickname:))` (an empty name goes back to the
/// place's own name), then dismisses; cancelling only dismisses.
///
/// ```swift
/// state.destination = .rename(RenameFavoriteFeature.State(favoriteID: 1, nickname: "Home"))
/// ```
public struct RenameFavoriteFeature: Reducer, Sendable {
  /// The favorite being renamed and the name typed so far.
  public struct State: Codable, Equatable, Sendable {
    /// The id of the favorite being renamed.
    public var favoriteID: GeocodingSearch.Result.ID
    /// The name typed so far.
    @BindingState public var nickname: String

    /// Creates the form for the favorite `favoriteID`, prefilled with `nickname`.
    public init(favoriteID: GeocodingSearch.Result.ID, nickname: String) {
      self.favoriteID = favoriteID
      self.nickname = nickname
    }
  }

  /// What the form can do.
  public enum Action: BindableAction, Codable, Equatable, Sendable {
    /// The name field changed.
    case binding(BindingAction<State>)
    /// The user closed the form without saving.
    case cancelButtonTapped
    /// What the form tells the home screen.
    case delegate(Delegate)
    /// The user saved the name.
    case saveButtonTapped

    /// What the form tells the home screen.
    public enum Delegate: Codable, Equatable, Sendable {
      /// The favorite `id` is now called `nickname`; `nil` means its place's own name.
      case nicknameChanged(id: GeocodingSearch.Result.ID, nickname: String?)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case .saveButtonTapped:
        let trimmed = state.nickname.trimmingCharacters(in: .whitespacesAndNewlines)
        let change = Action.Delegate.nicknameChanged(
          id: state.favoriteID, nickname: trimmed.isEmpty ? nil : trimmed
        )
        return .run { send in
          await send(.delegate(change))
          await dismiss()
        }
      }
    }
  }
}
