import Foundation
import RuntimeTesting
import Testing

private struct Sheet: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case closeTapped
    case startTimer
    case tick
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    case .startTimer:
      return .run { send in
        try await clock.sleep(for: .seconds(10))
        await send(.tick)
      }
    case .tick:
      state.count += 100
      return .none
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var log: [String] = []
  }

  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showSheet
    case showConfiguredSheet
    case showAlert
    case showDialog
    case showSheetNumbered(Int)
    case addToSheet(Int)
    case closeAfterTheOperator
    case askBeforeClosing
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case sheet(Sheet.State)
      case configuredSheet(Sheet.State)
      case alert(AlertState<Action.Alert>)
      case dialog(ConfirmationDialogState<Action.Dialog>)
    }

    enum Action: Equatable {
      case sheet(Sheet.Action)
      case configuredSheet(Sheet.Action)
      case alert(Alert)
      case dialog(Dialog)

      enum Alert: Equatable { case confirm, retry }
      enum Dialog: Equatable { case delete }
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.sheet, action: /Action.sheet) { Sheet() }
      Scope(state: /State.configuredSheet, action: /Action.configuredSheet) {
        Sheet().dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSheet:
        state.destination = .sheet(Sheet.State())
      case .showConfiguredSheet:
        state.destination = .configuredSheet(Sheet.State())
      case .showAlert:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
          }
        )
      case .showDialog:
        state.destination = .dialog(
          ConfirmationDialogState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
          }
        )
      case let .showSheetNumbered(id):
        state.destination = .sheet(Sheet.State(id: id))
      case let .addToSheet(count):
        if case var .sheet(sheet) = state.destination {
          sheet.count += count
          state.destination = .sheet(sheet)
        }
      case .destination(.presented(.alert(.confirm))):
        state.log.append("confirmed")
      case .destination(.presented(.alert(.retry))):
        var followUp = Parent.retryAlert
        followUp.title = TextState("Still failing. Try again?")
        state.destination = .alert(followUp)
      case .destination(.presented(.dialog(.delete))):
        state.log.append("deleted")
      case .destination(.dismiss):
        state.log.append("dismissing, presented: \(state.destination != nil)")
        if state.log.contains("will ask") {
          // Answers the dismissal with an alert instead of closing.
          state.destination = .alert(Parent.retryAlert)
        }
      case .destination, .closeAfterTheOperator, .askBeforeClosing:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    Reduce { state, action in
      switch action {
      case .closeAfterTheOperator:
        state.destination = nil
      case .askBeforeClosing:
        state.log.append("will ask")
      default:
        break
      }
      return .none
    }
  }

  static let retryAlert = AlertState<Destination.Action.Alert> {
    TextState("Try again?")
  } actions: {
    ButtonState(action: .retry) { TextState("Retry") }
    ButtonState(action: .confirm) { TextState("Give up") }
  }
}

extension ReducerNode {
  /// This node and every node below it, depth first.
  fileprivate var flattened: [ReducerNode] {
    [self] + children.flatMap(\.flattened)
  }
}

/// A feature that presents itself, as a screen that opens another of its kind.
private struct Nested: Reducer {
  struct State: Equatable {
    var depth = 0
    var taps = 0
    @PresentationState var child: State?
  }

  enum Action: Equatable {
    case child(PresentationAction<Action>)
    case open
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: break
      case .open: state.child = State(depth: state.depth + 1)
      case .tap: state.taps += 1
      }
      return .none
    }
    .ifLet(\.$child, action: /Action.child) {
      Nested()
    }
  }
}

@MainActor
@Suite struct PresentationIfLetTests {
  private func makeStore(
    _ clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func presentedActionsRunTheDestination() async {
    let store = makeStore()
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.presented(.sheet(.increment)))) {
      $0.destination = .sheet(Sheet.State(count: 1))
    }
  }

  @Test func dismissRunsTheParentThenClearsTheState() async {
    let store = makeStore()
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissing, presented: true"]
    }
  }

  @Test func alertIsDismissedAfterItsAction() async {
    let store = makeStore()
    await store.send(.showAlert) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
      )
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.log = ["confirmed"]
    }
  }

  @Test func confirmationDialogIsDismissedAfterItsAction() async {
    let store = makeStore()
    await store.send(.showDialog) {
      $0.destination = .dialog(
        ConfirmationDialogState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        }
      )
    }
    await store.send(.destination(.presented(.dialog(.delete)))) {
      $0.destination = nil
      $0.log = ["deleted"]
    }
  }

  @Test func dismissDependencyClosesThePresentedFeature() async {
    let store = makeStore()
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.presented(.sheet(.closeTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissing, presented: true"]
    }
    await store.finish()
  }

  @Test func aTestCanReplaceDismissToSeeAFeatureCloseItself() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: Sheet.State()) {
      Sheet()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeTapped)
    await store.finish()
    #expect(dismissed.value)
  }

  @Test func dismissDependencyWorksUnderADependencyModifier() async {
    let store = makeStore()
    await store.send(.showConfiguredSheet) { $0.destination = .configuredSheet(Sheet.State()) }
    await store.send(.destination(.presented(.configuredSheet(.closeTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissing, presented: true"]
    }
    await store.finish()
  }

  @Test func effectsOfADismissedDestinationAreCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.presented(.sheet(.startTimer))))
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismissing, presented: true"]
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func effectsOfAReplacedDestinationAreCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.presented(.sheet(.startTimer))))
    await store.send(.showConfiguredSheet) { $0.destination = .configuredSheet(Sheet.State()) }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func presentedActionWhileNothingIsPresentedIsAWarning() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.destination(.presented(.sheet(.increment))))
    } matching: {
      $0.mentions("received a presented action while nothing was presented")
    }
  }

  @Test func anAlertReplacedByAFollowUpInItsActionStays() async {
    let store = TestStore(initialState: Parent.State(destination: .alert(Parent.retryAlert))) {
      Parent()
    }
    var followUp = Parent.retryAlert
    followUp.title = TextState("Still failing. Try again?")
    await store.send(.destination(.presented(.alert(.retry)))) {
      $0.destination = .alert(followUp)
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.log = ["confirmed"]
    }
  }

  @Test func aDestinationReplacedByAnotherIDHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheetNumbered(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.startTimer))))
    await store.send(.showSheetNumbered(2)) { $0.destination = .sheet(Sheet.State(id: 2)) }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aDestinationChangedInPlaceKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheetNumbered(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.startTimer))))
    await store.send(.addToSheet(5)) { $0.destination = .sheet(Sheet.State(id: 1, count: 5)) }
    await clock.advance(by: .seconds(10))
    await store.receive(.destination(.presented(.sheet(.tick)))) {
      $0.destination = .sheet(Sheet.State(id: 1, count: 105))
    }
  }

  /// A destination removed by a reducer composed after the `ifLet` has its effects cancelled on
  /// the next action through the operator: the presentation remembers what it presented.
  @Test func aDestinationRemovedOutsideTheOperatorHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.destination(.presented(.sheet(.startTimer))))
    await store.send(.closeAfterTheOperator) { $0.destination = nil }
    await store.send(.showDialog) {
      $0.destination = .dialog(
        ConfirmationDialogState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        })
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  /// A parent that answers `.dismiss` by presenting another destination keeps it.
  @Test func aDismissalAnsweredWithAnotherDestinationKeepsIt() async {
    let store = makeStore()
    await store.send(.showSheet) { $0.destination = .sheet(Sheet.State()) }
    await store.send(.askBeforeClosing) { $0.log = ["will ask"] }
    await store.send(.destination(.dismiss)) {
      $0.log.append("dismissing, presented: true")
      $0.destination = .alert(Parent.retryAlert)
    }
  }

  @Test func dismissWhileNothingIsPresentedIsAWarning() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.destination(.dismiss)) { $0.log = ["dismissing, presented: false"] }
    } matching: {
      $0.mentions("received a dismiss action while nothing was presented")
    }
  }

  /// An alert goes away after its own actions only: an action of another case of the
  /// destination leaves it presented.
  @Test func anAlertStaysForAnotherCasesAction() async {
    let store = TestStore(initialState: Parent.State(destination: .alert(Parent.retryAlert))) {
      Parent()
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.sheet(.increment))))
    } matching: {
      $0.mentions("received a child action while the state was in another case")
    }
    #expect(store.state.destination == .alert(Parent.retryAlert))
  }

  /// A case of the presented destination reads and writes through the presentation; writing a
  /// case that is not presented changes nothing and is a warning.
  @Test func aCaseOfThePresentedDestinationIsReadAndWritten() {
    var state = Parent.State(destination: .sheet(Sheet.State()))
    state.$destination[case: /Parent.Destination.State.sheet]?.count = 3
    #expect(state.destination == .sheet(Sheet.State(count: 3)))
    #expect(state.$destination[case: /Parent.Destination.State.alert] == nil)
    let warnings = LockIsolated(0)
    withKnownIssue {
      state.$destination[case: /Parent.Destination.State.configuredSheet] = Sheet.State()
      state.$destination[case: /Parent.Destination.State.configuredSheet]?.count += 1
      state.$destination[case: /Parent.Destination.State.configuredSheet] = nil
    } matching: {
      warnings.withValue { $0 += 1 }
      return $0.mentions(
        "A case of a presented destination was changed while the destination was in another case")
    }
    #expect(warnings.value == 3)
    #expect(state.destination == .sheet(Sheet.State(count: 3)))
    state.$destination[case: /Parent.Destination.State.sheet] = nil
    #expect(state.destination == nil)
  }

  @Test func aFeatureCanPresentItself() async {
    let store = TestStore(initialState: Nested.State()) { Nested() }
    await store.send(.open) { $0.child = Nested.State(depth: 1) }
    await store.send(.child(.presented(.open))) { $0.child?.child = Nested.State(depth: 2) }
    await store.send(.child(.presented(.child(.presented(.tap))))) { $0.child?.child?.taps = 1 }
    await store.send(.child(.presented(.child(.dismiss)))) { $0.child?.child = nil }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @Test func presentationStateCopiesAreIndependent() {
    var original = Nested.State()
    original.child = Nested.State(depth: 1)
    var copy = original
    copy.child?.taps = 5
    copy.$child.wrappedValue?.depth = 9
    #expect(original.child == Nested.State(depth: 1))
    #expect(copy.child?.taps == 5)
    #expect(copy.child?.depth == 9)
    #expect(copy != original)
    copy.child = original.child
    #expect(copy == original)
  }

  @Test func aFeatureThatPresentsItselfIsExplainedAsDeepAsItsState() {
    let absent = Nested().explain(in: Nested.State()).flattened
      .filter { $0.kind == .presentation }
    #expect(absent.map(\.presence) == [.inactive, nil])

    var state = Nested.State()
    state.child = Nested.State(depth: 1)
    state.child?.child = Nested.State(depth: 2)
    let presentations = Nested().explain(in: state).flattened
      .filter { $0.kind == .presentation }
    #expect(presentations.map(\.presence) == [.active, .active, .inactive])
  }
}
