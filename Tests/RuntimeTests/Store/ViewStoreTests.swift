import RuntimeTesting
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    @BindingState var name = ""
    @BindingState var isOn = false
    @BindingState var profile = Profile()
    var count = 0
  }

  struct Profile: Equatable, Sendable {
    var nickname = ""
    var isPublic = false
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case view(ViewAction)
    case setCount(Int)

    enum ViewAction: Equatable { case increment }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .view(.increment): state.count += 1
      case let .setCount(count): state.count = count
      case .binding: break
      }
      return .none
    }
  }
}

private struct ViewState: Equatable {
  @BindingViewState var name: String
  var count: Int

  @MainActor init(bindingViewStore: BindingViewStore<Feature.State>) {
    self._name = bindingViewStore.$name
    self.count = bindingViewStore.count
  }
}

@MainActor
@Suite struct ViewStoreTests {
  @Test func sendsMappedViewActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { $0 }, send: { Feature.Action.view($0) })
    viewStore.send(.increment)
    #expect(viewStore.count == 1)
    #expect(store.currentState.count == 1)
  }

  @Test func removeDuplicatesDecidesWhatIsReported() {
    let store = Store(initialState: Feature.State()) { Feature() }
    var comparisons = 0
    let viewStore = ViewStore(
      store, observe: \.count,
      removeDuplicates: { lhs, rhs in
        comparisons += 1
        return lhs / 10 == rhs / 10
      })
    var reports = 0
    let subscription = viewStore.subscribe { reports += 1 }

    store.send(.setCount(5))
    #expect(viewStore.state == 0)
    store.send(.setCount(12))

    #expect(viewStore.state == 12)
    #expect(reports == 1)
    #expect(comparisons == 2)
    _ = subscription
  }

  @Test func notifiesOnlyWhenTheObservedStateChanges() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: \.count)
    var notifications = 0
    let subscription = viewStore.subscribe { notifications += 1 }
    store.send(.binding(.set(\.$isOn, true)))
    #expect(notifications == 0)
    store.send(.setCount(3))
    store.send(.setCount(3))
    #expect(notifications == 1)
    #expect(viewStore.state == 3)
    subscription.cancel()
  }

  @Test func bindingReadsStateAndSendsActions() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { $0 })
    let count = viewStore.binding(get: \.count, send: { .setCount($0) })
    count.wrappedValue = 7
    #expect(count.wrappedValue == 7)
    #expect(store.currentState.count == 7)
  }

  @Test func aBindingWithOneActionSendsItWhateverIsWritten() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { $0 })
    let count = viewStore.binding(get: \.count, send: .view(.increment))
    count.wrappedValue = 7
    count.wrappedValue = 0
    #expect(count.wrappedValue == 2)
  }

  /// A view-state field can bind one property of a bindable field; writing it sends the whole
  /// field with that property changed.
  @Test func aBindingViewStateReachesIntoItsValue() {
    struct NicknameState: Equatable {
      @BindingViewState var nickname: String
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { NicknameState(nickname: $0.$profile.nickname) })
    viewStore.$nickname.wrappedValue = "Blobby"
    #expect(store.currentState.profile == Feature.Profile(nickname: "Blobby"))
    #expect(viewStore.nickname == "Blobby")
  }

  @Test func dollarFieldBindsBindingState() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { $0 })
    let name = viewStore.$name
    name.wrappedValue = "Blob"
    #expect(viewStore.name == "Blob")
    #expect(store.currentState.name == "Blob")
  }

  @Test func bindingViewStateWritesThroughToTheStore() {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: ViewState.init)
    viewStore.$name.wrappedValue = "Blob"
    #expect(viewStore.name == "Blob")
    #expect(viewStore.$name.wrappedValue == "Blob")
    #expect(store.currentState.name == "Blob")
    store.send(.setCount(2))
    #expect(viewStore.count == 2)
  }

  /// `send(_:while:)` returns once the observed state stops matching; a wait that is cancelled
  /// ends too.
  @Test func sendWaitsWhileThePredicateHolds() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let viewStore = ViewStore(store, observe: { $0 })
    let waiting = Task { await viewStore.send(.view(.increment), while: { $0.count < 3 }) }
    await Task.megaYield()
    store.send(.setCount(2))
    store.send(.setCount(3))
    await waiting.value
    #expect(viewStore.count == 3)

    let cancelled = Task { await viewStore.yield(while: { $0.count < 100 }) }
    await Task.megaYield()
    cancelled.cancel()
    await cancelled.value
    #expect(viewStore.count == 3)
  }
}
