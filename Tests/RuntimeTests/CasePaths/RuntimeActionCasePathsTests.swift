import Foundation
import RuntimeTesting
import Testing

// The case key paths through the runtime's own action types, as TCA 1.25's tests write them:
// `\.todos[id: id].toggled`, `\.alert.confirmTapped`, `\.path[id: 0].detail`, `\.binding.text`.

@CasePathable
private enum Row: Equatable {
  case toggled
  case renamed(String)
}

@ObservableState
private struct Form: Equatable {
  var text = ""
  var count = 0
}

/// State of the 1.3 era, whose bindable fields are marked.
private struct LegacyForm: Equatable {
  @BindingState var isOn = false
}

@CasePathable
private enum Action: Equatable {
  case rows(IdentifiedAction<Int, Row>)
  case alert(PresentationAction<Row>)
  case path(StackAction<Int, Row>)
  case binding(BindingAction<Form>)
  case legacyBinding(BindingAction<LegacyForm>)
}

/// A form whose fields a view writes through bindings.
private struct FormFeature: Reducer {
  typealias State = Form

  @CasePathable
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<Form>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Suite struct RuntimeActionCasePathsTests {
  @Test func anElementOfAnIdentifiedActionByItsID() {
    let renamed = Action.casePath(\.rows[id: 1].renamed)
    #expect(renamed.embed("Milk") == .rows(.element(id: 1, action: .renamed("Milk"))))
    #expect(renamed.extract(from: .rows(.element(id: 1, action: .renamed("Oat")))) == "Oat")
    #expect(renamed.extract(from: .rows(.element(id: 2, action: .renamed("Oat")))) == nil)
    #expect(Action.rows(.element(id: 1, action: .toggled)).is(\.rows[id: 1].toggled))
  }

  @Test func aPresentedActionWithoutSayingPresented() {
    #expect(Action.casePath(\.alert.toggled).embed(()) == .alert(.presented(.toggled)))
    #expect(Action.alert(.presented(.renamed("A")))[case: \.alert.renamed] == "A")
    #expect(Action.alert(.dismiss).is(\.alert.dismiss))
    #expect(!Action.alert(.dismiss).is(\.alert.toggled))
  }

  @Test func theScreensOfAStackAction() {
    #expect(
      Action.casePath(\.path[id: 0].toggled).embed(()) == .path(.element(id: 0, action: .toggled)))
    #expect(!Action.path(.element(id: 1, action: .toggled)).is(\.path[id: 0].toggled))
    #expect(Action.path(.popFrom(id: 3))[case: \.path.popFrom] == 3)
    let pushed = Action.path(.push(id: 4, state: 42))[case: \.path.push]
    #expect(pushed?.id == 4 && pushed?.state == 42)
    #expect(Action.path(.element(id: 5, action: .toggled))[case: \.path.element]?.id == 5)
  }

  @Test func aBindingActionByTheFieldItWrites() {
    let text = Action.casePath(\.binding.text)
    #expect(text.embed("Hi") == .binding(.set(\.text, "Hi")))
    #expect(text.extract(from: .binding(.set(\.text, "Yo"))) == "Yo")
    #expect(text.extract(from: .binding(.set(\.count, 1))) == nil)
    #expect(Action.legacyBinding(.set(\.$isOn, true))[case: \.legacyBinding.$isOn] == true)
  }

  @Test @MainActor func aTestStoreSendsABindingByItsField() async {
    let store = TestStore(initialState: Form()) { FormFeature() }
    await store.send(\.binding.text, "Hello") { $0.text = "Hello" }
    await store.send(\.binding.count, 2) { $0.count = 2 }
  }
}
