extension Reducer {
  /// Runs `destination` on presented state while it is presented, and handles its dismissal.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: /Action.destination) {
  ///     Destination()
  ///   }
  /// ```
  ///
  /// The presented feature runs before the parent. On `.dismiss` the parent runs first, then the
  /// state becomes `nil`, unless the parent answered by presenting another destination; a
  /// dismissal while nothing is presented is reported as a runtime warning. Whenever the
  /// presented state goes away or is replaced by another destination (another enum case, or
  /// another `id` where the state or the case's payload is `Identifiable`), every effect it
  /// started is cancelled, also when another reducer, before or after this one, removed it:
  /// the presentation remembers what it presented. Alerts and confirmation dialogs are
  /// dismissed automatically after one of their own actions, unless the parent replaced them in
  /// that action (a follow-up alert stays). Effects of the presented feature can close it with
  /// `@Dependency(\.dismiss)`.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      reducers: ChildReducers(parent: self, child: destination()),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

extension Reducer {
  /// Presents an alert or a confirmation dialog that needs no reducer of its own: it goes away
  /// after one of its buttons is tapped, as TCA 1.x spells it.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$alert, action: /Action.alert)
  /// ```
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, line: line
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:destination:fileID:line:)``.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer,
  ChildRunningOperator
{
  typealias DestinationPresentationAction = PresentationAction<Destination.Action>

  var reducers: ChildReducers<Parent, Destination>
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, DestinationPresentationAction>
  let site: CallSite
  let identity = ChildIdentity<Destination.State>()
  /// Tells a tracer what the operator did to the state itself.
  var note: ((String) -> Void)?

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let segment = ScopeSegment.optional(toPresentationState)
    // A destination that went away outside this operator (a reducer before or after it set the
    // state to nil or replaced it) is found by the identity the state remembers.
    let remembered = state[keyPath: toPresentationState].presentedID
    let presentedBefore = identity(of: state[keyPath: toPresentationState].wrappedValue)
    let endedOutside: Effect<Parent.Action> = identity.ending(
      segment, from: remembered, to: presentedBefore)
    let presentationAction = toPresentationAction.extract(from: action)
    let destinationEffect = reduceDestination(into: &state, action: presentationAction)
    let presented = state[keyPath: toPresentationState].wrappedValue
    let parentEffect = reducers.parent(&state, action)
    let current = state[keyPath: toPresentationState].wrappedValue
    var isDismissal = false
    switch presentationAction {
    case .dismiss:
      // The parent may have answered the dismissal by presenting another destination.
      if presented != nil, identity(of: current) == identity(of: presented) {
        state[keyPath: toPresentationState].wrappedValue = nil
        isDismissal = true
      }
    case let .presented(destinationAction):
      if let presented, isEphemeralAction(destinationAction, of: presented),
        identity.isUntouched(presented, now: current)
      {
        state[keyPath: toPresentationState].wrappedValue = nil
        isDismissal = true
      }
    case nil:
      break
    }
    if isDismissal, let note { note("\(node(in: nil).head) dismissed its destination") }
    let after = identity(of: state[keyPath: toPresentationState].wrappedValue)
    if after != remembered { state[keyPath: toPresentationState].presentedID = after }
    guard identity.endsChild(identity(of: presented), after) else {
      return .mergeSparse(endedOutside, destinationEffect.scoped(to: segment), parentEffect)
    }
    let reason: CancellationReason =
      isDismissal ? .dismissed : after == nil ? .childRemoved : .childReplaced
    return .mergeSparse(
      endedOutside, destinationEffect.scoped(to: segment),
      .merge(parentEffect, .cancelScope(segment, reason)))
  }

  mutating func noteChanges(to tracer: ReducerTracer) {
    note = tracer.note
  }

  func node(in state: Parent.State?) -> ReducerNode {
    let presented = state.map { $0[keyPath: toPresentationState].wrappedValue }
    return .scoping(
      .presentation, statePath: keyPathName(toPresentationState),
      actionPath: casePathName(toPresentationAction), presence: ReducerNode.presence(of: presented),
      child: reducers.childNodes(in: presented ?? nil))
  }

  func reduceDestination(
    into state: inout Parent.State, action: DestinationPresentationAction?
  ) -> Effect<Parent.Action> {
    if case .dismiss = action, state[keyPath: toPresentationState].wrappedValue == nil {
      reportIssue(
        """
        An "ifLet" at \(site.fileID):\(site.line) received a dismiss action while nothing was \
        presented. Dismiss a destination only while it is presented.
        """
      )
      return .none
    }
    guard case let .presented(destinationAction) = action else { return .none }
    guard state[keyPath: toPresentationState].wrappedValue != nil else {
      reportIssue(
        """
        An "ifLet" at \(site.fileID):\(site.line) received a presented action while nothing \
        was presented. Action: \(destinationAction)
        """
      )
      return .none
    }
    let effect = reducers.child(
      &state[keyPath: toPresentationState].wrappedValue!, destinationAction)
    guard !effect.isNone else { return .none }
    let embed = toPresentationAction.embed
    return
      effect
      .embedded { embed(.presented($0)) }
      .providingDismiss { send in send.sendNow(embed(.dismiss)) }
  }
}

extension Reducer where Action: CasePathable {
  /// Runs `destination` on presented state, its actions named by a case key path: the
  /// observation era's spelling of ``ifLet(_:action:destination:fileID:line:)``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: \.destination) {
  ///     Destination()
  ///   }
  /// ```
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    ifLet(
      toPresentationState, action: Action.casePath(toPresentationAction),
      destination: destination, fileID: fileID, line: line
    )
  }
}

extension Reducer where Action: CasePathable {
  /// Presents an alert or a confirmation dialog that needs no reducer of its own, its actions
  /// named by a case key path: `.ifLet(\.$alert, action: \.alert)`.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: Action.casePath(toPresentationAction),
      destination: { EmptyReducer() }, fileID: fileID, line: line
    )
  }
}

/// A property wrapper for the state of a feature that the parent presents: a sheet, an alert,
/// a confirmation dialog.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// ```
///
/// Compose the presented feature with `.ifLet(\.$destination, action: /Action.destination)`.
///
/// The presented state is kept in a copy-on-write box, so a feature can present itself:
/// `@PresentationState var child: Feature.State?` inside `Feature.State`.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage
  /// The identity of the destination its `ifLet` last saw, so that the operator notices a
  /// destination that another reducer removed or replaced; not part of the value.
  var presentedID: ChildIdentityValue?

  /// Creates presentation state.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { storage.value }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
      yield &storage.value
    }
  }

  /// The box of the presented state; shared by copies until one of them changes.
  private final class Storage {
    var value: State?

    init(_ value: State?) {
      self.value = value
    }
  }

  /// The wrapper itself, so that `\.$destination` reaches it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The payload of the enum case `casePath` names, when the presented destination is in it;
  /// setting it changes that payload, and setting `nil` dismisses the destination.
  ///
  /// ```swift
  /// state.$destination[case: /Destination.State.settings]?.displayName = "Blob"
  /// ```
  ///
  /// Changing it while the destination is in another case, or not presented, changes nothing
  /// and is reported as a runtime warning, even when the change is an optional chain that stops
  /// at `nil` or a `nil` to dismiss.
  public subscript<Case>(case casePath: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(casePath.extract(from:)) }
    _modify {
      var payload = self[case: casePath]
      let wasInCase = payload != nil
      yield &payload
      guard wasInCase else {
        reportIssue(
          """
          A case of a presented destination was changed while the destination was \
          \(wrappedValue.map { "in another case: \(debugCaseOutput($0))" } ?? "not presented"); \
          nothing changed.
          """
        )
        return
      }
      wrappedValue = payload.map(casePath.embed)
    }
  }
}

/// The presented state of `@ObservableState` state, in place of `@PresentationState`, which
/// does not work there.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
///
/// Reduce { state, action in ... }
///   .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "RuntimeMacros", type: "PresentsMacro")

extension PresentationState where State: CasePathable {
  /// The payload of the enum case `keyPath` names, when the presented destination is in it:
  /// the observation era's spelling, `state.$destination[case: \.settings]`.
  public subscript<Case>(case keyPath: CaseKeyPath<State, Case>) -> Case? {
    get { self[case: State.casePath(keyPath)] }
    _modify { yield &self[case: State.casePath(keyPath)] }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Two presentations are equal when they present equal state.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}
// Unchecked: the box is only written through `wrappedValue`, after it was made unique.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, children: ["wrappedValue": wrappedValue as Any], displayStyle: .struct)
  }
}

extension PresentationState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState: Codable where State: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

/// The actions of a presented feature: its own actions while presented, and its dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
///
/// case .destination(.presented(.alert(.confirmLogOut))): ...
/// case .destination(.dismiss): ...
/// ```
public enum PresentationAction<Action> {
  /// An action of the presented feature; `indirect`, so that a feature can present itself.
  indirect case presented(Action)
  /// The presented feature is being dismissed; its state becomes `nil` after the parent ran.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {}
