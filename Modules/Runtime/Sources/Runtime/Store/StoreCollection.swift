extension Store where State: ObservableState, Action: CasePathable {
  /// The stores of the elements of an identified array in this store's state, in order, for a
  /// view to show one row per element.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///   TodoView(store: todoStore)
  /// }
  /// ```
  ///
  /// A view that reads it renders again when the elements' ids change (one added, removed or
  /// moved); each row observes its own store. An element keeps its store while it is in the
  /// array, so a row stays the same row from one render to the next. Scoping a store that was
  /// scoped by closures this way reports an issue: that store, and so its rows, would be new at
  /// each render.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    reportUnlessCached()
    let elements = cachedObject(for: ScopeID(state: toElements, action: toElementAction)) {
      ElementStoreCache(
        store: scope(
          state: { $0[keyPath: toElements] },
          action: { [embed = Action.casePath(toElementAction).embed] in
            embed(.element(id: $0.0, action: $0.1))
          }))
    }
    let ids = self[dynamicMember: toElements.appending(path: \.ids)]
    return elements.stores(for: ids)
  }
}

/// The store of each element of one collection store, kept while the element is in the array.
@MainActor
private final class ElementStoreCache<ID: Hashable, Element, ElementAction> {
  private let store: Store<IdentifiedArray<ID, Element>, (ID, ElementAction)>
  private var stores: [ID: Store<Element, ElementAction>] = [:]

  init(store: Store<IdentifiedArray<ID, Element>, (ID, ElementAction)>) {
    self.store = store
  }

  /// The stores of the elements `ids`, in order; forgets those of elements no longer there.
  func stores(for ids: [ID]) -> [Store<Element, ElementAction>] {
    if stores.count > ids.count {
      let current = Set(ids)
      stores = stores.filter { current.contains($0.key) }
    }
    return ids.compactMap { id in
      if let existing = stores[id] { return existing }
      let made = store.element(id: id)
      stores[id] = made
      return made
    }
  }
}
