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

  /// This reducer as a function, with its ``body`` built once.
  ///
  /// Stores and composition operators call it when they are created, so a feature's body is
  /// built once per store instead of once per action. Do not implement it.
  func _makeReduce() -> (inout State, Action) -> Effect<Action>
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("\(Self.self) implements reduce(into:action:); its body must not be read.")
  }
}

extension Reducer {
  /// Calls ``reduce(into:action:)``.
  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    { self.reduce(into: &$0, action: $1) }
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// Builds ``body`` once and returns it as a function.
  public func _makeReduce() -> (inout State, Action) -> Effect<Action> {
    body._makeReduce()
  }
}

/// The reducer type of a feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
