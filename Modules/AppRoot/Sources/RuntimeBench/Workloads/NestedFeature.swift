import Runtime

/// One level of the nested `ifLet` workload: an optional child one level deeper.
struct NestedFeature<Child: Reducer>: Reducer
where Child.State: Equatable, Child.Action: Equatable {
  struct State: Equatable {
    var count = 0
    var child: Child.State?
  }

  enum Action: Equatable {
    case increment
    case child(Child.Action)
  }

  let child: Child
  /// Stored once: a key path literal in a generic type's body is instantiated anew, with a
  /// run-time type look-up, every time the body is built.
  let toChild = \State.child

  init(child: Child) {
    self.child = child
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(toChild, action: /Action.child) {
      child
    }
  }
}

/// Builds the ten-level tree: nine `NestedFeature` levels around a counter at the bottom.
enum TenLevels {
  typealias L1 = NestedFeature<CounterFeature>
  typealias L2 = NestedFeature<L1>
  typealias L3 = NestedFeature<L2>
  typealias L4 = NestedFeature<L3>
  typealias L5 = NestedFeature<L4>
  typealias L6 = NestedFeature<L5>
  typealias L7 = NestedFeature<L6>
  typealias L8 = NestedFeature<L7>
  typealias L9 = NestedFeature<L8>
  typealias L10 = NestedFeature<L9>

  static var reducer: L10 {
    let l1 = L1(child: CounterFeature())
    let l5 = L5(child: L4(child: L3(child: L2(child: l1))))
    return L10(child: L9(child: L8(child: L7(child: L6(child: l5)))))
  }

  static var state: L10.State {
    let l1 = L1.State(count: 0, child: CounterFeature.State())
    let l2 = L2.State(count: 0, child: l1)
    let l3 = L3.State(count: 0, child: l2)
    let l4 = L4.State(count: 0, child: l3)
    let l5 = L5.State(count: 0, child: l4)
    let l6 = L6.State(count: 0, child: l5)
    let l7 = L7.State(count: 0, child: l6)
    let l8 = L8.State(count: 0, child: l7)
    let l9 = L9.State(count: 0, child: l8)
    return L10.State(count: 0, child: l9)
  }

  /// An action for the counter at the bottom of the tree.
  static var deepestIncrement: L10.Action {
    L10.Action.child(
      .child(.child(.child(.child(.child(.child(.child(.child(.child(.increment))))))))))
  }

}
