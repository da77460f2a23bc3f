/// Marks a state field that a view may write directly through a binding.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var displayName = ""
///   var isLoading = false   // not bindable: the view can only read it
/// }
/// ```
///
/// Bind it from a view with `viewStore.$displayName`; the write arrives as
/// `.binding(.set(\.$displayName, newValue))` and ``BindingReducer`` applies it.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Creates bindable state.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$field` key paths reach it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Codable where Value: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

/// Lets code that only has a type ask whether it is a ``BindingState``.
protocol BindingStateProtocol {}

extension BindingState: BindingStateProtocol {}

/// A field of a view's own state that stays bound to a ``BindingState`` field of the store.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var enableNotifications: Bool
///
///   init(bindingViewStore: BindingViewStore<SettingsFeature.State>) {
///     self._enableNotifications = bindingViewStore.$enableNotifications
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
  /// The value when the view state was made.
  public let wrappedValue: Value
  private let binding: Binding<Value>

  init(wrappedValue: Value, binding: Binding<Value>) {
    self.wrappedValue = wrappedValue
    self.binding = binding
  }

  /// The binding that writes through to the store.
  public var projectedValue: Binding<Value> { binding }

  /// A view-state field bound to a property of this one's value, which writes the whole value
  /// back: `bindingViewStore.$settings.displayName`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> BindingViewState<Member> {
    // A key path is an immutable value; the binding only reads it on the main actor.
    nonisolated(unsafe) let keyPath = keyPath
    let binding = binding
    return BindingViewState<Member>(
      wrappedValue: wrappedValue[keyPath: keyPath],
      binding: Binding(
        get: { binding.wrappedValue[keyPath: keyPath] },
        set: { member in
          var value = binding.wrappedValue
          value[keyPath: keyPath] = member
          binding.wrappedValue = value
        }
      )
    )
  }
}

extension BindingViewState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension BindingViewState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

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

  /// Creates a view of `state` whose bindings read the store with `readState` and write
  /// through `send`.
  package init(
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
        set: { sendBinding(.set(keyPath, $0).sentFromView()) }
      )
    )
  }
}
