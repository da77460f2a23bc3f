import HeadlessUI
import Runtime

/// The rename sheet: a "Nickname" field, "Save" and "Cancel"; both close the sheet through the
/// feature's `@Dependency(\.dismiss)`.
///
/// ```swift
/// .sheet(store: destinationStore, state: /Destination.State.rename,
///        action: Destination.Action.rename) { RenameFavoriteView(store: $0) }
/// ```
public struct RenameFavoriteView: View {
  private let store: StoreOf<RenameFavoriteFeature>

  /// Creates the sheet of `store`.
  public init(store: StoreOf<RenameFavoriteFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      WithViewStore(store, observe: { $0 }) { viewStore in
        Form {
          TextField("Nickname", text: viewStore.$nickname)
          Text("Leave it empty to use the place's name.").foregroundColor(.gray)
          HStack {
            Button("Save") { viewStore.send(.saveButtonTapped) }
            Button("Cancel") { viewStore.send(.cancelButtonTapped) }
          }
        }
        .navigationTitle("Rename")
      }
    }
  }
}
