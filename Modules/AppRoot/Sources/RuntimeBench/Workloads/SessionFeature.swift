import Runtime

/// An enum state run with `ifCaseLet`, like the app's logged-in / logged-out root.
struct SessionFeature: Reducer {
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
      .ifCaseLet(/State.active, action: /Action.active) { CounterFeature() }
      .ifCaseLet(/State.inactive, action: /Action.inactive) { CounterFeature() }
  }
}
