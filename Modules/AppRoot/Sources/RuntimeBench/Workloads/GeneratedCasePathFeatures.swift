import Runtime

/// ``SessionFeature`` with the case paths that `@Reducer` generates, which extract with a
/// `switch` instead of reading enum metadata.
@Reducer
struct GeneratedSessionFeature {
  enum State: Equatable {
    case active(CounterFeature.State)
    case inactive(CounterFeature.State)
  }

  enum Action: Equatable {
    case active(CounterFeature.Action)
    case inactive(CounterFeature.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.active, action: \.active) { CounterFeature() }
      .ifCaseLet(\.inactive, action: \.inactive) { CounterFeature() }
  }
}

/// ``RowsFeature`` with the case paths that `@Reducer` generates and an `IdentifiedAction`.
@Reducer
struct GeneratedRowsFeature {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<RowsFeature.Row>
  }

  enum Action: Equatable {
    case rows(IdentifiedAction<Int, CounterFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { RowFeature() }
  }

  static func state(rows: Int) -> State {
    State(rows: RowsFeature.state(rows: rows).rows)
  }
}
