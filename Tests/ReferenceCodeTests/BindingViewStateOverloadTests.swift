import ComposableArchitecture
import XCTest

// A view state built from a `BindingViewStore` and one that ignores the state are written the
// same way in code for the reference: the closure alone decides which overload it calls.

private struct Slider: Reducer {
  struct State: Equatable {
    @BindingState var level = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct LevelViewState: Equatable {
  @BindingViewState var level: Int
}

private struct NoViewState: Equatable {}

private struct LevelView: View {
  let store: StoreOf<Slider>

  var body: some View {
    WithViewStore(store, observe: { LevelViewState(level: $0.$level) }) { viewStore in
      Text("\(viewStore.level)")
    }
  }
}

private struct StaticView: View {
  let store: StoreOf<Slider>

  var body: some View {
    WithViewStore(store, observe: { _ in NoViewState() }) { _ in
      Text("still")
    }
  }
}

@MainActor
final class BindingViewStateOverloadTests: XCTestCase {
  func testABindingViewStateClosureWritesThroughItsBinding() async {
    let store = Store(initialState: Slider.State()) { Slider() }
    let viewStore = ViewStore(store, observe: { LevelViewState(level: $0.$level) })

    viewStore.$level.wrappedValue = 3

    XCTAssertEqual(viewStore.level, 3)
    XCTAssertEqual(store.withState(\.level), 3)
  }

  func testAClosureThatIgnoresTheStateObservesNothing() async {
    let store = Store(initialState: Slider.State()) { Slider() }
    let viewStore = ViewStore(store, observe: { _ in NoViewState() })
    var changes = 0
    let subscription = viewStore.subscribe { changes += 1 }

    store.send(.binding(.set(\.$level, 5)))

    XCTAssertEqual(viewStore.state, NoViewState())
    XCTAssertEqual(changes, 0)
    _ = subscription
  }

  func testBothViewsRender() async {
    let store = Store(initialState: Slider.State(level: 2)) { Slider() }

    XCTAssertEqual(ViewHost(LevelView(store: store)).screen, "2")
    XCTAssertEqual(ViewHost(StaticView(store: store)).screen, "still")
  }
}
