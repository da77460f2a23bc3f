import HeadlessUI
import RuntimeTesting
import Testing

private struct City: Identifiable, Equatable {
  let id: Int
  var name: String
}

private struct Cities: Reducer {
  struct State: Equatable {
    var cities: [City] = [City(id: 1, name: "Seoul"), City(id: 2, name: "Busan")]
    var appeared: [String] = []
  }

  enum Action: Equatable {
    case add(Int, String)
    case removeFirst
    case appeared(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .add(id, name): state.cities.append(City(id: id, name: name))
    case .removeFirst: state.cities.removeFirst()
    case let .appeared(name): state.appeared.append(name)
    }
    return .none
  }
}

private struct CitiesView: View {
  let store: StoreOf<Cities>

  var body: some View {
    WithViewStore(store, observe: \.cities) { viewStore in
      List {
        ForEach(viewStore.state) { city in
          Text(city.name)
            .onAppear { viewStore.send(.appeared(city.name)) }
        }
        ForEach(viewStore.state.map(\.name), id: \.self) { name in
          Text("• \(name)")
        }
      }
    }
  }
}

@MainActor
@Suite struct ListTests {
  @Test func rendersOneRowPerElement() {
    let store = Store(initialState: Cities.State()) { Cities() }
    let host = ViewHost(CitiesView(store: store))
    #expect(host.screen == "Seoul\nBusan\n• Seoul\n• Busan")
    #expect(host.tree.children.first?.kind == .list)
  }

  @Test func rowsKeepTheirIdentityByID() {
    let store = Store(initialState: Cities.State()) { Cities() }
    let host = ViewHost(CitiesView(store: store))
    #expect(store.currentState.appeared == ["Seoul", "Busan"])
    store.send(.add(3, "Jeju"))
    store.send(.removeFirst)
    #expect(store.currentState.appeared == ["Seoul", "Busan", "Jeju"])
    #expect(host.screen == "Busan\nJeju\n• Busan\n• Jeju")
  }
}
