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
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }

  /// The chosen reducer's description.
  public func _describe() -> _ReducerDescription<First.State, First.Action> {
    switch self {
    case let .first(reducer): reducer._describe()
    case let .second(reducer): reducer._describe()
    }
  }
}

/// Two reducers run one after the other on the same action; their effects are merged.
///
/// ``ReducerBuilder`` creates it for each line of a body.
public struct _SequenceReducer<First: Reducer, Second: Reducer>: Reducer, ReducerOperator
where First.State == Second.State, First.Action == Second.Action {
  /// Both reducers as values, for the tree and the tracer.
  let reducers: Retained<(first: First, second: Second)>
  var first: (inout First.State, First.Action) -> Effect<First.Action>
  var second: (inout First.State, First.Action) -> Effect<First.Action>

  init(first: First, second: Second) {
    self.reducers = Retained((first, second))
    self.first = first.makeReduce()
    self.second = second.makeReduce()
  }

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first(&state, action)
    let secondEffect = second(&state, action)
    return .mergeSparse(firstEffect, secondEffect)
  }

  func operatorNodes(in state: First.State?) -> [ReducerNode] {
    reducers.value.first._describe().nodes(state) + reducers.value.second._describe().nodes(state)
  }

  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.first = reducers.value.first.makeReduce(tracedBy: tracer)
    traced.second = reducers.value.second.makeReduce(tracedBy: tracer)
    return traced
  }
}

/// Reducers of one type from a `for` loop in a reducer body, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer, ReducerOperator {
  let elements: [Element]
  var reducers: [(inout Element.State, Element.Action) -> Effect<Element.Action>]

  init(reducers: [Element]) {
    self.elements = reducers
    self.reducers = reducers.map { $0.makeReduce() }
  }

  public func reduce(
    into state: inout Element.State, action: Element.Action
  ) -> Effect<Element.Action> {
    .merge(reducers.map { $0(&state, action) })
  }

  func operatorNodes(in state: Element.State?) -> [ReducerNode] {
    elements.flatMap { $0._describe().nodes(state) }
  }

  func traced(by tracer: ReducerTracer) -> Self {
    var traced = self
    traced.reducers = elements.map { $0.makeReduce(tracedBy: tracer) }
    return traced
  }
}

/// An optional reducer, from an `if` without `else` in a reducer body: it does nothing when
/// absent.
extension Optional: Reducer where Wrapped: Reducer {
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    self?.reduce(into: &state, action: action) ?? .none
  }

  /// The wrapped reducer's description, or an empty reducer's.
  public func _describe() -> _ReducerDescription<Wrapped.State, Wrapped.Action> {
    self?._describe() ?? EmptyReducer()._describe()
  }
}
