import HeadlessUI
import RuntimeTesting
import Testing

private struct Detail: Reducer {
  struct State: Equatable {
    var isShown = true
    var isLoaded = false
    var log: [String] = []
  }

  enum Action: Equatable {
    case toggleShown
    case onAppear(String)
    case onDisappear(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggleShown:
      state.isShown.toggle()
    case let .onAppear(name):
      state.log.append("\(name) appeared")
      if name == "detail" { state.isLoaded = true }
    case let .onDisappear(name):
      state.log.append("\(name) disappeared")
    }
    return .none
  }
}

private struct DetailView: View {
  let store: StoreOf<Detail>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      if viewStore.isShown {
        VStack {
          Text(viewStore.isLoaded ? "Loaded" : "Loading")
            .onAppear { viewStore.send(.onAppear("text")) }
        }
        .onAppear { viewStore.send(.onAppear("detail")) }
        .onDisappear { viewStore.send(.onDisappear("detail")) }
      }
    }
  }
}

private struct Switches: Reducer {
  struct State: Equatable, ObservableState {
    var isOn = false
    var log: [String] = []
  }

  enum Action: Equatable {
    case turnedOn
    case appeared(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .turnedOn: state.isOn = true
    case let .appeared(name): state.log.append(name)
    }
    return .none
  }
}

/// Shows its name once the switch is on.
private struct Flag: View {
  let store: StoreOf<Switches>
  let name: String

  var body: some View {
    if store.isOn {
      Text(name).onAppear { store.send(.appeared(name)) }
    }
  }
}

/// Two flags at different depths: the first one deeper in the tree.
private struct FlagsView: View {
  let store: StoreOf<Switches>

  var body: some View {
    VStack {
      VStack { Flag(store: store, name: "first") }
      Flag(store: store, name: "second")
    }
  }
}

private struct Lamp: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    let id: Int
    var isOn = false
  }

  enum Action: Equatable { case appeared }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Lamps in a list; one action reverses them and turns them all on.
private struct Lamps: Reducer {
  struct State: Equatable, ObservableState {
    var lamps: IdentifiedArrayOf<Lamp.State> = [Lamp.State(id: 0), Lamp.State(id: 1)]
    var log: [Int] = []
  }

  enum Action: Equatable {
    case lamps(IdentifiedActionOf<Lamp>)
    case reversedAndLit
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reversedAndLit:
        state.lamps.sort { $0.id > $1.id }
        for id in state.lamps.ids { state.lamps[id: id]?.isOn = true }
      case let .lamps(.element(id, .appeared)):
        state.log.append(id)
      }
      return .none
    }
    .forEach(\.lamps, action: \.lamps) { Lamp() }
  }
}

extension Lamps.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var lamps: AnyCasePath<Lamps.Action, IdentifiedActionOf<Lamp>> { /Lamps.Action.lamps }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// Shows the lamp's number once it is on.
private struct LampView: View {
  let store: StoreOf<Lamp>

  var body: some View {
    if store.isOn {
      Text("\(store.state.id)").onAppear { store.send(.appeared) }
    }
  }
}

private struct LampsView: View {
  let store: StoreOf<Lamps>

  var body: some View {
    ForEachStore(store.scope(state: \.lamps, action: \.lamps)) { LampView(store: $0) }
  }
}

@MainActor
@Suite struct LifecycleTests {
  @Test func viewsThatAppearInOnePassAppearInTheOrderOfTheTree() {
    let store = Store(initialState: Switches.State()) { Switches() }
    let host = ViewHost(FlagsView(store: store))
    store.send(.turnedOn)
    #expect(host.screen == "first\nsecond")
    #expect(store.currentState.log == ["first", "second"])
  }

  @Test func rowsThatMoveAndAppearInOnePassAppearInTheirNewOrder() {
    let store = Store(initialState: Lamps.State()) { Lamps() }
    let host = ViewHost(LampsView(store: store))
    store.send(.reversedAndLit)
    #expect(host.screen == "1\n0")
    #expect(store.currentState.log == [1, 0])
  }

  @Test func onAppearRunsOnceAfterTheFirstRenderOuterFirst() {
    let store = Store(initialState: Detail.State()) { Detail() }
    let host = ViewHost(DetailView(store: store))
    #expect(store.currentState.log == ["detail appeared", "text appeared"])
    #expect(host.screen == "Loaded")
    #expect(host.renderCount == 2)
  }

  @Test func onDisappearRunsWhenTheViewLeavesAndOnAppearWhenItComesBack() {
    let store = Store(initialState: Detail.State()) { Detail() }
    let host = ViewHost(DetailView(store: store))
    store.send(.toggleShown)
    #expect(host.screen == "")
    store.send(.toggleShown)
    #expect(
      store.currentState.log == [
        "detail appeared", "text appeared", "detail disappeared", "detail appeared",
        "text appeared",
      ]
    )
  }
}
