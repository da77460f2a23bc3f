import Runtime

/// A list of counters composed with `forEach`.
struct RowsFeature: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
  }

  enum Action: Equatable {
    case row(id: Int, action: CounterFeature.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row(id:action:)) {
        RowFeature()
      }
  }

  static func state(rows: Int) -> State {
    State(rows: IdentifiedArray(uniqueElements: (0..<rows).map { Row(id: $0) }))
  }
}

/// Counts the increments of one row.
struct RowFeature: Reducer {
  func reduce(
    into row: inout RowsFeature.Row, action: CounterFeature.Action
  ) -> Effect<CounterFeature.Action> {
    if case .increment = action { row.count += 1 }
    return .none
  }
}
