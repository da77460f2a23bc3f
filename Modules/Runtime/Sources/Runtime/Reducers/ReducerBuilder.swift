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
