import Runtime

/// The flat counter every send workload bottoms out in.
struct CounterFeature: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case ping
    case pong
    case pingRun
    case startLongEffect
    case cancelLongEffects
  }

  enum CancelID { case long }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .ping:
      return .send(.pong)
    case .pong:
      state.count += 1
      return .none
    case .pingRun:
      return .run { send in await send(.pong) }
    case .startLongEffect:
      return .run { _ in try await clock.sleep(for: .seconds(3600)) }
        .cancellable(id: CancelID.long)
    case .cancelLongEffects:
      return .cancel(id: CancelID.long)
    }
  }
}
