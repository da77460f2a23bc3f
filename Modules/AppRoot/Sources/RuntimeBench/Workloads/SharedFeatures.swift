import Runtime

/// A counter whose count one parent gives it: plain, or shared with its siblings.
struct HolderFeature<Count: Equatable & Sendable>: Reducer {
  struct State: Equatable {
    var count: Count
  }

  enum Action: Equatable {
    case increment
  }

  let increment: @Sendable (inout State) -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    increment(&state)
    return .none
  }
}

/// Three holders of a count under one parent; the first one's increment is the workload.
///
/// With `Count == Int` each holder has a count of its own; with `Count == Shared<Int>` the
/// three hold one count, and the first one's write is what the other two read.
struct ThreeHoldersFeature<Count: Equatable & Sendable>: Reducer {
  struct State: Equatable {
    var first: HolderFeature<Count>.State
    var second: HolderFeature<Count>.State
    var third: HolderFeature<Count>.State

    init(_ count: Count) {
      first = .init(count: count)
      second = .init(count: count)
      third = .init(count: count)
    }
  }

  enum Action: Equatable {
    case first(HolderFeature<Count>.Action)
    case second(HolderFeature<Count>.Action)
    case third(HolderFeature<Count>.Action)
  }

  let increment: @Sendable (inout HolderFeature<Count>.State) -> Void

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: /Action.first) { HolderFeature(increment: increment) }
    Scope(state: \.second, action: /Action.second) { HolderFeature(increment: increment) }
    Scope(state: \.third, action: /Action.third) { HolderFeature(increment: increment) }
  }
}

extension ThreeHoldersFeature where Count == Int {
  /// Three counts of their own; a send writes the first.
  static var plain: (State, Self) {
    (State(0), Self { $0.count += 1 })
  }
}

extension ThreeHoldersFeature where Count == Shared<Int> {
  /// One count the three share; a send writes it through the first.
  static var shared: (State, Self) {
    (State(Shared(value: 0)), Self { $0.count.withLock { $0 += 1 } })
  }
}
