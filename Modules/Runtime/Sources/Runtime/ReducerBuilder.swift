/// Builds a reducer from the reducers listed in a body, running them from top to bottom.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Scope(state: \.search, action: /Action.search) { SearchFeature() }
///   Reduce { state, action in ... }
/// }
/// ```
///
/// Sequences, `if`/`else`, `if` without `else`, `switch`, and `for` loops over reducers of the
/// same type are supported.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1> {
    _SequenceReducer(first: accumulated, second: next)
  }

  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> _ConditionalReducer<First, Second> {
    .first(reducer)
  }

  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> _ConditionalReducer<First, Second> {
    .second(reducer)
  }

  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ArrayReducer<R> {
    _ArrayReducer(reducers: reducers)
  }

  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ wrapped: R) -> R {
    wrapped
  }
}

/// One of two reducers, chosen by an `if`/`else` or `switch` in a reducer body.
public enum _ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    _makeReduce()(&state, action)
  }

  /// The chosen reducer as a function, with its body built once.
  public func _makeReduce() -> (inout First.State, First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer._makeReduce()
    case let .second(reducer): reducer._makeReduce()
    }
  }

  public func _nodes(in state: First.State?) -> [ReducerNode] {
    switch self {
    case let .first(reducer): reducer._nodes(in: state)
    case let .second(reducer): reducer._nodes(in: state)
    }
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout First.State, First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer._makeTracedReduce(tracer)
    case let .second(reducer): reducer._makeTracedReduce(tracer)
    }
  }
}

/// Two reducers run one after the other on the same action; their effects are merged.
///
/// ``ReducerBuilder`` creates it for each line of a body.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// Both reducers as values, for the tree and the tracer.
  let reducers: Retained<(first: First, second: Second)>
  var first: (inout First.State, First.Action) -> Effect<First.Action>
  var second: (inout First.State, First.Action) -> Effect<First.Action>

  init(first: First, second: Second) {
    self.reducers = Retained((first, second))
    self.first = first._makeReduce()
    self.second = second._makeReduce()
  }

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first(&state, action)
    let secondEffect = second(&state, action)
    return .mergeSparse(firstEffect, secondEffect)
  }

  public func _nodes(in state: First.State?) -> [ReducerNode] {
    reducers.value.first._nodes(in: state) + reducers.value.second._nodes(in: state)
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout First.State, First.Action) -> Effect<First.Action> {
    var traced = self
    traced.first = reducers.value.first._makeTracedReduce(tracer)
    traced.second = reducers.value.second._makeTracedReduce(tracer)
    return traced._makeReduce()
  }
}

/// Reducers of one type from a `for` loop in a reducer body, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let elements: [Element]
  let reducers: [(inout Element.State, Element.Action) -> Effect<Element.Action>]

  init(reducers: [Element]) {
    self.elements = reducers
    self.reducers = reducers.map { $0._makeReduce() }
  }

  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    .merge(reducers.map { $0(&state, action) })
  }

  public func _nodes(in state: Element.State?) -> [ReducerNode] {
    elements.flatMap { $0._nodes(in: state) }
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout Element.State, Element.Action) -> Effect<Element.Action> {
    let traced = elements.map { $0._makeTracedReduce(tracer) }
    return { state, action in .merge(traced.map { $0(&state, action) }) }
  }
}

/// An optional reducer, from an `if` without `else` in a reducer body: it does nothing when
/// absent.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    _makeReduce()(&state, action)
  }

  /// The wrapped reducer as a function, with its body built once, or one that does nothing.
  public func _makeReduce() -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer._makeReduce()
    case .none: { _, _ in .none }
    }
  }

  public func _nodes(in state: Wrapped.State?) -> [ReducerNode] {
    self?._nodes(in: state) ?? []
  }

  public func _makeTracedReduce(
    _ tracer: ReducerTracer
  ) -> (inout Wrapped.State, Wrapped.Action) -> Effect<Wrapped.Action> {
    self?._makeTracedReduce(tracer) ?? { _, _ in .none }
  }
}
