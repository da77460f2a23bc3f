import Foundation
import RuntimeTesting
import Testing

/// Counts how often each named reducer's body was built.
private typealias BuildCounts = LockIsolated<[String: Int]>

/// A feature with a `body` that records every time it is built.
private struct Counted: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable { case tap }

  let name: String
  let builds: BuildCounts

  var body: some ReducerOf<Self> {
    let _ = builds.withLock { $0[name, default: 0] += 1 }
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// Uses every composition operator and every reducer-builder form on a body-based child.
private struct Everything: Reducer {
  struct State: Equatable {
    var scoped = Counted.State()
    var optional: Counted.State? = Counted.State()
    var rows: IdentifiedArrayOf<Counted.State> = [Counted.State(id: 1)]
    var mode = Mode.a(Counted.State())
    @PresentationState var destination: Counted.State? = Counted.State()
  }

  enum Mode: Equatable {
    case a(Counted.State)
    case b
  }

  enum Action: Equatable {
    case scoped(Counted.Action)
    case optional(Counted.Action)
    case row(id: Int, action: Counted.Action)
    case mode(ModeAction)
    case destination(PresentationAction<Counted.Action>)
  }

  enum ModeAction: Equatable { case a(Counted.Action) }

  let builds: BuildCounts
  let flag: Bool

  var body: some ReducerOf<Self> {
    Scope(state: \.scoped, action: /Action.scoped) {
      Counted(name: "Scope", builds: builds)
      if flag {
        Counted(name: "if/else", builds: builds)
      } else {
        EmptyReducer()
      }
      if flag {
        Counted(name: "if", builds: builds)
      }
      for name in ["for"] {
        Counted(name: name, builds: builds)
      }
      CombineReducers { Counted(name: "CombineReducers", builds: builds) }
      Counted(name: "dependency", builds: builds)
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
      Counted(name: "_printChanges", builds: builds)._printChanges(nil)
      Reduce(Counted(name: "Reduce", builds: builds))
      Counted(name: "onChange", builds: builds).onChange(of: \.count) { _, _ in EmptyReducer() }
    }
    Scope(state: \.mode, action: /Action.mode) {
      EmptyReducer()
        .ifCaseLet(/Mode.a, action: /ModeAction.a) { Counted(name: "ifCaseLet", builds: builds) }
    }
    EmptyReducer()
      .ifLet(\.optional, action: /Action.optional) { Counted(name: "ifLet", builds: builds) }
      .forEach(\.rows, action: /Action.row(id:action:)) {
        Counted(name: "forEach", builds: builds)
      }
      .ifLet(\.$destination, action: /Action.destination) {
        Counted(name: "presentation ifLet", builds: builds)
      }
  }
}

@MainActor
@Suite struct BodyBuildTests {
  @Test func everyOperatorBuildsAChildsBodyOncePerStore() {
    let builds = BuildCounts([:])
    let store = Store(initialState: Everything.State()) {
      Everything(builds: builds, flag: true)
    }
    for _ in 0..<3 {
      store.send(.scoped(.tap))
      store.send(.optional(.tap))
      store.send(.row(id: 1, action: .tap))
      store.send(.mode(.a(.tap)))
      store.send(.destination(.presented(.tap)))
    }
    let expected = [
      "Scope", "if/else", "if", "for", "CombineReducers", "dependency", "_printChanges", "Reduce",
      "onChange", "ifCaseLet", "ifLet", "forEach", "presentation ifLet",
    ]
    #expect(builds.withLock { $0 } == Dictionary(uniqueKeysWithValues: expected.map { ($0, 1) }))
    #expect(store.withState(\.scoped.count) == 3 * 9)
  }
}
