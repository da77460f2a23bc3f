@_exported import Observation

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
/// Write `@ObservableState` on the state to make its fields observable with the toolchain's
/// `Observation` (`withObservationTracking`), as TCA's macro does: each stored `var` then reads
/// and writes through an ``ObservationStateRegistrar``, and the state has an identity
/// (`_$id`) that survives copies.
///
/// A conformance can also be written out by hand, as before the macro: fields stay plain stored
/// properties, every read of `_$id` is a new identity, and `_$willModify()` does nothing.
/// Either way a view tracks what it read by comparing values after each action, so a field a
/// view reads should be `Equatable` (other fields re-render the view on every change of the
/// store).
public protocol ObservableState: Observable, SendableMetatype {
  /// The identity of this state value: copies share it, and a change through
  /// `_$willModify()` gives a new one.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, before it is changed in place.
  mutating func _$willModify()
}

extension ObservableState {
  /// A state without a registrar has no lasting identity: each read is a new one, so that it
  /// is never taken for an unchanged value.
  public var _$id: ObservableStateID { ObservableStateID() }

  /// A state without a registrar has no identity to renew.
  public mutating func _$willModify() {}
}

extension Store where State: ObservableState {
  /// The whole current state: `store.state`. A view that reads it depends on all of it.
  ///
  /// ```swift
  /// #expect(store.state == .loggedIn(LoggedIn.State()))
  /// ```
  public var state: State { self[dynamicMember: \.self] }

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

/// Makes a feature's state observable: views and `withObservationTracking` hear of changes to
/// exactly the fields they read, and the state gets an identity that survives copies.
///
/// ```swift
/// struct Counter: Reducer {
///   @ObservableState
///   struct State: Equatable {
///     var count = 0
///     @Presents var alert: AlertState<Action.Alert>?
///   }
///   // ...
/// }
/// ```
///
/// On an enum of states (`@ObservableState enum Path { case detail(Detail.State) }`) the
/// identity is the current case's payload's.
@attached(extension, conformances: Observable, ObservableState)
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(shouldNotifyObservers), named(CodingKeys))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "RuntimeMacros", type: "ObservableStateMacro")

/// Tracks a stored property of `@ObservableState` state; `@ObservableState` adds it to each
/// stored `var`, so it is rarely written by hand.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @ObservationStateTracked var count = 0   // what `var count = 0` becomes
/// }
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "RuntimeMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of `@ObservableState` state unobserved: reading it registers
/// nothing and changing it tells no observer.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var query = ""
///   @ObservationStateIgnored var cache: [String: Result] = [:]
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "ObservationStateIgnoredMacro")
