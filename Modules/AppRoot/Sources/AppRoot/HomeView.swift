import Auth
import HeadlessUI
import Runtime
import Search
import Settings

/// The home screen: the greeting, the account, the search, the favorites with their
/// forecasts, the open detail, and the settings sheet, rename sheet, remove alert and
/// clear-favorites dialog.
///
/// ```swift
/// let host = ViewHost(HomeView(store: store))
/// try host.tap("Settings")
/// ```
public struct HomeView: View {
  private let store: StoreOf<HomeFeature>

  /// Creates the home screen of `store`.
  public init(store: StoreOf<HomeFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      VStack {
        WithViewStore(store, observe: \.displayName) { viewStore in
          Text("Hello, \(viewStore.state)!").font(.headline)
        }
        Button("Settings") { store.send(.settingsButtonTapped) }
        AccountView(store: store.scope(state: \.account, action: { .account($0) }))
        SearchView(store: store.scope(state: \.search, action: { .search($0) }))
        favorites
        IfLetStore(store.scope(state: \.detail, action: { .detail($0) })) { store in
          FavoriteDetailView(store: store)
        }
      }
      .navigationTitle("Home")
    }
    .sheet(
      store: destinationStore,
      state: /HomeFeature.Destination.State.settings,
      action: HomeFeature.Destination.Action.settings
    ) { store in
      NavigationStack { SettingsView(store: store) }
    }
    .sheet(
      store: destinationStore,
      state: /HomeFeature.Destination.State.rename,
      action: HomeFeature.Destination.Action.rename
    ) { store in
      RenameFavoriteView(store: store)
    }
    .alert(
      store: destinationStore,
      state: /HomeFeature.Destination.State.alert,
      action: HomeFeature.Destination.Action.alert
    )
    .confirmationDialog(
      store: destinationStore,
      state: /HomeFeature.Destination.State.confirmationDialog,
      action: HomeFeature.Destination.Action.confirmationDialog
    )
  }

  /// The favorites section: one row per favorite, which a swipe deletes and a drag moves, or a
  /// hint when there are none.
  private var favorites: some View {
    Section("Favorites") {
      WithViewStore(store, observe: \.favorites.isEmpty) { viewStore in
        if viewStore.state {
          Text("No favorites yet: search a city, tap it, then \"Add to favorites\".")
            .foregroundColor(.gray)
        } else {
          List {
            ForEachStore(
              store.scope(state: \.favorites, action: { .favorite(id: $0, action: $1) })
            ) { store in
              FavoriteRowView(store: store)
            }
            .onDelete { viewStore.send(.favoritesDeleted(atOffsets: $0)) }
            .onMove { viewStore.send(.favoritesMoved(fromOffsets: $0, toOffset: $1)) }
          }
          Button("Clear favorites", role: .destructive) {
            viewStore.send(.clearFavoritesButtonTapped)
          }
        }
      }
    }
  }

  private var destinationStore:
    Store<
      PresentationState<HomeFeature.Destination.State>,
      PresentationAction<HomeFeature.Destination.Action>
    >
  {
    store.scope(state: \.$destination, action: { .destination($0) })
  }
}
