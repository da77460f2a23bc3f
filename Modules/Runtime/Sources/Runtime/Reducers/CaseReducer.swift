/// A reducer written as an enum of the features it can hold, one case each: what TCA 1.8's
/// `@Reducer enum Destination` generates.
///
/// Write the cases and let the macro do the rest:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case settings(SettingsFeature)
///   case alert(AlertState<Alert>)
///
///   enum Alert: Equatable { case confirmTapped }
/// }
/// extension Destination.State: Equatable {}
/// ```
///
/// The same conformance written out by hand, which is what the macro expands to:
///
/// ```swift
/// enum Destination: CaseReducer {
///   case settings(SettingsFeature)
///   case alert(AlertState<Action.Alert>)
///
///   enum State: CaseReducerState, CasePathable, Equatable {
///     typealias StateReducer = Destination
///     case settings(SettingsFeature.State)
///     case alert(AlertState<Action.Alert>)
///
///     struct AllCasePaths {
///       var settings: AnyCasePath<State, SettingsFeature.State> { /State.settings }
///       var alert: AnyCasePath<State, AlertState<Action.Alert>> { /State.alert }
///     }
///     static var allCasePaths: AllCasePaths { AllCasePaths() }
///   }
///
///   enum Action: CasePathable, Equatable {
///     case settings(SettingsFeature.Action)
///     case alert(Alert)
///     enum Alert: Equatable { case confirmTapped }
///
///     struct AllCasePaths {
///       var settings: AnyCasePath<Action, SettingsFeature.Action> { /Action.settings }
///       var alert: AnyCasePath<Action, Alert> { /Action.alert }
///     }
///     static var allCasePaths: AllCasePaths { AllCasePaths() }
///   }
///
///   static var body: some ReducerOf<Self> {
///     Scope(state: \.settings, action: \.settings) { SettingsFeature() }
///   }
///
///   enum CaseScope {
///     case settings(StoreOf<SettingsFeature>)
///     case alert(AlertState<Action.Alert>)
///   }
///
///   @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope {
///     switch store.currentState {
///     case .settings: .settings(store.scope(state: \.settings, action: \.settings)!)
///     case let .alert(alert): .alert(alert)
///     }
///   }
/// }
///
/// // The parent needs no child reducer:
/// Reduce { state, action in ... }
///   .ifLet(\.$destination, action: \.destination)
/// ```
///
/// `@Reducer` generates everything below the cases from the cases themselves: `State` and
/// `Action` with one case per feature (its `State` and its `Action`), their case paths, a `body`
/// with one `Scope` per feature case, and `CaseScope` with `scope(_:)` for views. A case that
/// holds `AlertState<X>` or `ConfirmationDialogState<X>` is ephemeral: its state case holds the
/// alert, its action case holds `X`, and the body has no `Scope` for it, since the
/// presentation's `ifLet` dismisses it after one of its actions. The cases of the enum itself
/// list its features, and nothing needs a value of them.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// The type of the static ``body``; declared again so that Swift infers it from that body,
  /// not `Never` from the instance `body` of a reducer that implements `reduce(into:action:)`.
  associatedtype Body
  /// A view's look at a store of the enum: per case, a store of the feature, or the value of an
  /// ephemeral case.
  associatedtype CaseScope

  /// The reducers of the feature cases, one `Scope` each.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The current case of `store`, with a store of its feature: what `store.case` returns.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The enum's ``CaseReducer/body``, so that an enum reducer is a reducer like any other.
  public var body: Body { Self.body }
}

/// The state of an enum reducer, which names its reducer so that `ifLet` and `forEach` can run
/// it without being given one.
///
/// ```swift
/// enum State: CaseReducerState {
///   typealias StateReducer = Destination
///   case settings(SettingsFeature.State)
/// }
/// ```
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// The body of an enum reducer as a reducer value, named after the enum in the reducer tree:
/// what the `ifLet` and `forEach` without a child reducer run.
///
/// ```swift
/// Reduce { state, action in ... }
///   .ifLet(\.$destination, action: \.destination)  // runs _CaseReducerBody<Destination>()
/// ```
public struct _CaseReducerBody<Cases: CaseReducer>: Reducer {
  /// Creates the body of `Cases`.
  public init() {}

  public var body: Cases.Body { Cases.body }

  /// One node named after the enum, with its body's nodes below it.
  public func _describe() -> _ReducerDescription<Cases.State, Cases.Action> {
    Cases.body._describe().feature(named: typeName(Cases.self))
  }
}

extension Reducer where Action: CasePathable {
  /// Runs the enum reducer of the presented state without being given it: TCA 1.8's
  /// `.ifLet(\.$destination, action: \.destination)`, which runs what the same `ifLet` given
  /// the enum's body runs.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<
      Action, PresentationAction<DestinationState.StateReducer.Action>
    >,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, _CaseReducerBody<DestinationState.StateReducer>> {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { _CaseReducerBody<DestinationState.StateReducer>() }, fileID: fileID, line: line
    )
  }

  /// Runs the enum reducer of each screen of a navigation stack without being given it:
  /// TCA 1.8's `.forEach(\.path, action: \.path)`, which runs what the same `forEach` given
  /// the enum's body runs.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: \.path)
  /// ```
  public func forEach<DestinationState: CaseReducerState>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackActionOf<DestinationState.StateReducer>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, _CaseReducerBody<DestinationState.StateReducer>> {
    forEach(
      toStackState, action: Action.casePath(toStackAction),
      destination: { _CaseReducerBody<DestinationState.StateReducer>() }, fileID: fileID, line: line
    )
  }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The current case of this store's enum state, with a store of its feature, for a view to
  /// `switch` over.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .settings(store): SettingsView(store: store)
  /// case .alert: EmptyView()
  /// }
  /// ```
  ///
  /// A view that reads it renders again when the state changes case.
  public var `case`: State.StateReducer.CaseScope {
    let state = readState()
    StateAccessRecorder.current?.record(
      \State.caseNameForViews,
      isUnchanged: unchangedCheck(
        \State.caseNameForViews, value: state.caseNameForViews),
      store: self, host: host, readState: readState)
    return State.StateReducer.scope(self)
  }
}

extension CaseReducerState {
  /// The case the state is in, which a view that switched over `store.case` compares.
  fileprivate var caseNameForViews: String { caseName(of: self) }
}

extension Store where State: CasePathable, Action: CasePathable {
  /// A store of the feature in one case of this store's enum state, or `nil` while the state is
  /// in another case: what an enum reducer's `scope(_:)` hands a view.
  ///
  /// ```swift
  /// case .settings: .settings(store.scope(state: \.settings, action: \.settings)!)
  /// ```
  ///
  /// Once the state leaves the case, the store keeps reading the case's last value, so that a
  /// view leaving the screen can still render it.
  public func scope<CaseState, CaseAction>(
    state toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>
  ) -> Store<CaseState, CaseAction>? {
    let casePath = State.casePath(toCaseState)
    return scopeWhilePresent(casePath.extract, action: Action.casePath(toCaseAction).embed)
  }
}

/// Marks a case of a `@Reducer` enum as state that goes away by itself, like an alert: its
/// action case holds the state's `Action`, and no reducer runs for it.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral
///   case toast(Toast)
/// }
/// ```
///
/// `AlertState` and `ConfirmationDialogState` cases are ephemeral without the mark.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "RuntimeMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a `@Reducer` enum as plain data for a view rather than a feature: its state
/// case holds the payload as it is, and no reducer runs for it.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseIgnored
///   case meeting(Meeting)
/// }
/// ```
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "RuntimeMacros", type: "ReducerCaseIgnoredMacro")
