// Views that send view actions: `ViewActionSending` written by hand where TCA's
// `@ViewAction(for:)` macro would add it, with the store held as a `let`, a `@Bindable var` or a
// `@State var`, and `send(_:animation:)`.
import HeadlessUI
import RuntimeTesting
import Testing

private struct Greeting: Reducer {
  struct State: Equatable, ObservableState {
    var name = ""
    var greeted = 0
  }

  enum Action: Equatable, ViewAction {
    case view(View)

    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case greetTapped
      case greetAnimatedTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.greetTapped), .view(.greetAnimatedTapped):
        state.greeted += 1
      case .view(.binding):
        break
      }
      return .none
    }
  }
}

extension Greeting.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var view: AnyCasePath<Greeting.Action, View> { /Greeting.Action.view }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The store as a `let`.
private struct LetGreetingView: View, ViewActionSending {
  let store: StoreOf<Greeting>

  var body: some View {
    Text("Greeted \(store.greeted)")
    Button("Greet") { send(.greetTapped) }
    Button("Greet with animation") { send(.greetAnimatedTapped, animation: .easeInOut) }
  }
}

/// The store as a `@Bindable var`, with `$store.name` bound through the `view` case.
private struct BindableGreetingView: View, ViewActionSending {
  @Bindable var store: StoreOf<Greeting>

  var body: some View {
    TextField("Name", text: $store.name)
    Text("Greeted \(store.greeted)")
    Button("Greet") { send(.greetTapped) }
  }
}

/// The store as a `@State var`.
private struct StateGreetingView: View, ViewActionSending {
  @State var store: StoreOf<Greeting>

  var body: some View {
    TextField("Name", text: $store.name)
    Text("Greeted \(store.greeted)")
    Button("Greet") { send(.greetTapped) }
  }
}

/// Where a view holds its store.
private enum Holder: String, CaseIterable, CustomTestStringConvertible {
  case bindable, state

  var testDescription: String { rawValue }

  @MainActor
  func host(_ store: StoreOf<Greeting>) -> ViewHost {
    switch self {
    case .bindable: ViewHost(BindableGreetingView(store: store))
    case .state: ViewHost(StateGreetingView(store: store))
    }
  }
}

@MainActor
@Suite struct ViewActionSendingTests {
  @Test(arguments: ["Greet", "Greet with animation"])
  func aViewHoldingItsStoreAsALetSendsViewActions(_ button: String) throws {
    let store = Store(initialState: Greeting.State()) { Greeting() }
    let host = ViewHost(LetGreetingView(store: store))
    try host.tap(button)
    #expect(store.currentState.greeted == 1)
    #expect(host.screen.hasPrefix("Greeted 1\n"))
  }

  @Test(arguments: Holder.allCases)
  fileprivate func aStoreBindsAndSendsThroughTheViewCase(_ holder: Holder) throws {
    let store = Store(initialState: Greeting.State()) { Greeting() }
    let host = holder.host(store)
    try host.type("Name", "Blob")
    try host.tap("Greet")
    #expect(store.currentState == Greeting.State(name: "Blob", greeted: 1))
    #expect(host.screen.hasPrefix("Name: [Blob]\nGreeted 1\n"))
  }
}
