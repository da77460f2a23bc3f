import ComposableArchitecture
import Testing

// The enum reducers article's destination, written with `@Reducer` as the article writes it, in
// Swift 5 mode; `Counter` is the one in StoreOffTheMainActorTests.swift.

@Reducer
enum Destination {
  case counter(Counter)
  case alert(AlertState<Alert>)

  enum Alert: Equatable { case confirm }
}
extension Destination.State: Equatable {}

@MainActor
@Suite struct EnumReducerMacroSnippetTests {
  @Test func theMacroFormRunsItsFeatureCaseAndNothingForItsAlert() async {
    let store = TestStore(initialState: Destination.State.counter(.init())) { Destination.body }
    await store.send(.counter(.incrementTapped)) {
      $0 = .counter(.init(count: 1))
    }
    let alert = AlertState<Destination.Alert> { TextState("Sure?") }
    let alertStore = TestStore(initialState: Destination.State.alert(alert)) { Destination.body }
    await alertStore.send(.alert(.confirm))
  }
}
