// Navigation as TCA 1.7 and later writes it in views: `$store.scope(state:action:)` as a
// binding to an optional store for `.sheet(item:)`, `.navigationDestination(item:)` and
// `.alert(_:)`, a case of an enum destination by trailing dot, and
// `NavigationStack(path:root:destination:)` switching on `store.case`.
import ComposableArchitecture
import SwiftUI
import Testing

@Reducer
struct Score {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case closeButtonTapped
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

struct ScoreView: View {
  let store: StoreOf<Score>

  var body: some View {
    Text("Count: \(store.count)")
    Button("Increment") { store.send(.incrementButtonTapped, animation: .default) }
    Button("Close") { store.send(.closeButtonTapped) }
  }
}

@Reducer
struct Destinations {
  @Reducer
  enum Destination {
    case drillDown(Score)
    case sheet(Score)
    case alert(AlertState<Alert>)

    enum Alert { case reset }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var resets = 0
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case dialog(PresentationAction<Dialog>)
    case showAlert
    case showDialog
    case showDrillDown
    case showSheet

    enum Dialog { case reset }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.reset))), .dialog(.presented(.reset)):
        state.resets += 1
        return .none
      case .destination, .dialog:
        return .none
      case .showAlert:
        state.destination = .alert(
          AlertState {
            TextState("Reset?")
          } actions: {
            ButtonState(role: .destructive, action: .reset) { TextState("Reset") }
          })
        return .none
      case .showDialog:
        state.dialog = ConfirmationDialogState {
          TextState("Reset?")
        } actions: {
          ButtonState(action: .reset) { TextState("Reset") }
        }
        return .none
      case .showDrillDown:
        state.destination = .drillDown(Score.State())
        return .none
      case .showSheet:
        state.destination = .sheet(Score.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$dialog, action: \.dialog)
  }
}
extension Destinations.Destination.State: Equatable {}

struct DestinationsView: View {
  @Bindable var store: StoreOf<Destinations>

  var body: some View {
    NavigationStack {
      Form {
        Button("Show drill-down") { store.send(.showDrillDown) }
        Button("Show sheet") { store.send(.showSheet) }
        Button("Show alert") { store.send(.showAlert) }
        Button("Show dialog") { store.send(.showDialog) }
        Text("Resets: \(store.resets)")
      }
      .navigationDestination(
        item: $store.scope(state: \.$destination, action: \.destination).drillDown
      ) { store in
        ScoreView(store: store)
      }
      .sheet(item: $store.scope(state: \.destination?.sheet, action: \.destination.sheet)) {
        store in
        ScoreView(store: store)
      }
      .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
      .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    }
  }
}

/// A parent that presents a score but forgot its `ifLet`.
@Reducer
struct ForgetfulParent {
  @ObservableState
  struct State: Equatable {
    @Presents var score: Score.State? = Score.State()
  }

  enum Action {
    case score(PresentationAction<Score.Action>)
  }
}

@Reducer
struct Trail {
  @Reducer
  enum Path {
    case score(Score)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case pushTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .pushTapped = action { state.path.append(.score(Score.State())) }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}
extension Trail.Path.State: Equatable {}

struct TrailView: View {
  @Bindable var store: StoreOf<Trail>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      Button("Push") { store.send(.pushTapped) }
    } destination: { store in
      switch store.case {
      case let .score(store): ScoreView(store: store)
      }
    }
  }
}

@MainActor
@Suite struct StoreBindingNavigationTests {
  @Test func aCaseOfAnEnumDestinationIsPushedAndPoppingDismissesIt() throws {
    let store = Store(initialState: Destinations.State()) { Destinations() }
    let host = ViewHost(DestinationsView(store: store))
    try host.tap("Show drill-down")
    try host.tap("Increment")
    #expect(
      host.screen == """
        (Show drill-down)
        (Show sheet)
        (Show alert)
        (Show dialog)
        Resets: 0
        [pushed] \n  Count: 1
          (Increment)
          (Close)
        """)
    #expect(store.destination == .drillDown(Score.State(count: 1)))
    try host.dismiss()
    #expect(store.destination == nil)
    #expect(!host.screen.contains("[pushed]"))
  }

  @Test func aSheetOfAnOptionalStoreClosesWhenItsFeatureDismissesItself() async throws {
    let clock = TestClock()
    let store = Store(initialState: Destinations.State()) {
      Destinations()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let host = ViewHost(DestinationsView(store: store))
    try host.tap("Show sheet")
    #expect(host.screen.contains("[sheet]"))
    try host.tap("Close")
    #expect(await host.settle(store, clock: clock))
    #expect(store.destination == nil)
    #expect(!host.screen.contains("[sheet]"))
  }

  @Test func alertAndDialogButtonsSendToTheirStoresAndGo() throws {
    let store = Store(initialState: Destinations.State()) { Destinations() }
    let host = ViewHost(DestinationsView(store: store))
    try host.tap("Show alert")
    #expect(host.screen.contains("[alert] Reset?"))
    try host.tap("Reset")
    #expect(store.resets == 1)
    #expect(store.destination == nil)
    try host.tap("Show dialog")
    #expect(host.screen.contains("[dialog] Reset?"))
    try host.dismiss()
    #expect(store.dialog == nil)
    #expect(store.resets == 1)
  }

  @Test func settingTheBindingToNilWithNoIfLetReportsAnIssue() {
    @Bindable var store = Store(initialState: ForgetfulParent.State()) { ForgetfulParent() }
    let score = $store.scope(state: \.$score, action: \.score)
    #expect(score.wrappedValue != nil)
    withKnownIssue {
      score.wrappedValue = nil
    } matching: { issue in
      issue.description.contains("ifLet")
    }
    #expect(store.score != nil)
  }

  @Test func aStackPathPushesScreensThatSwitchOnTheirCase() throws {
    let store = Store(initialState: Trail.State()) { Trail() }
    let host = ViewHost(TrailView(store: store))
    try host.tap("Push")
    try host.tap("Increment")
    #expect(host.screen.contains("Count: 1"))
    try host.tap("Back")
    #expect(store.path.isEmpty)
    #expect(host.screen.contains("(Push)"))
  }

  @Test func storesAreEqualAndIdentifiedByTheObjectTheyAre() {
    let store = Store(initialState: Score.State()) { Score() }
    let other = Store(initialState: Score.State()) { Score() }
    #expect(store == store)
    #expect(store != other)
    #expect(store.id == ObjectIdentifier(store))
    #expect(Set([store, store, other]).count == 2)
  }
}
