import Runtime

/// Hands out bindings to the fields of an object a view holds: `$store.searchQuery`.
///
/// ```swift
/// struct SearchView: View {
///   @Bindable var store: StoreOf<Search>
///
///   var body: some View {
///     TextField("City", text: $store.searchQuery.sending(\.searchQueryChanged))
///   }
/// }
/// ```
///
/// SwiftUI's `@Bindable`, for the headless views.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, as `Bindable(store)` in a view body.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper, so that `$store.field` reaches the subscripts below.
  public var projectedValue: Self { self }

  /// A binding to a writable field of the object: for a store whose actions are
  /// `BindableAction`, `$store.message` writes `.binding(.set(\.message, newValue))`.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Binding<Member> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 }
    )
  }

  /// A field of a store's state that becomes a binding once it is told which action to send:
  /// `$store.searchQuery.sending(\.searchQueryChanged)`.
  public subscript<State: ObservableState, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> StoreBinding<State, Action, Member> where Value == Store<State, Action> {
    StoreBinding(store: wrappedValue, keyPath: keyPath)
  }
}

/// A field of a store's state, waiting for the action that writes it: see
/// ``sending(_:)``.
@MainActor
public struct StoreBinding<State: ObservableState, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A binding that reads the field and sends the action that `action` names with each value
  /// written.
  ///
  /// ```swift
  /// TextField("City", text: $store.searchQuery.sending(\.searchQueryChanged))
  /// ```
  public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value>
  where Action: CasePathable {
    let store = store
    let keyPath = keyPath
    let casePath = Action.casePath(action)
    return Binding(
      get: { store[dynamicMember: keyPath] },
      set: { store.send(casePath.embed($0)) }
    )
  }
}
