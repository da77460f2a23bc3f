import RuntimeTesting
import Testing

// The code of the Runtime documentation's articles (Runtime.docc), compiled and run here.
// ArticleSnippetTests checks that every Swift block of an article appears in this file or in
// the project's sources, line for line; each article's code sits in its own namespace.

// MARK: - How one action flows

enum FlowArticle {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
    }
    enum Action: Equatable {
      case incrementTapped
      case delayedIncrementTapped
    }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementTapped:
          state.count += 1
          return .none
        case .delayedIncrementTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.incrementTapped)
          }
        }
      }
    }
  }

  struct AppFeature: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
    }
    enum Action: Equatable {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: /Action.counter) {
        Counter()
      }
    }
  }
}

// MARK: - Optional children (ifLet)

enum IfLetArticle {
  typealias Counter = FlowArticle.Counter

  struct Parent: Reducer {
    struct State: Equatable {
      var counter: Counter.State?
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case closeTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeTapped:
          state.counter = nil
          return .none
        case .counter:
          return .none
        }
      }
      .ifLet(\.counter, action: /Action.counter) {
        Counter()
      }
    }
  }
}

// MARK: - Collections (forEach)

enum ForEachArticle {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var isDone = false
    }
    enum Action: Equatable {
      case toggleTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isDone.toggle()
      return .none
    }
  }

  struct List: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
    }
    enum Action: Equatable {
      case row(id: Row.State.ID, action: Row.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in .none }
        .forEach(\.rows, action: /Action.row(id:action:)) {
          Row()
        }
    }
  }
}

// MARK: - Enum states (ifCaseLet)

enum IfCaseLetArticle {
  struct Login: Reducer {
    struct State: Equatable {
      var email = ""
    }
    enum Action: Equatable {
      case logInTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Home: Reducer {
    struct State: Equatable {
      var name: String
    }
    enum Action: Equatable {
      case logOutTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct AppFeature: Reducer {
    enum State: Equatable {
      case loggedOut(Login.State)
      case loggedIn(Home.State)
    }
    enum Action: Equatable {
      case loggedOut(Login.Action)
      case loggedIn(Home.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loggedOut(.logInTapped):
          state = .loggedIn(Home.State(name: "Blob"))
          return .none
        case .loggedIn(.logOutTapped):
          state = .loggedOut(Login.State())
          return .none
        }
      }
      .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) { Login() }
      .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { Home() }
    }
  }
}

// MARK: - Presented destinations

enum PresentationArticle {
  typealias Counter = FlowArticle.Counter

  struct Parent: Reducer {
    struct State: Equatable {
      @PresentationState var counter: Counter.State?
    }
    enum Action: Equatable {
      case counter(PresentationAction<Counter.Action>)
      case showCounterTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showCounterTapped:
          state.counter = Counter.State()
          return .none
        case .counter:
          return .none
        }
      }
      .ifLet(\.$counter, action: /Action.counter) {
        Counter()
      }
    }
  }
}

// MARK: - Enum reducers (the struct form; the enum form is in CaseReducerTests.swift, and with
// `@Reducer` in ReferenceCodeTests/EnumReducerMacroTests.swift)

enum EnumReducerArticle {
  typealias Counter = FlowArticle.Counter

  struct Destination: Reducer {
    enum State: Equatable {
      case counter(Counter.State)
      case alert(AlertState<Action.Alert>)
    }
    enum Action: Equatable {
      case counter(Counter.Action)
      case alert(Alert)
      enum Alert: Equatable { case confirm }
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.counter, action: /Action.counter) { Counter() }
    }
  }
}

@MainActor
@Suite struct ArticleSnippetRunTests {
  @Test func oneActionFlowsThroughTheScopeAndBack() async {
    let clock = TestClock()
    let store = TestStore(initialState: FlowArticle.AppFeature.State()) {
      FlowArticle.AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counter(.delayedIncrementTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.counter(.incrementTapped)) {
      $0.counter.count = 1
    }
  }

  @Test func closingTheOptionalChildCancelsItsEffects() async {
    let store = TestStore(initialState: IfLetArticle.Parent.State(counter: .init())) {
      IfLetArticle.Parent()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.counter(.delayedIncrementTapped))
    await store.send(.closeTapped) {
      $0.counter = nil
    }
  }

  @Test func aRowActionRunsThatRowOnly() async {
    let store = TestStore(
      initialState: ForEachArticle.List.State(rows: [.init(id: 1), .init(id: 2)])
    ) {
      ForEachArticle.List()
    }
    await store.send(.row(id: 2, action: .toggleTapped)) {
      $0.rows[id: 2]?.isDone = true
    }
  }

  @Test func loggingInMovesTheStateToTheOtherCase() async {
    let store = TestStore(initialState: IfCaseLetArticle.AppFeature.State.loggedOut(.init())) {
      IfCaseLetArticle.AppFeature()
    }
    await store.send(.loggedOut(.logInTapped)) {
      $0 = .loggedIn(.init(name: "Blob"))
    }
    await store.send(.loggedIn(.logOutTapped)) {
      $0 = .loggedOut(.init())
    }
  }

  @Test func dismissingThePresentedChildClearsIt() async {
    let store = TestStore(initialState: PresentationArticle.Parent.State()) {
      PresentationArticle.Parent()
    }
    await store.send(.showCounterTapped) {
      $0.counter = .init()
    }
    await store.send(.counter(.presented(.incrementTapped))) {
      $0.counter?.count = 1
    }
    await store.send(.counter(.dismiss)) {
      $0.counter = nil
    }
  }

  @Test func theStructFormRunsItsFeatureCaseAndNothingForItsAlert() async {
    typealias Destination = EnumReducerArticle.Destination
    let store = TestStore(initialState: Destination.State.counter(.init())) { Destination() }
    await store.send(.counter(.incrementTapped)) {
      $0 = .counter(.init(count: 1))
    }
    let alert = AlertState<Destination.Action.Alert> { TextState("Sure?") }
    let alertStore = TestStore(initialState: Destination.State.alert(alert)) { Destination() }
    await alertStore.send(.alert(.confirm))
  }
}
