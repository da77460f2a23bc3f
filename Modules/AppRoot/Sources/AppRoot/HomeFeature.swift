import Auth
import Foundation
import Runtime
import Search
import Settings

/// The signed-in home screen: a greeting, the account, a weather search, the favorite places
/// with their forecasts, the detail of one favorite, and what it presents (settings, the
/// rename form, the remove alert and the clear-all dialog).
///
/// The features it holds never import each other. Their delegate actions meet here: Search's
/// "add to favorites" adds a row, the rename form's saved name renames the row. What several
/// features show is shared instead: the greeting, the account and the settings screen hold one
/// `@Shared` display name, which Settings writes; a row and its open detail hold one nickname
/// (the detail reads it) and one forecast (both refresh it).
///
/// ```swift
/// let store = Store(initialState: HomeFeature.State(user: user)) { HomeFeature() }
/// store.send(.search(.searchQueryChanged("Seoul")))
/// ```
public struct HomeFeature: Reducer {
  /// Everything on the home screen.
  public struct State: Codable, Equatable, Sendable {
    /// The name the greeting uses, shared with the account (which reads it) and the settings
    /// screen (which writes it).
    @Shared public var displayName: String
    /// The signed-in account and its log-out confirmation.
    public var account: AccountFeature.State
    /// The weather search.
    public var search: SearchFeature.State
    /// The favorite places, in the order they were added, or as the user moved them.
    public var favorites: IdentifiedArrayOf<FavoriteFeature.State>
    /// The detail of one favorite, when open.
    public var detail: FavoriteDetailFeature.State?
    /// What the screen presents: settings, the rename form, an alert or a dialog.
    @PresentationState public var destination: Destination.State?

    /// Creates the home screen of `user`, with no favorites unless given; a detail and a
    /// settings screen given share the values of their row and of the home screen.
    public init(
      user: User,
      search: SearchFeature.State = SearchFeature.State(),
      favorites: IdentifiedArrayOf<FavoriteFeature.State> = [],
      detail: FavoriteDetailFeature.State? = nil,
      destination: Destination.State? = nil
    ) {
      self._displayName = Shared(value: user.displayName)
      self.account = AccountFeature.State(user: user)
      self.search = search
      self.favorites = favorites
      self.detail = detail
      self.destination = destination
      shareValuesWithChildren()
    }

    private enum CodingKeys: String, CodingKey {
      case displayName, account, search, favorites, detail, destination
    }

    /// Decodes a home screen whose account and settings screen share its display name again,
    /// and whose detail shares its row's nickname and forecast, as the ones it made did: JSON
    /// keeps a value once in each place, not that it is one.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      _displayName = try container.decode(Shared<String>.self, forKey: .displayName)
      account = try container.decode(AccountFeature.State.self, forKey: .account)
      search = try container.decode(SearchFeature.State.self, forKey: .search)
      favorites = try container.decode(
        IdentifiedArrayOf<FavoriteFeature.State>.self, forKey: .favorites)
      detail = try container.decodeIfPresent(FavoriteDetailFeature.State.self, forKey: .detail)
      _destination = try container.decode(
        PresentationState<Destination.State>.self, forKey: .destination)
      shareValuesWithChildren()
    }

    /// Gives the account and the settings screen the display name, and the detail its row's
    /// nickname and forecast.
    private mutating func shareValuesWithChildren() {
      account.$displayName = SharedReader($displayName)
      if var detail, let row = favorites[id: detail.id] {
        detail.$nickname = SharedReader(row.$nickname)
        detail.$forecast = row.$forecast
        self.detail = detail
      }
      if case .settings(var settings)? = destination {
        settings.$savedDisplayName = $displayName
        destination = .settings(settings)
      }
    }
  }

  /// Everything that can happen on the home screen.
  ///
  /// `@CasePathable` gives it the case key paths, such as the `\.destination` that the
  /// presentation's `ifLet` names; the body's other operators keep seed 003's `/Action.case`.
  @CasePathable
  public enum Action: Codable, Equatable, Sendable {
    /// An action of the account section.
    case account(AccountFeature.Action)
    /// The user asked to remove every favorite; a confirmation dialog follows.
    case clearFavoritesButtonTapped
    /// An action of what the screen presents.
    case destination(PresentationAction<Destination.Action>)
    /// An action of the open detail.
    case detail(FavoriteDetailFeature.Action)
    /// An action of the favorite row `id`.
    case favorite(id: GeocodingSearch.Result.ID, action: FavoriteFeature.Action)
    /// The user swiped the favorite rows at `offsets` away: they go at once, with no alert.
    case favoritesDeleted(atOffsets: IndexSet)
    /// The user dragged the favorite rows at `offsets` before the row at `destination`.
    case favoritesMoved(fromOffsets: IndexSet, toOffset: Int)
    /// An action of the search.
    case search(SearchFeature.Action)
    /// The user asked for the settings sheet.
    case settingsButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.account, action: /Action.account) {
      AccountFeature()
    }
    Scope(state: \.search, action: /Action.search) {
      SearchFeature()
    }
    Reduce(self.core)
      .forEach(\.favorites, action: /Action.favorite(id:action:)) {
        FavoriteFeature()
      }
      .ifLet(\.detail, action: /Action.detail) {
        FavoriteDetailFeature()
      }
      .ifLet(\.$destination, action: \.destination)
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .account:
      return .none

    case .clearFavoritesButtonTapped:
      guard !state.favorites.isEmpty else { return .none }
      state.destination = .confirmationDialog(.clearFavorites(count: state.favorites.count))
      return .none

    case let .destination(.presented(destinationAction)):
      return handleDestinationAction(destinationAction, state: &state)

    case .destination(.dismiss):
      return Self.savingSettings(of: state)

    case .detail(.closeButtonTapped):
      state.detail = nil
      return .none

    case .detail(.renameButtonTapped):
      guard let detail = state.detail else { return .none }
      state.destination = .rename(
        RenameFavoriteFeature.State(favoriteID: detail.id, nickname: detail.title)
      )
      return .none

    case .detail:
      return .none

    case let .favorite(id, .removeButtonTapped):
      guard let favorite = state.favorites[id: id] else { return .none }
      state.destination = .alert(.removeFavorite(favorite))
      return .none

    case let .favorite(id, .rowTapped):
      guard let favorite = state.favorites[id: id], state.detail?.id != id else { return .none }
      // Another favorite's detail is another child: `ifLet` cancels the old one's effects.
      state.detail = FavoriteDetailFeature.State(favorite: favorite)
      return .none

    case .favorite:
      return .none

    case let .favoritesDeleted(offsets):
      // An offset past the end (a script can send one) names no row.
      let favorites = state.favorites
      let offsets = offsets.filteredIndexSet { favorites.indices.contains($0) }
      // `forEach` cancels the effects of the rows that go; the detail of one goes with it.
      if offsets.contains(where: { favorites[$0].id == state.detail?.id }) {
        state.detail = nil
      }
      state.favorites.remove(atOffsets: offsets)
      return .none

    case let .favoritesMoved(offsets, destination):
      state.favorites.move(fromOffsets: offsets, toOffset: destination)
      return .none

    case let .search(.delegate(.addToFavoritesTapped(place))):
      guard state.favorites[id: place.id] == nil else { return .none }
      state.favorites.append(FavoriteFeature.State(place: place))
      return .none

    case .search:
      return .none

    case .settingsButtonTapped:
      state.destination = .settings(SettingsFeature.State(displayName: state.$displayName))
      return .none
    }
  }

  /// Saves at once the changes of the settings sheet `state` presents, whose waiting save
  /// would go with it: the effect of dismissing the sheet, or of leaving the home screen.
  static func savingSettings<ParentAction>(of state: State) -> Effect<ParentAction> {
    guard case .settings(let settings)? = state.destination else { return .none }
    return SettingsFeature().savingChanges(of: settings)
  }

  private func handleDestinationAction(
    _ action: Destination.Action, state: inout State
  ) -> Effect<Action> {
    switch action {
    case let .alert(.confirmRemove(id)):
      state.favorites.remove(id: id)
      if state.detail?.id == id { state.detail = nil }
      return .none

    case .confirmationDialog(.clearFavorites):
      state.favorites.removeAll()
      state.detail = nil
      return .none

    case let .rename(.delegate(.nicknameChanged(id, nickname))):
      // The open detail reads the row's nickname: one write renames both.
      state.favorites[id: id]?.$nickname.withLock { $0 = nickname }
      return .none

    case .rename, .settings:
      return .none
    }
  }
}
