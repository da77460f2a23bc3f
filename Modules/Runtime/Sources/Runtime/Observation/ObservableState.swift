/// State that views read straight from the store, re-rendering only when a field they read
/// changes: the observation era of TCA (1.7 and later).
///
/// ```swift
/// struct State: Equatable, ObservableState {
///   var results: [GeocodingSearch.Result] = []
///   var searchQuery = ""
/// }
///
/// // In a view:
/// ForEach(store.results) { location in Text(location.name) }
/// ```
///
/// It stands in for TCA's `@ObservableState` macro: Swift on Linux has no macros without a
/// third-party package, so the conformance is written out. Nothing else changes: fields stay
/// plain stored properties, and a view tracks what it read by comparing values after each
/// action, so a field a view reads should be `Equatable` (other fields re-render the view on
/// every change of the store).
public protocol ObservableState: SendableMetatype {}

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
    set { send(.binding(.set(keyPath, newValue).sentFromView())) }
  }
}
