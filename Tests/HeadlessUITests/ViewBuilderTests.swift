import HeadlessUI
import RuntimeTesting
import Testing

private enum Mode: Equatable { case a, b(Int), c }

private struct Branches: Reducer {
  struct State: Equatable {
    var flag = true
    var name: String?
    var mode = Mode.a
    var log: [String] = []
  }

  enum Action: Equatable {
    case set(flag: Bool, name: String?, mode: Mode)
    case log(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .set(flag, name, mode):
      state.flag = flag
      state.name = name
      state.mode = mode
    case let .log(entry):
      state.log.append(entry)
    }
    return .none
  }
}

private struct BranchesView: View {
  let store: StoreOf<Branches>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      if viewStore.flag {
        Text("yes")
          .onAppear { viewStore.send(.log("yes appeared")) }
          .onDisappear { viewStore.send(.log("yes disappeared")) }
      } else {
        Text("no")
      }
      if let name = viewStore.name {
        Text("Hello, \(name)")
      }
      switch viewStore.mode {
      case .a: Text("mode a")
      case let .b(value): Text("mode b \(value)")
      case .c: EmptyView()
      }
      Group {
        Text("grouped")
      }
      AnyView(Text("erased"))
    }
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func rendersBranchesOptionalsAndSwitches() {
    let store = Store(initialState: Branches.State()) { Branches() }
    let host = ViewHost(BranchesView(store: store))
    #expect(host.screen == "yes\nmode a\ngrouped\nerased")
    store.send(.set(flag: false, name: "Blob", mode: .b(7)))
    #expect(host.screen == "no\nHello, Blob\nmode b 7\ngrouped\nerased")
    store.send(.set(flag: false, name: nil, mode: .c))
    #expect(host.screen == "no\ngrouped\nerased")
  }

  @Test func switchingBranchesMakesViewsDisappearAndAppear() {
    let store = Store(initialState: Branches.State()) { Branches() }
    let host = ViewHost(BranchesView(store: store))
    store.send(.set(flag: false, name: nil, mode: .a))
    store.send(.set(flag: true, name: nil, mode: .a))
    #expect(host.screen.hasPrefix("yes"))
    #expect(
      store.currentState.log == ["yes appeared", "yes disappeared", "yes appeared"]
    )
  }

  @Test func longBlocksRenderInOrder() {
    let host = ViewHost(
      VStack {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
        Text("5")
        Text("6")
        Text("7")
        Text("8")
        Text("9")
        Text("10")
        Text("11")
        Text("12")
      }
    )
    #expect(host.screen == (1...12).map(String.init).joined(separator: "\n"))
  }
}
