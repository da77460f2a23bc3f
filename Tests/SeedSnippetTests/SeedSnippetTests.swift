// The seeds' code, compiled against the runtime and exercised with TestStore.
//
// Changes from the seeds, each forced by missing macros or SwiftUI, by the test, or by a gap
// in the seed's own snippet:
// - All seeds: `import ComposableArchitecture` is `import RuntimeTesting`; each seed's types are
//   nested in a namespace (`Seed003IfLet`, ...) because the seeds reuse names such as `Parent`.
// - All seeds: `State` and `Action` conform to `Equatable`, which TestStore needs.
// - Seed 003: `Reduce { state, action in }` returns `.none` (an empty closure does not compile);
//   the elided `/* code */` parts and the `Child`, `Row`, `Authenticated` and `Unauthenticated`
//   reducers are written out (`Row` is the seed's name for the reducer of `Child.State` rows).
// - Seed 003: the views (`IfLetStore`, `ForEachStore`, `SwitchStore`) are in
//   Seed003ViewSnippetTests.swift, against HeadlessUI.
// - Seed 002: `.init(value:)` is `.send(...)`; `UpdateUserInfoModel`, `Unit` and `unitVM`,
//   which the seed does not show, are written out.
// - Seed 001: `___VARIABLE_sceneName___` is `Template`; the SwiftUI view keeps only its
//   `ViewStore(self.store, observe: { $0 }, send: { .view($0) })` (no `@ObservedObject`,
//   `body` or preview); the `Inner`/`Async`/`Scope`/`Delegate` placeholders keep `doNothing`.
// - Seed 001 (typos in its snippets): `struct Action` with cases is an `enum`;
//   `case .presented, dismiss:` is `.dismiss`; `Scope(state: /State.after7dayPopup, ...)
//   { DStopDoubleButtonPopupFeature() }` is `/State.popup` with `PopupFeature()`; the elided
//   `.delegate(...)` is `.delegate(.confirmed)`.
import RuntimeTesting
import Testing

// MARK: - Seed 003: ifLet

enum Seed003IfLet {
  struct Child: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var child: Child.State?
      var childCountSeenByParent: Int?
    }
    enum Action: Equatable {
      case child(Child.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        state.childCountSeenByParent = state.child?.count
        return .none
      }
      .ifLet(\.child, action: /Action.child) {
        Child()
      }
    }
  }
}

// MARK: - Seed 003: forEach

enum Seed003ForEach {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var isDone = false
    }
    enum Action: Equatable { case toggle }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isDone.toggle()
      return .none
    }
  }

  typealias Row = Child

  struct Parent: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Child.State>
      var doneCount = 0
    }
    enum Action: Equatable {
      case row(id: Child.State.ID, action: Child.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        state.doneCount = state.rows.filter(\.isDone).count
        return .none
      }
      .forEach(\.rows, action: /Action.row) {
        Row()
      }
    }
  }
}

// MARK: - Seed 003: ifCaseLet

enum Seed003IfCaseLet {
  struct Authenticated: Reducer {
    struct State: Equatable { var user = "" }
    enum Action: Equatable { case logOutTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Unauthenticated: Reducer {
    struct State: Equatable { var email = "" }
    enum Action: Equatable { case emailChanged(String), logInTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case let .emailChanged(email) = action { state.email = email }
      return .none
    }
  }

  struct Parent: Reducer {
    enum State: Equatable {
      case loggedIn(Authenticated.State)
      case loggedOut(Unauthenticated.State)
    }
    enum Action: Equatable {
      case loggedIn(Authenticated.Action)
      case loggedOut(Unauthenticated.Action)
    }

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        // Core logic for parent feature
        switch action {
        case .loggedOut(.logInTapped):
          if case let .loggedOut(child) = state { state = .loggedIn(.init(user: child.email)) }
        case .loggedIn(.logOutTapped):
          state = .loggedOut(.init())
        default:
          break
        }
        return .none
      }
      .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
        Authenticated()
      }
      .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) {
        Unauthenticated()
      }
    }
  }
}

// MARK: - Seed 002: concatenate

enum Seed002 {
  enum Unit: Int, Equatable { case none = -1, kilogram, pound }
  struct UpdateUserInfoModel: Equatable { var unit: Unit }
  struct UnitViewModel: Equatable { var selectedIndex: Int? }

  struct Feature: Reducer {
    struct State: Equatable {
      var unitVM = UnitViewModel()
      var log: [String] = []
    }
    enum Action: Equatable {
      case submitChangedUnit
      case requestUpdateUserInfo(UpdateUserInfoModel)
      case moveBackward
      case onAppear
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .submitChangedUnit:
        let updateUserInfo: UpdateUserInfoModel = .init(
          unit: Unit(rawValue: state.unitVM.selectedIndex ?? -1) ?? .none
        )
        return .concatenate(
          .send(.requestUpdateUserInfo(updateUserInfo)),
          .send(.moveBackward)
        )
      case let .requestUpdateUserInfo(info):
        state.log.append("update \(info.unit)")
        return .none
      case .moveBackward:
        state.log.append("back")
        return .none
      case .onAppear:
        return .none
      }
    }
  }
}

// MARK: - Seed 001: the TCA 1.3 template

public protocol FeatureAction {
  associatedtype ViewAction
  associatedtype InnerAction
  associatedtype AsyncAction
  associatedtype ScopeAction
  associatedtype DelegateAction

  static func view(_: ViewAction) -> Self
  static func inner(_: InnerAction) -> Self
  static func async(_: AsyncAction) -> Self
  static func scope(_: ScopeAction) -> Self
  static func delegate(_: DelegateAction) -> Self
}

enum Seed001 {
  struct PopupFeature: Reducer {
    struct State: Equatable {}
    enum Action: Equatable {
      case confirmTapped
      case delegate(Delegate)
      enum Delegate: Equatable { case confirmed }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      action == .confirmTapped ? .send(.delegate(.confirmed)) : .none
    }
  }

  struct TemplateFeature: Reducer {
    struct Destination: Reducer {
      enum State: Equatable {
        case popup(PopupFeature.State)
      }
      enum Action: Equatable {
        case popup(PopupFeature.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: /State.popup, action: /Action.popup) {
          PopupFeature()
        }
      }
    }

    /// - State
    struct State: Equatable {
      @BindingState var text: String = ""
      @PresentationState var destination: Destination.State?
      var appeared = false
      var confirmed = false
    }
    /// - Action
    enum Action: FeatureAction, Equatable {
      case view(ViewAction)
      case inner(InnerAction)
      case async(AsyncAction)
      case scope(ScopeAction)
      case delegate(DelegateAction)
      case destination(PresentationAction<Destination.Action>)

      enum ViewAction: BindableAction, Equatable {
        case onAppear
        case showPopup
        case binding(BindingAction<State>)
      }
      enum InnerAction: Equatable { case doNothing }
      enum AsyncAction: Equatable { case doNothing }
      enum ScopeAction: Equatable { case doNothing }
      enum DelegateAction: Equatable { case doNothing }
    }
    /// - Reduce core
    private func core(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      /// - View
      case .view(let viewAction):
        return handleViewAction(viewAction, state: &state)
      /// - Inner
      case .inner(let innerAction):
        return handleInnerAction(innerAction, state: &state)
      /// - Async
      case .async(let asyncAction):
        return handleAsyncAction(asyncAction, state: &state)
      /// - Scope
      case .scope(let scopeAction):
        return handleScopeAction(scopeAction, state: &state)
      /// - Delegate
      case .delegate(let delegateAction):
        return handleDelegateAction(delegateAction, state: &state)
      /// - Destination
      case .destination(let destinationAction):
        return handleDestinationAction(destinationAction, state: &state)
      }
    }
    /// - Reducer body
    var body: some ReducerOf<Self> {
      BindingReducer(action: /Action.view)
      Reduce(self.core)
        .ifLet(\.$destination, action: /Action.destination) {
          Destination()
        }
    }
  }

  /// The template's view, without SwiftUI: only its view store.
  @MainActor
  struct TemplateView {
    let store: StoreOf<TemplateFeature>
    var viewStore: ViewStore<TemplateFeature.State, TemplateFeature.Action.ViewAction>

    init(store: StoreOf<TemplateFeature>) {
      self.store = store
      self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }
  }
}

// MARK: - FeatureAction Effect
private extension Seed001.TemplateFeature {
  /// - View Effect
  func handleViewAction(_ action: Action.ViewAction, state: inout State) -> Effect<Action> {
    switch action {
    case .onAppear:
      state.appeared = true
      return .none
    case .showPopup:
      state.destination = .popup(.init())
      return .none
    case .binding:
      return .none
    }
  }
  /// - Inner Effect
  func handleInnerAction(_ action: Action.InnerAction, state: inout State) -> Effect<Action> {
    return .none
  }
  /// - Async Effect
  func handleAsyncAction(_ action: Action.AsyncAction, state: inout State) -> Effect<Action> {
    return .none
  }
  /// - Scope Effect
  func handleScopeAction(_ action: Action.ScopeAction, state: inout State) -> Effect<Action> {
    return .none
  }
  /// - Delegate Effect
  func handleDelegateAction(_ action: Action.DelegateAction, state: inout State) -> Effect<Action> {
    return .none
  }

  func handleDestinationAction(
    _ action: PresentationAction<Destination.Action>,
    state: inout State
  ) -> Effect<Action> {
    switch action {
    case .presented(.popup(.delegate(.confirmed))):
      /// do something
      state.confirmed = true
      state.destination = nil
      return .none
    case .presented, .dismiss: return .none
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct SeedSnippetTests {
  @Test func seed003IfLetRunsTheChildFirst() async {
    typealias Feature = Seed003IfLet.Parent
    let store = TestStore(initialState: Feature.State(child: .init())) { Feature() }
    await store.send(.child(.increment)) {
      $0.child?.count = 1
      $0.childCountSeenByParent = 1
    }
  }

  @Test func seed003ForEachRunsTheRowFirst() async {
    typealias Feature = Seed003ForEach.Parent
    let store = TestStore(
      initialState: Feature.State(rows: [.init(id: 1), .init(id: 2)])
    ) { Feature() }
    await store.send(.row(id: 2, action: .toggle)) {
      $0.rows[id: 2]?.isDone = true
      $0.doneCount = 1
    }
  }

  @Test func seed003IfCaseLetSwitchesBetweenCases() async {
    typealias Feature = Seed003IfCaseLet.Parent
    let store = TestStore(initialState: Feature.State.loggedOut(.init())) { Feature() }
    await store.send(.loggedOut(.emailChanged("blob@example.com"))) {
      $0 = .loggedOut(.init(email: "blob@example.com"))
    }
    await store.send(.loggedOut(.logInTapped)) { $0 = .loggedIn(.init(user: "blob@example.com")) }
    await store.send(.loggedIn(.logOutTapped)) { $0 = .loggedOut(.init()) }
  }

  @Test func seed002ConcatenateSendsInOrder() async {
    typealias Feature = Seed002.Feature
    let store = TestStore(
      initialState: Feature.State(unitVM: .init(selectedIndex: 1))
    ) { Feature() }
    await store.send(.submitChangedUnit)
    await store.receive(.requestUpdateUserInfo(.init(unit: .pound))) { $0.log = ["update pound"] }
    await store.receive(.moveBackward) { $0.log.append("back") }
  }

  @Test func seed001TemplateViewActionsBindingsAndDestination() async {
    typealias Feature = Seed001.TemplateFeature
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let view = Seed001.TemplateView(store: store.store)
    // Actions the view sends arrive at the test store as received actions.
    view.viewStore.send(.onAppear)
    await store.receive(.view(.onAppear)) { $0.appeared = true }
    view.viewStore.send(.binding(.set(\.$text, "hello")))
    await store.receive(.view(.binding(.set(\.$text, "hello")))) { $0.text = "hello" }
    #expect(view.viewStore.text == "hello")
    view.viewStore.send(.showPopup)
    await store.receive(.view(.showPopup)) { $0.destination = .popup(.init()) }
    await store.send(.destination(.presented(.popup(.confirmTapped))))
    await store.receive(.destination(.presented(.popup(.delegate(.confirmed))))) {
      $0.confirmed = true
      $0.destination = nil
    }
  }
}
