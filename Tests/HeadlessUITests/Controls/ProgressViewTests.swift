import HeadlessUI
import RuntimeTesting
import Testing

private struct Loader: Reducer {
  struct State: Equatable { var isLoading = true }
  enum Action: Equatable { case loaded }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isLoading = false
    return .none
  }
}

private struct LoaderView: View {
  let store: StoreOf<Loader>

  var body: some View {
    WithViewStore(store, observe: \.isLoading) { viewStore in
      if viewStore.state {
        ProgressView("Loading…")
      } else {
        Text("Done")
      }
      ProgressView()
    }
  }
}

@MainActor
@Suite struct ProgressViewTests {
  @Test func rendersAnHourglassWithItsTitle() {
    let store = Store(initialState: Loader.State()) { Loader() }
    let host = ViewHost(LoaderView(store: store))
    #expect(host.screen == "⏳ Loading…\n⏳")
    #expect(host.tree.first { $0.kind == .progressView }?.label == "Loading…")
    store.send(.loaded)
    #expect(host.screen == "Done\n⏳")
  }
}
