import Foundation
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

/// State whose fields are only named by applying a binding action to it.
private struct Unnamed: Equatable {
  @BindingState var title = ""
  @BindingState var subtitle = ""
}

/// State that names its bindable fields.
private struct Named: Equatable, NamedBindingFields {
  @BindingState var count = 0
  static let bindingFields: [BindingField<Self>] = [.field("count", \.$count)]
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
    await store.send(.set(\.$isOn, false)) { $0.isOn = false }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    let name = BindingAction<Settings.State>.set(\.$name, "a")
    #expect(name == .set(\.$name, "a"))
    #expect(name != .set(\.$name, "b"))
    #expect(Settings.Action.binding(name).binding == name)
  }

  @Test func aFieldIsNamedOnceAnActionWasApplied() {
    var state = Unnamed()
    let action = BindingAction<Unnamed>.set(\.$title, "a")
    action.set(&state)
    #expect(customDump(action) == #".set(\Unnamed.$title, "a")"#)
    #expect(action.name == "title")
  }

  /// The only field whose storage has the action's type names itself before any action was
  /// applied, and a value with fields dumps as its type alone, as the reference dumps it.
  @Test func aFieldOfAUniqueTypeIsNamedFromTheRootType() {
    struct Profile: Equatable {
      var name = ""
      var age = 0
    }
    struct State: Equatable {
      @BindingState var profile = Profile()
      @BindingState var width = 0
    }
    #expect(customDump(BindingAction<State>.set(\.$width, 50)) == #".set(\State.$width, 50)"#)
    #expect(
      customDump(BindingAction<State>.set(\.$profile, Profile(name: "Blob", age: 3)))
        == #".set(\State.$profile, BindingReducerTests.Profile(…))"#)
  }

  @Test func namedFieldsPrintAndRoundTripThroughJSON() throws {
    let action = BindingAction<Named>.set(\.$count, 3)
    #expect(customDump(action) == ".set(\\Named.$count, 3)")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(action)
    #expect(String(decoding: data, as: UTF8.self) == #"{"field":"count","value":3}"#)
    #expect(try JSONDecoder().decode(BindingAction<Named>.self, from: data) == action)
    let unknown = Data(#"{"field":"nope","value":3}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(BindingAction<Named>.self, from: unknown)
    }
  }

  @Test func bindingActionsInsideViewActions() async {
    let store = TestStore(initialState: Template.State()) { Template() }
    await store.send(.view(.onAppear)) { $0.appeared = true }
    await store.send(.view(.binding(.set(\.$text, "hi")))) { $0.text = "HI" }
  }

  @MainActor
  @Test func aViewsBindingWriteThatNoReducerAppliesIsReported() {
    let store = Store<Settings.State, Settings.Action>(initialState: Settings.State()) {}
    let viewStore = ViewStore(store, observe: { $0 })
    withKnownIssue {
      viewStore.$name.wrappedValue = "Blob"
    } matching: {
      $0.mentions("nothing applied the action it sent")
        && $0.mentions("Add BindingReducer() to the feature's body")
    }
    #expect(store.currentState.name == "")
  }

  @MainActor
  @Test func aViewsBindingWriteThatBindingReducerAppliesIsNotReported() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$name.wrappedValue = "Blob"
    #expect(store.currentState.name == "Blob")
    let template = Store(initialState: Template.State()) { Template() }
    ViewStore(template, observe: { $0 }, send: { .view($0) }).$text.wrappedValue = "hi"
    #expect(template.currentState.text == "HI")
  }

  /// With observable state a field needs no `@BindingState`, and a test sets it the same way.
  @Test func aTestSetsAPlainFieldOfObservableStateThroughItsBindableAction() async {
    let store = TestStore(initialState: LightSwitch.State()) { LightSwitch() }
    await store.send(.set(\.isOn, true)) { $0.isOn = true }
    await store.send(.binding(.set(\.isOn, false))) { $0.isOn = false }
  }
}

@Reducer
private struct LightSwitch {
  @ObservableState
  struct State: Equatable { var isOn = false }
  enum Action: BindableAction { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}
