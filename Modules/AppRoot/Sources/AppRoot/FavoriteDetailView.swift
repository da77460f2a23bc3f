import HeadlessUI
import Runtime

/// The detail of a favorite: its week of forecast (each day a button that pushes it), when it
/// was refreshed, and buttons to refresh, rename and close; it refreshes and starts its minute
/// ticker when it appears.
///
/// ```swift
/// IfLetStore(store.scope(state: \.detail, action: { .detail($0) })) {
///   FavoriteDetailView(store: $0)
/// }
/// ```
public struct FavoriteDetailView: View {
  private let store: StoreOf<FavoriteDetailFeature>

  /// What the detail shows. The title and the forecast are read out of their shared values
  /// here, so that a rename or a row's load gives a new view state.
  struct ViewState: Equatable {
    let title: String
    let days: [String]
    let refreshStatus: String
    let isRefreshing: Bool
    let errorMessage: String?

    init(_ state: FavoriteDetailFeature.State) {
      title = state.title
      days = state.forecast?.dailySummaries ?? []
      refreshStatus = FavoriteDetailView.refreshStatus(state)
      isRefreshing = state.isRefreshing
      errorMessage = state.errorMessage
    }
  }

  /// Creates the detail of `store`.
  public init(store: StoreOf<FavoriteDetailFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
      WithViewStore(store, observe: ViewState.init) { viewStore in
        Section(viewStore.title) {
          let days = viewStore.days
          ForEach(days.indices, id: \.self) { day in
            Button(days[day]) { viewStore.send(.dayTapped(day)) }
          }
          HStack {
            Text(viewStore.refreshStatus)
            if viewStore.isRefreshing {
              ProgressView()
            }
          }
          if let message = viewStore.errorMessage {
            Text("⚠️ \(message)").foregroundColor(.red)
          }
          HStack {
            Button("Refresh") { viewStore.send(.refreshButtonTapped) }
              .disabled(viewStore.isRefreshing)
            Button("Rename") { viewStore.send(.renameButtonTapped) }
            Button("Close") { viewStore.send(.closeButtonTapped) }
          }
        }
      }
    } destination: { screenStore in
      switch screenStore.case {
      case let .day(store): DayDetailView(store: store)
      }
    }
    .task { [store] in await store.send(.task).finish() }
  }

  /// "Refreshing…", "Refreshed just now" or "Refreshed 3 minutes ago".
  nonisolated private static func refreshStatus(_ state: FavoriteDetailFeature.State) -> String {
    switch (state.refreshedAt, state.minutesSinceRefresh) {
    case (nil, _): "Not refreshed yet"
    case (_, 0): "Refreshed just now"
    case (_, 1): "Refreshed 1 minute ago"
    case let (_, minutes): "Refreshed \(minutes) minutes ago"
    }
  }
}
