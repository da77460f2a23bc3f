/// A feature's logic: how its state changes for each action, and which effects follow.
///
/// Implement either ``reduce(into:action:)`` for a leaf feature or ``body`` to compose others:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of ``body``: another reducer, or `Never` when ``reduce(into:action:)`` is written.
  associatedtype Body

  /// Changes `state` for `action` and returns the effect to run next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is composed of.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// What this reducer is made of: its nodes in the tree that ``explain(in:)`` returns, and how
  /// to build the function a store runs, plain or reporting to a tracer. Do not implement it.
  func _describe() -> _ReducerDescription<State, Action>
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("\(Self.self) implements reduce(into:action:); its body must not be read.")
  }
}

extension Reducer {
  /// A feature that implements ``reduce(into:action:)`` is a leaf of the tree, and a traced run
  /// reports the changes it makes and the effects it returns.
  public func _describe() -> _ReducerDescription<State, Action> {
    .leaf(.feature, named: typeName(Self.self)) { self.reduce(into: &$0, action: $1) }
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// A feature with a ``body`` is a node whose children are its body's reducers; it runs its
  /// body, built once.
  public func _describe() -> _ReducerDescription<State, Action> {
    body._describe().feature(named: typeName(Self.self))
  }
}

/// The reducer type of a feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// Makes a struct a ``Reducer``, or an enum whose cases hold features a ``CaseReducer``.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
///
/// @Reducer
/// enum Destination {
///   case counter(Counter)
///   case alert(AlertState<Alert>)
///   enum Alert { case confirmTapped }
/// }
/// extension Destination.State: Equatable {}
/// ```
///
/// On a struct it marks a nested `State` or `Action` enum `@CasePathable` (`State` also
/// `@dynamicMemberLookup`), gives `body` its `@ReducerBuilder`, and adds the conformance. On an
/// enum it generates `State`, `Action`, the static `body` (one `Scope` per feature case),
/// `CaseScope` and `scope(_:)` for `store.case`, and the `CaseReducer` conformance.
@attached(
  member, names: named(State), named(Action), named(init), named(body), named(CaseScope),
  named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "RuntimeMacros", type: "ReducerMacro")
