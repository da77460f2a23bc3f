import HeadlessUI
import Runtime

/// A screen that shows a title and a count, over state with a field no view reads.
struct DashboardFeature: Reducer {
  struct State: Equatable {
    var title = "Dashboard"
    var count = 0
    var unobserved = 0
  }

  enum Action: Equatable {
    case incrementTapped
    case unobservedChanged
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped: state.count += 1
    case .unobservedChanged: state.unobserved += 1
    }
    return .none
  }
}

/// The view of ``DashboardFeature``: it observes the title and the count only.
struct DashboardView: View {
  struct ViewState: Equatable {
    let title: String
    let count: Int
  }

  let store: StoreOf<DashboardFeature>

  var body: some View {
    WithViewStore(store, observe: { ViewState(title: $0.title, count: $0.count) }) { viewStore in
      NavigationStack {
        Text("Count: \(viewStore.count)")
        Button("Increment") { viewStore.send(.incrementTapped) }
      }
      .navigationTitle(viewStore.title)
    }
  }
}
