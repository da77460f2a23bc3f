extension Store {
  /// A store of the element `id` of this store's identified array, or `nil` when there is no
  /// such element; its observers hear only about changes of that element.
  ///
  /// ```swift
  /// let rowStore = rowsStore.element(id: 3)   // Store<Row, Row.Action>?
  /// ```
  ///
  /// Once the element is removed, the store keeps reading the last value it read, so that a
  /// view leaving the screen can still render it.
  package func element<ID: Hashable, Element, ElementAction>(
    id: ID
  ) -> Store<Element, ElementAction>?
  where State == IdentifiedArray<ID, Element>, Action == (ID, ElementAction) {
    guard var last = readState()[id: id] else { return nil }
    let observers = child(for: ObjectIdentifier(ElementObservers<ID, Element>.self)) {
      ElementObservers(parent: host, readElements: readState)
    }
    let readElements = readState
    let sendToParent = sendAction
    return Store<Element, ElementAction>(
      host: observers.host(for: id),
      readState: {
        if let element = readElements()[id: id] { last = element }
        return last
      },
      send: { sendToParent((id, $0)) }
    )
  }
}
