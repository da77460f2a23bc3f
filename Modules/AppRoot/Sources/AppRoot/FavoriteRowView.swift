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

  /// Creates the row of `store`.
  public init(store: StoreOf<FavoriteFeature>) {
    self.store = store
  }

  public var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      HStack {
        Button(viewStore.title) { viewStore.send(.rowTapped) }
        if let summary = viewStore.forecast?.todaySummary {
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
