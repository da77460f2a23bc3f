import Runtime

/// State that `$store.scope(state:action:)` presents while it holds a value: an optional, or a
/// `@Presents` (`@PresentationState`) field.
public protocol PresentableState<Unwrapped> {
  /// The state presented.
  associatedtype Unwrapped
  /// The state presented, or `nil` while nothing is.
  var presentedState: Unwrapped? { get }
}

extension Optional: PresentableState {
  public var presentedState: Wrapped? { self }
}

extension PresentationState: PresentableState {
  public var presentedState: State? { wrappedValue }
}

extension Bindable {
  /// A binding to the store of a presented child: `nil` while nothing is presented, and
  /// writing `nil` dismisses it. It is what `.sheet(item:)`, `.alert(_:)` and
  /// `.navigationDestination(item:)` take.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
  ///   EditView(store: $0)
  /// }
  /// .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  ///
  /// Writing `nil` sends `.dismiss`; when the state is still there afterwards, no `ifLet`
  /// handled the dismissal, and that is reported as an issue at the call site.
  public func scope<
    State: ObservableState, Action: CasePathable, Container: PresentableState, ChildAction
  >(
    state toContainer: KeyPath<State, Container>,
    action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Binding<Store<Container.Unwrapped, ChildAction>?> where Value == Store<State, Action> {
    let store = wrappedValue
    let embed = Action.casePath(toChildAction).embed
    return Binding(
      get: {
        // Read through the store's subscript, so that the view rendering it depends on it.
        guard store[dynamicMember: toContainer].presentedState != nil else { return nil }
        return store.scopeWhilePresent(
          { $0[keyPath: toContainer].presentedState }, action: { embed(.presented($0)) })
      },
      set: { newValue in
        guard newValue == nil, store.currentState[keyPath: toContainer].presentedState != nil else {
          return
        }
        store.send(embed(.dismiss))
        if store.currentState[keyPath: toContainer].presentedState != nil {
          reportIssue(
            """
            A binding from "$store.scope" was set to nil, but the store still presents its \
            child afterwards. The reducer that handles "\(String(reflecting: ChildAction.self))" must run \
            "ifLet" on this state, for example ".ifLet(\\.$destination, action: \\.destination)", \
            and every parent must compose that reducer into the store's root reducer.
            """,
            fileID: fileID, line: line)
        }
      }
    )
  }

  /// A binding to the store of a navigation stack's path, for
  /// `NavigationStack(path:root:destination:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   RootView(store: store)
  /// } destination: { store in
  ///   switch store.case {
  ///   case let .detail(store): DetailView(store: store)
  ///   }
  /// }
  /// ```
  public func scope<State: ObservableState, Action: CasePathable, ElementState, ElementAction>(
    state toPath: KeyPath<State, StackState<ElementState>> & Sendable,
    action toPathAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    .constant(wrappedValue.scope(state: toPath, action: toPathAction))
  }
}

/// An optional store of enum state, whose binding names a case by its key path: what
/// `$store.scope(state: \.$destination, action: \.destination).edit` reads.
@MainActor
public protocol OptionalEnumStateStore {
  /// The enum of the state's cases, each with a store of its feature.
  associatedtype CaseScope: CasePathable
  /// The current case, with the store of its feature, or `nil` when there is no store.
  var presentedCase: CaseScope? { get }
  /// No store.
  static var none: Self { get }
}

extension Optional: OptionalEnumStateStore
where Wrapped: EnumStateStore {
  public var presentedCase: Wrapped.CaseScope? { self?.currentCase }
}

/// A store of enum state: a store whose state an `@Reducer enum` made.
@MainActor
public protocol EnumStateStore {
  /// The enum of the state's cases, each with a store of its feature.
  associatedtype CaseScope: CasePathable
  /// The current case, with the store of its feature.
  var currentCase: CaseScope { get }
}

extension Store: EnumStateStore
where
  State: CaseReducerState, State.StateReducer.Action == Action,
  State.StateReducer.CaseScope: CasePathable
{
  public var currentCase: State.StateReducer.CaseScope { self.case }
}

extension Binding where Value: OptionalEnumStateStore {
  /// A binding to the store of one case of a presented enum destination: `nil` while another
  /// case, or nothing, is presented; writing `nil` dismisses the destination.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.$destination, action: \.destination).edit) {
  ///   EditView(store: $0)
  /// }
  /// ```
  public subscript<Case>(
    dynamicMember keyPath: KeyPath<Value.CaseScope.AllCasePaths, AnyCasePath<Value.CaseScope, Case>>
  ) -> Binding<Case?> {
    let casePath = Value.CaseScope.allCasePaths[keyPath: keyPath]
    return Binding<Case?>(
      get: { wrappedValue.presentedCase.flatMap(casePath.extract(from:)) },
      set: { if $0 == nil { wrappedValue = .none } }
    )
  }
}
