import Runtime

/// The runtime's send, composition, effect and store-creation workloads.
@MainActor
enum RuntimeWorkloads {
  static func run(_ initial: Harness) async -> Harness {
    var harness = initial
    harness.measure(
      "baseline send", group: "baseline",
      setup: {
        BaselineStore(state: CounterFeature.State()) { (state, _: CounterFeature.Action) in
          state.count += 1
        }
      }
    ) { baseline, iterations in
      for _ in 0..<iterations { baseline.send(.increment) }
    }
    measureSends(&harness)
    measureForEach(&harness)
    measureSharedWrites(&harness)
    await measureRoundTrips(&harness)
    harness.measure(
      "store creation + scope", group: "store", target: .atMost(nanoseconds: 2_000)
    ) { iterations in
      for _ in 0..<iterations {
        let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
        let child = store.scope(state: \.count, action: { $0 })
        blackHole(child)
      }
    }
    await measureCancellation(&harness)
    return harness
  }

  private static func measureSends(_ harness: inout Harness) {
    harness.measure(
      "flat send", group: "send", target: .atMost(nanoseconds: 100),
      setup: { Store(initialState: CounterFeature.State()) { CounterFeature() } }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.increment) }
    }
    harness.measure(
      "3-level Scope send", group: "send", target: .atMost(nanoseconds: 200),
      setup: { Store(initialState: TopFeature.State()) { TopFeature() } }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.feature(.counter(.increment))) }
    }
    harness.measure(
      "10-level ifLet send (root)", group: "send", target: .atMost(nanoseconds: 1_000),
      setup: { Store(initialState: TenLevels.state) { TenLevels.reducer } }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.increment) }
    }
    harness.measure(
      "10-level ifLet send (deepest)", group: "send", target: .atMost(nanoseconds: 1_000),
      setup: { Store(initialState: TenLevels.state) { TenLevels.reducer } }
    ) { store, iterations in
      let deepest = TenLevels.deepestIncrement
      for _ in 0..<iterations { store.send(deepest) }
    }
    harness.measure(
      "ifCaseLet send", group: "send", target: .atMost(nanoseconds: 200),
      setup: {
        Store(initialState: SessionFeature.State.active(CounterFeature.State())) {
          SessionFeature()
        }
      }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.active(.increment)) }
    }
    harness.measure(
      "ifCaseLet send, generated case paths", group: "send", target: .atMost(nanoseconds: 200),
      setup: {
        Store(initialState: GeneratedSessionFeature.State.active(CounterFeature.State())) {
          GeneratedSessionFeature()
        }
      }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.active(.increment)) }
    }
  }

  private static func measureForEach(_ harness: inout Harness) {
    for rows in [10, 1_000, 100_000] {
      harness.measure(
        "forEach send, \(rows) rows", group: "forEach", target: .atMost(nanoseconds: 300),
        setup: { Store(initialState: RowsFeature.state(rows: rows)) { RowsFeature() } }
      ) { store, iterations in
        for _ in 0..<iterations { store.send(.row(id: rows / 2, action: .increment)) }
      }
    }
    harness.measure(
      "forEach send, 1,000 rows, generated case paths", group: "forEach",
      target: .atMost(nanoseconds: 300),
      setup: {
        Store(initialState: GeneratedRowsFeature.state(rows: 1_000)) { GeneratedRowsFeature() }
      }
    ) { store, iterations in
      for _ in 0..<iterations { store.send(.rows(.element(id: 500, action: .increment))) }
    }
  }

  private static func measureSharedWrites(_ harness: inout Harness) {
    let (plainState, plainReducer) = ThreeHoldersFeature<Int>.plain
    let plain = Store(initialState: plainState) { plainReducer }
    let (sharedState, sharedReducer) = ThreeHoldersFeature<Shared<Int>>.shared
    let shared = Store(initialState: sharedState) { sharedReducer }
    harness.measureInTurns(
      [
        (
          "plain write, 3 features", nil,
          { iterations in for _ in 0..<iterations { plain.send(.first(.increment)) } }
        ),
        (
          "shared write, held by 3 features",
          .atMost(2, times: "plain write, 3 features", turnByTurn: true),
          { iterations in for _ in 0..<iterations { shared.send(.first(.increment)) } }
        ),
      ],
      group: "shared"
    )
  }

  private static func measureRoundTrips(_ harness: inout Harness) async {
    let sendStore = Store(initialState: CounterFeature.State()) { CounterFeature() }
    await harness.measure(
      "round trip: .send", group: "round trip", target: .atMost(nanoseconds: 1_000)
    ) { iterations in
      for _ in 0..<iterations { await sendStore.send(.ping).finish() }
    }
    let runStore = Store(initialState: CounterFeature.State()) { CounterFeature() }
    await harness.measure(
      "round trip: .run", group: "round trip", target: .atMost(nanoseconds: 10_000)
    ) { iterations in
      for _ in 0..<iterations { await runStore.send(.pingRun).finish() }
    }
  }

  private static func measureCancellation(_ harness: inout Harness) async {
    guard harness.shouldRun("cancel 10,000 in-flight effects") else { return }
    var samples: [Double] = []
    for _ in 0..<harness.sampleCount {
      let clock = TestClock()
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      for _ in 0..<10_000 { store.send(.startLongEffect) }
      await Task.megaYield()
      let elapsed = ContinuousClock().measure { store.send(.cancelLongEffects) }
      precondition(store.inFlightEffectCount == 0)
      samples.append(Formatting.nanoseconds(elapsed))
    }
    harness.record("cancel 10,000 in-flight effects", group: "effects", samples: samples)
  }
}

/// Keeps a value alive so the optimizer cannot remove the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
