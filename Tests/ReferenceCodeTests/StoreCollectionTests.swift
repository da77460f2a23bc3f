// A list as TCA 1.7 and later views write it: `ForEach` over the stores a scope to an
// identified array gives, one row per element.
import ComposableArchitecture
import SwiftUI
import Testing

@Reducer
struct Chore {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  enum Action {
    case toggleTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isDone.toggle()
      return .none
    }
  }
}

@Reducer
struct Chores {
  @ObservableState
  struct State: Equatable {
    var chores: IdentifiedArrayOf<Chore.State> = [
      Chore.State(id: 1, title: "Dishes"), Chore.State(id: 2, title: "Laundry"),
    ]
  }

  enum Action {
    case addTapped
    case chores(IdentifiedActionOf<Chore>)
    case clearDoneTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.chores.append(Chore.State(id: (state.chores.ids.max() ?? 0) + 1, title: "Groceries"))
        return .none
      case .chores:
        return .none
      case .clearDoneTapped:
        state.chores.removeAll(where: \.isDone)
        return .none
      }
    }
    .forEach(\.chores, action: \.chores) { Chore() }
  }
}

struct ChoreView: View {
  let store: StoreOf<Chore>

  var body: some View {
    Button("\(store.isDone ? "✓" : "○") \(store.title)") {
      store.send(.toggleTapped, animation: .default)
    }
  }
}

struct ChoresView: View {
  let store: StoreOf<Chores>

  var body: some View {
    List {
      ForEach(store.scope(state: \.chores, action: \.chores)) { choreStore in
        ChoreView(store: choreStore)
      }
    }
    Button("Add") { store.send(.addTapped) }
    Button("Clear done") { store.send(.clearDoneTapped) }
  }
}

@MainActor
@Suite struct StoreCollectionTests {
  @Test func eachElementGetsARowThatSendsToItsElement() throws {
    let store = Store(initialState: Chores.State()) { Chores() }
    let host = ViewHost(ChoresView(store: store))
    #expect(host.screen.contains("(○ Dishes)\n(○ Laundry)"))
    try host.tap("○ Laundry")
    #expect(store.chores[id: 2]?.isDone == true)
    #expect(host.screen.contains("(○ Dishes)\n(✓ Laundry)"))
    try host.tap("Add")
    #expect(host.screen.contains("(○ Dishes)\n(✓ Laundry)\n(○ Groceries)"))
    try host.tap("Clear done")
    #expect(host.screen.contains("(○ Dishes)\n(○ Groceries)\n(Add)"))
  }

  @Test func anElementKeepsItsStoreWhileItIsInTheArray() {
    let store = Store(initialState: Chores.State()) { Chores() }
    let first = store.scope(state: \.chores, action: \.chores)
    store.send(.chores(.element(id: 1, action: .toggleTapped)))
    let second = store.scope(state: \.chores, action: \.chores)
    #expect(first.map(ObjectIdentifier.init) == second.map(ObjectIdentifier.init))
    #expect(second.map(\.isDone) == [true, false])
  }
}
