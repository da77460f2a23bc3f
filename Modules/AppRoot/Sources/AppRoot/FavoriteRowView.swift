import HeadlessUI
import Runtime

/// One favorite: a button with its name that opens the detail, today's range, progress while
/// it loads, and a "Remove <name>" button; it loads its forecast when it appears.
///
/// ```swift
/// ForEachStore(store.scope(state: \.favorites, action: { .favorite(id: $0, action: $1) })) {
///   FavoriteRowView(store: $0)
/// }
/// ```
public struct FavoriteRowView: View {
  private let store: StoreOf<FavoriteFeature>

  /// What the row shows. The title and the forecast are read out of their shared values
  /// here, so that a change the open detail makes gives a new view state.
  struct ViewState: Equatable {
    let title: String
    let summary: String?
    let isLoading: Bool
    let errorMessage: String?

    init(_ state: FavoriteFeature.State) {
      title = state.title
      summary = state.forecast?.todaySummary
      isLoading = state.isLoading
      errorMessage = state.errorMessage
    }
  }

  /// Creates the row of `store`.
  public init(store: StoreOf<FavoriteFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(store, observe: ViewState.init) { viewStore in
      HStack {
        Button(viewStore.title) { viewStore.send(.rowTapped) }
        if let summary = viewStore.summary {
          Text(summary)
        }
        if viewStore.isLoading {
          ProgressView()
        }
        if let message = viewStore.errorMessage {
          Text("⚠️ \(message)").foregroundColor(.red)
        }
        Button("Remove \(viewStore.title)", role: .destructive) {
          viewStore.send(.removeButtonTapped)
        }
      }
    }
    .task { [store] in await store.send(.task).finish() }
  }
}
