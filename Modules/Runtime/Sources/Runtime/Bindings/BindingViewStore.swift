/// A view of a store's state from which view state can take ``BindingViewState`` fields.
///
/// ```swift
/// WithViewStore(store, observe: ViewState.init) { viewStore in ... }
/// ```
///
/// It is not bound to an actor, so a plain `ViewState` initializer can take one; the bindings it
/// hands out read and write the store on the main actor.
@dynamicMemberLookup
public struct BindingViewStore<State> {
  private let state: State
  private let readState: @MainActor () -> State
  private let sendBinding: @MainActor (BindingAction<State>) -> Void

  init(
    state: State,
    readState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (BindingAction<State>) -> Void
  ) {
    self.state = state
    self.readState = readState
    self.sendBinding = send
  }

  /// Reads a field of the state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A view-state field bound to the bindable field at `keyPath`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let readState = readState
    let sendBinding = sendBinding
    // A key path is an immutable value; the closures only read it on the main actor.
    nonisolated(unsafe) let keyPath = keyPath
    return BindingViewState(
      wrappedValue: state[keyPath: keyPath].wrappedValue,
      binding: Binding(
        get: { readState()[keyPath: keyPath].wrappedValue },
        set: { sendBinding(.set(keyPath, $0)) }
      )
    )
  }
}
