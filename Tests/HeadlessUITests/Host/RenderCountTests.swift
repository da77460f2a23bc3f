import HeadlessUI
import RuntimeTesting
import Testing

private struct Dashboard: Reducer {
  struct State: Equatable {
    var title = "Dashboard"
    var left = 0
    var right = 0
    var unrelated = 0
  }

  enum Action: Equatable {
    case setTitle(String)
    case incrementLeft
    case incrementRight
    case unrelatedChanged
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .setTitle(title): state.title = title
    case .incrementLeft: state.left += 1
    case .incrementRight: state.right += 1
    case .unrelatedChanged: state.unrelated += 1
    }
    return .none
  }
}

private struct LeftLabel: View {
  let count: Int
  var body: some View { Text("Left: \(count)") }
}

private struct RightLabel: View {
  let count: Int
  var body: some View { Text("Right: \(count)") }
}

private struct TitleLabel: View {
  let title: String
  var body: some View { Text(title) }
}

private struct DashboardView: View {
  let store: StoreOf<Dashboard>

  var body: some View {
    WithViewStore(store, observe: \.title) { viewStore in
      TitleLabel(title: viewStore.state)
      WithViewStore(store, observe: \.left) { viewStore in
        LeftLabel(count: viewStore.state)
      }
      WithViewStore(store, observe: \.right) { viewStore in
        RightLabel(count: viewStore.state)
      }
    }
  }
}

@MainActor
@Suite struct RenderCountTests {
  @Test func initialRenderEvaluatesEverythingOnce() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    #expect(host.screen == "Dashboard\nLeft: 0\nRight: 0")
    #expect(host.renderCount == 1)
    #expect(host.viewStoreEvaluationCount == 3)
    #expect(host.bodyEvaluationCount(of: DashboardView.self) == 1)
    #expect(host.bodyEvaluationCount(of: TitleLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: LeftLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: RightLabel.self) == 1)
  }

  @Test func unrelatedChangeRendersNothing() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    store.send(.unrelatedChanged)
    store.send(.unrelatedChanged)
    #expect(host.renderCount == 1)
    #expect(host.viewStoreEvaluationCount == 3)
    #expect(host.bodyEvaluationCount(of: DashboardView.self) == 1)
    #expect(host.bodyEvaluationCount(of: LeftLabel.self) == 1)
  }

  @Test func aChildChangeRendersOnlyThatChild() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    store.send(.incrementLeft)
    #expect(host.screen == "Dashboard\nLeft: 1\nRight: 0")
    #expect(host.renderCount == 2)
    #expect(host.viewStoreEvaluationCount == 4)
    #expect(host.bodyEvaluationCount(of: LeftLabel.self) == 2)
    #expect(host.bodyEvaluationCount(of: TitleLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: RightLabel.self) == 1)
  }

  @Test func aParentChangeDoesNotReEvaluateCleanChildren() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    store.send(.setTitle("Home"))
    #expect(host.screen == "Home\nLeft: 0\nRight: 0")
    #expect(host.viewStoreEvaluationCount == 4)
    #expect(host.bodyEvaluationCount(of: TitleLabel.self) == 2)
    #expect(host.bodyEvaluationCount(of: LeftLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: RightLabel.self) == 1)
  }

  @Test func theTreeAndScreenReadBetweenRenderPassesAreThoseOfTheLastPass() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    let first = host.tree
    #expect(host.tree == first)
    #expect(host.screen == "Dashboard\nLeft: 0\nRight: 0")
    store.send(.unrelatedChanged)
    #expect(host.tree == first)
    store.send(.incrementLeft)
    #expect(host.tree != first)
    #expect(host.tree.description == "Dashboard\nLeft: 1\nRight: 0")
    #expect(host.screen == "Dashboard\nLeft: 1\nRight: 0")
    #expect(host.bodyEvaluationCount(of: LeftLabel.self) == 2)
  }

  @Test func sameValueAgainRendersNothing() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let host = ViewHost(DashboardView(store: store))
    store.send(.setTitle("Dashboard"))
    #expect(host.renderCount == 1)
    #expect(host.viewStoreEvaluationCount == 3)
  }
}
