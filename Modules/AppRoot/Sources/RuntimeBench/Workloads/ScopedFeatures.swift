import Runtime

/// The middle level of the three-level `Scope` workload: App → Feature → Counter.
struct MiddleFeature: Reducer {
  struct State: Equatable {
    var counter = CounterFeature.State()
  }

  enum Action: Equatable {
    case counter(CounterFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) {
      CounterFeature()
    }
  }
}

/// The top level of the three-level `Scope` workload.
struct TopFeature: Reducer {
  struct State: Equatable {
    var feature = MiddleFeature.State()
  }

  enum Action: Equatable {
    case feature(MiddleFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.feature, action: /Action.feature) {
      MiddleFeature()
    }
  }
}
