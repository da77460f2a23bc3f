import Runtime

/// One view per element of a store's `IdentifiedArray`, each with a store of its element.
///
/// ```swift
/// ForEachStore(store.scope(state: \.rows, action: { .row(id: $0, action: $1) })) { rowStore in
///   RowView(store: rowStore)
/// }
/// ```
///
/// The list re-renders only when the ids change (a row added, removed or moved); a row is
/// rendered when it appears and afterwards only when the state its own views observe changes.
/// After an action for one row, only that row's views check whether what they read changed,
/// so a change of one row of 1,000 costs what it costs in a list of one.
public struct ForEachStore<EachState, EachAction, ID: Hashable, Content: View>: View {
  /// A store of the elements whose actions carry their element's id.
  private typealias Elements = Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>

  private let store: Elements
  private let content: @MainActor (Store<EachState, EachAction>) -> Content

  /// Shows `content` for each element, with a store of that element.
  public init(
    _ store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<EachState, EachAction>) -> Content
  ) {
    self.store = store
    self.content = content
  }

  /// Shows `content` for each element of a store scoped in the observation era's spelling,
  /// whose actions are `IdentifiedAction`s.
  ///
  /// ```swift
  /// ForEachStore(store.scope(state: \.rows, action: \.rows)) { rowStore in
  ///   RowView(store: rowStore)
  /// }
  /// ```
  public init(
    _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<EachState, EachAction>) -> Content
  ) where ID: Sendable {
    self.store = store.cachedObject(for: ObjectIdentifier(Self.Elements.self)) {
      store.scope(state: { $0 }, action: { .element(id: $0.0, action: $0.1) })
    }
    self.content = content
  }

  public var body: some View {
    WithViewStore(store, observe: { $0.ids }) { viewStore in
      ForEach(viewStore.state, id: \.self) { id in
        CachedView { row(id: id) }
      }
    }
  }

  /// The view of the element `id`, or `nil` when it is gone.
  private func row(id: ID) -> Content? {
    store.element(id: id).map(content)
  }
}
