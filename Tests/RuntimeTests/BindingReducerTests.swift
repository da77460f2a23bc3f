import RuntimeTesting
import Testing

private struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var name = ""
    @BindingState var isOn = false
    var nameChanges = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$name):
        state.nameChanges += 1
        return .none
      case .binding:
        return .none
      }
    }
  }
}

/// The seed 001 shape: bindings travel inside view actions.
private struct Template: Reducer {
  struct State: Equatable {
    @BindingState var text = ""
    var appeared = false
  }

  enum Action: Equatable {
    case view(ViewAction)

    enum ViewAction: BindableAction, Equatable {
      case onAppear
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: /Action.view)
    Reduce { state, action in
      switch action {
      case .view(.onAppear):
        state.appeared = true
      case .view(.binding(\.$text)):
        state.text = state.text.uppercased()
      case .view(.binding):
        break
      }
      return .none
    }
  }
}

@MainActor
@Suite struct BindingReducerTests {
  @Test func appliesBindingActionsBeforeLaterReducers() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.$name, "Blob"))) {
      $0.name = "Blob"
      $0.nameChanges = 1
    }
    await store.send(.binding(.set(\.$isOn, true))) { $0.isOn = true }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    let name = BindingAction<Settings.State>.set(\.$name, "a")
    #expect(name == .set(\.$name, "a"))
    #expect(name != .set(\.$name, "b"))
    #expect(Settings.Action.binding(name).binding == name)
    withKnownIssue("On Linux a \\.$field key path describes itself by its getter's address") {
      #expect(customDump(name) == #".set(\.$name, "a")"#)
    }
  }

  @Test func bindingActionsInsideViewActions() async {
    let store = TestStore(initialState: Template.State()) { Template() }
    await store.send(.view(.onAppear)) { $0.appeared = true }
    await store.send(.view(.binding(.set(\.$text, "hi")))) { $0.text = "HI" }
  }
}
