import Foundation
import Runtime
import Testing

/// Counts the changes `withObservationTracking` reports.
private final class Changes: Sendable {
  let count = LockIsolated(0)
  var value: Int { count.withLock { $0 } }
  @Sendable func record() { count.withLock { $0 += 1 } }
}

/// Tracks what `read` reads from `state` and returns the counter of the changes reported.
private func track<State>(_ state: State, _ read: (State) -> Void) -> Changes {
  let changes = Changes()
  withObservationTracking {
    read(state)
  } onChange: {
    changes.record()
  }
  return changes
}

/// State with a collection field, changed in place.
@ObservableState
private struct TrackedRows {
  var values: [Int] = []
}

/// State holding observable state, changed inside.
@ObservableState
private struct TrackedParent {
  var child = TrackedRows()
}

@Suite struct ObservableStateTests {
  @Test func changingAReadFieldNotifies() {
    var state = ObservedCounter.State()
    let changes = track(state) { _ = $0.count }
    state.count = 1
    #expect(changes.value == 1)
  }

  @Test func changingAFieldInPlaceNotifies() {
    var state = ObservedCounter.State()
    let changes = track(state) { _ = $0.count }
    state.count += 1
    #expect(changes.value == 1)
  }

  @Test func settingAnEqualValueDoesNotNotify() {
    var state = ObservedCounter.State(count: 3)
    let changes = track(state) { _ = $0.count }
    state.count = 3
    #expect(changes.value == 0)
    state.count = 4
    #expect(changes.value == 1)
  }

  @Test func aChangeInPlaceNotifiesEvenWhenItLeavesTheValueEqual() {
    var state = ObservedCounter.State(count: 3)
    let changes = track(state) { _ = $0.count }
    state.count += 0
    #expect(changes.value == 1)
  }

  @Test func aChangeInsideAChildStateTellsTheChildsObserversOnly() {
    var state = TrackedParent()
    let childChanges = track(state) { _ = $0.child }
    let valueChanges = track(state) { _ = $0.child.values }
    state.child.values.append(1)
    #expect(valueChanges.value == 1)
    #expect(childChanges.value == 0)
    state.child = TrackedRows()
    #expect(childChanges.value == 1)
  }

  @Test func aChangeInPlaceToACollectionFieldDoesNotCopyItsStorage() {
    var state = TrackedRows()
    state.values.reserveCapacity(16)
    state.values.append(1)
    let storage = state.values.withUnsafeBufferPointer { $0.baseAddress }
    let changes = track(state) { _ = $0.values }
    state.values.append(2)
    state.values[0] = 10
    #expect(state.values.withUnsafeBufferPointer { $0.baseAddress } == storage)
    #expect(state.values == [10, 2])
    #expect(changes.value == 1)
  }

  @Test func changingAnotherFieldDoesNotNotify() {
    var state = ObservedCounter.State()
    let changes = track(state) { _ = $0.count }
    state.label = "Total"
    state.renders += 1
    #expect(changes.value == 0)
  }

  @Test func ignoredFieldsAreNotObserved() {
    var state = ObservedCounter.State()
    let changes = track(state) { _ = $0.renders }
    state.renders = 10
    #expect(changes.value == 0)
  }

  @Test func identitySurvivesCopiesAndChangesWithWillModify() {
    let state = ObservedCounter.State()
    var copy = state
    #expect(copy._$id == state._$id)
    copy.count = 5
    #expect(copy._$id == state._$id)
    copy._$willModify()
    #expect(copy._$id != state._$id)
    #expect(ObservedCounter.State()._$id != ObservedCounter.State()._$id)
    #expect(_$isIdentityEqual(state, state))
    #expect(!_$isIdentityEqual(state, copy))
  }

  @Test func optionalsAndCollectionsAreComparedByIdentity() {
    let a = ObservedCounter.State()
    var b = a
    b.count = 9
    let none: ObservedCounter.State? = nil
    #expect(_$isIdentityEqual(Optional(a), Optional(b)))
    #expect(_$isIdentityEqual(none, none))
    #expect(!_$isIdentityEqual(Optional(a), none))
    #expect(_$isIdentityEqual([a], [b]))
    #expect(!_$isIdentityEqual([a], [a, b]))
    #expect(!_$isIdentityEqual(1, 1))
    #expect(!_$isIdentityEqual("a", "a"))
    let rows = IdentifiedArray(uniqueElements: [a], id: \.id)
    #expect(_$isIdentityEqual(rows, rows))
  }

  @Test func memberwiseInitializerKeepsWorking() {
    let point = Point(x: 1, y: 2, name: "A")
    #expect(point.x == 1 && point.y == 2 && point.name == "A")
    let defaulted = Point(y: 3)
    #expect(defaulted.x == 0 && defaulted.y == 3 && defaulted.name == nil)
  }

  @Test func synthesizedEquatableAndHashableIgnoreTheRegistrar() {
    #expect(ObservedCounter.State(count: 2) == ObservedCounter.State(count: 2))
    #expect(ObservedCounter.State(count: 2) != ObservedCounter.State(count: 3))
    #expect(RecordedSettings().hashValue == RecordedSettings().hashValue)
    #expect(Set([RecordedSettings(), RecordedSettings()]).count == 1)
  }

  @Test func encodesExactlyAsWithoutTheMacro() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var state = RecordedSettings(version: 3)
    state.tags = ["a", "b"]
    state.nickname = "Bee"
    state.lastSaved = 1.5
    var plain = PlainRecordedSettings(version: 3)
    plain.tags = ["a", "b"]
    plain.nickname = "Bee"
    plain.lastSaved = 1.5
    let json = try encoder.encode(state)
    #expect(
      String(decoding: json, as: UTF8.self)
        == String(decoding: try encoder.encode(plain), as: UTF8.self))
    #expect(try JSONDecoder().decode(RecordedSettings.self, from: json) == state)
    #expect(
      try encoder.encode(RecordedSettings())
        == encoder.encode(PlainRecordedSettings()))
  }

  @Test func conditionalFieldsAreEncodedByName() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(ConditionalState()), as: UTF8.self)
    #expect(json == #"{"count":0,"debugNote":""}"#)
    #expect(String(decoding: try encoder.encode(EmptyCodableState()), as: UTF8.self) == "{}")
  }

  @Test func childChangesInPlaceDoNotNotifyObserversOfThePresentation() {
    var state = CounterPresenter.State(destination: ObservedCounter.State())
    let presentation = track(state) { _ = $0.destination }
    let count = track(state.destination!) { _ = $0.count }
    state.destination?.count += 1
    #expect(count.value == 1)
    #expect(presentation.value == 0)
    state.destination = nil
    #expect(presentation.value == 1)
  }

  @Test func decodedStateHasItsOwnIdentity() throws {
    let state = RecordedSettings()
    let decoded = try JSONDecoder().decode(
      RecordedSettings.self, from: JSONEncoder().encode(state))
    #expect(decoded == state)
    #expect(decoded._$id != state._$id)
  }

  @Test func enumIdentityFollowsThePayload() {
    let counter = ObservedCounter.State()
    let path = CounterPath.counter(counter)
    #expect(path._$id == CounterPath.counter(counter)._$id)
    #expect(path._$id != counter._$id)
    #expect(CounterPath.note("a", 1)._$id != CounterPath.note("a", 1)._$id)
    var modified = path
    modified._$willModify()
    #expect(modified._$id != path._$id)
    #expect(modified == path)
  }

  @Test func dumpsShowFieldsByTheirNames() {
    let dump = customDump(ObservedCounter.State(count: 2))
    #expect(dump.contains("count: 2"))
    #expect(!dump.contains("_count"))
    #expect(!dump.contains("observationRegistrar"))
  }

  @Test func bindingActionsNameObservedFields() {
    let action = BindingAction<ObservedCounter.State>.set(\.label, "Total")
    #expect(action.name == "label")
  }

  @Test func handWrittenConformancesStillWork() {
    struct Legacy: Equatable, ObservableState {
      var count = 0
    }
    var legacy = Legacy()
    legacy._$willModify()
    #expect(legacy._$id != legacy._$id)
  }
}

@MainActor
@Suite struct PresentsTests {
  @Test func presentsRunsAndDismissesTheDestinationThroughAStore() {
    let store = Store(initialState: CounterPresenter.State()) { CounterPresenter() }
    let changes = track(store.currentState) { _ = $0.destination }

    store.send(.presentTapped)
    #expect(store.currentState.destination?.count == 0)
    #expect(changes.value == 1)

    store.send(.destination(.presented(.incrementTapped)))
    store.send(.destination(.presented(.incrementTapped)))
    #expect(store.currentState.destination?.count == 2)

    store.send(.destination(.dismiss))
    #expect(store.currentState.destination == nil)
    #expect(store.currentState.presentations == 1)
  }

  @Test func storeReadsOfObservedStateStillWork() {
    let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
    store.send(.incrementTapped)
    #expect(store.count == 1)
    #expect(store.label == "Count")
  }

  @Test func projectedPresentationStateReadsAndWrites() {
    var state = CounterPresenter.State()
    state.$destination = PresentationState(wrappedValue: ObservedCounter.State(count: 4))
    #expect(state.destination?.count == 4)
    state.destination = nil
    #expect(state.$destination.wrappedValue == nil)
  }

  @Test func presentedStateEncodesLikePresentationState() throws {
    // Without the macro, `@PresentationState var destination` encodes the wrapper.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(
      try encoder.encode(PresentedSettings(destination: RecordedSettings()))
        == encoder.encode(PlainPresentedSettings(destination: RecordedSettings())))
  }
}
