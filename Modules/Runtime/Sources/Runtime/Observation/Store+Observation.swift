extension Store where State: ObservableState {
  /// Reads a field of the state, and tells the view being rendered that it depends on it:
  /// `store.results`, `store.weather?.id`.
  ///
  /// ```swift
  /// ForEach(store.results) { location in
  ///   Text(location.name)
  /// }
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let value = readState()[keyPath: keyPath]
    StateAccessRecorder.current?.record(
      keyPath, isUnchanged: unchangedCheck(keyPath, value: value), store: self, host: host,
      readState: readState)
    return value
  }

  /// Reads an `Equatable` field, which a view compares with its own `==` (the usual case).
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let value = readState()[keyPath: keyPath]
    StateAccessRecorder.current?.record(
      keyPath, isUnchanged: unchangedCheck(keyPath, value: value), store: self, host: host,
      readState: readState)
    return value
  }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field like the read-only subscript, and writes it by sending
  /// `.binding(.set(keyPath, newValue))`, so that `$store.field` is a binding.
  ///
  /// ```swift
  /// TextField("Message", text: $store.message)
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}
