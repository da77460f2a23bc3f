import ComposableArchitecture
import XCTest

// Views written for TCA 1.0-1.6 hold their view store with `@ObservedObject` and render again
// when it changes.

private struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
    var note = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case noteChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
    case let .noteChanged(note):
      state.note = note
    }
    return .none
  }
}

private struct TallyView: View {
  let store: StoreOf<Tally>
  @ObservedObject var viewStore: ViewStoreOf<Tally>

  init(store: StoreOf<Tally>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
  }

  var body: some View {
    HStack {
      Text("\(viewStore.count)")
      Button("+") { viewStore.send(.incrementButtonTapped) }
    }
  }
}

/// Observes the count only, so a change of the note leaves its body alone.
private struct CountOnlyView: View {
  @ObservedObject var viewStore: ViewStore<Int, Tally.Action>

  init(store: StoreOf<Tally>) {
    self.viewStore = ViewStore(store, observe: \.count)
  }

  var body: some View {
    Text("count \(viewStore.state)")
  }
}

@MainActor
final class ObservedViewStoreTests: XCTestCase {
  func testTheViewRendersAgainWhenItsViewStoreChanges() async throws {
    let store = Store(initialState: Tally.State()) { Tally() }
    let host = ViewHost(TallyView(store: store))
    XCTAssertEqual(host.screen, "0  (+)")

    try host.tap("+")
    XCTAssertEqual(host.screen, "1  (+)")

    store.send(.incrementButtonTapped)
    XCTAssertEqual(host.screen, "2  (+)")
  }

  func testAChangeTheViewStoreDoesNotObserveRendersNothing() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let host = ViewHost(CountOnlyView(store: store))
    let renders = host.renderCount

    store.send(.noteChanged("hello"))
    XCTAssertEqual(host.renderCount, renders)
    XCTAssertEqual(host.screen, "count 0")

    store.send(.incrementButtonTapped)
    XCTAssertEqual(host.screen, "count 1")
  }
}
