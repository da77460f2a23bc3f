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
  /// state becomes `nil`. Whenever the presented state goes away or is replaced by another
  /// destination (another enum case, or another `id` where the state or the case's payload is
  /// `Identifiable`), every effect it started is cancelled. Alerts and confirmation dialogs are
  /// dismissed automatically after any of their actions, unless the parent replaced them in
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
    let presentationAction = toPresentationAction.extract(from: action)
    let destinationEffect = reduceDestination(into: &state, action: presentationAction)
    let presented = state[keyPath: toPresentationState].wrappedValue
    let parentEffect = reducers.parent(&state, action)
    var isDismissal = false
    if case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
      isDismissal = true
    } else if case .presented = presentationAction, let presented, isEphemeral(presented),
      isUntouched(presented, now: state[keyPath: toPresentationState].wrappedValue)
    {
      state[keyPath: toPresentationState].wrappedValue = nil
      isDismissal = true
    }
    if isDismissal, let note { note("\(node(in: nil).head) dismissed its destination") }
    let segment = ScopeSegment.optional(toPresentationState)
    let after = identity(of: state[keyPath: toPresentationState].wrappedValue)
    guard identity.endsChild(identity(of: presented), after) else {
      return .mergeSparse(destinationEffect.scoped(to: segment), parentEffect)
    }
    let reason: CancellationReason =
      isDismissal ? .dismissed : after == nil ? .childRemoved : .childReplaced
    return .mergeSparse(
      destinationEffect.scoped(to: segment), parentEffect, .cancelScope(segment, reason))
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

  /// Whether the parent left the presented state as it was, so that an alert it answered can go;
  /// an alert the parent replaced with a follow-up stays.
  func isUntouched(_ presented: Destination.State, now current: Destination.State?) -> Bool {
    guard let current, identity(of: current) == identity(of: presented) else { return false }
    guard let presented = presented as? any Equatable, let current = current as? any Equatable
    else { return true }
    return isEqual(presented, current)
  }

  func reduceDestination(
    into state: inout Parent.State, action: DestinationPresentationAction?
  ) -> Effect<Parent.Action> {
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
      .map { embed(.presented($0)) }
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
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Creates presentation state.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$destination` reaches it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

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
  /// An action of the presented feature.
  case presented(Action)
  /// The presented feature is being dismissed; its state becomes `nil` after the parent ran.
  case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Codable where Action: Codable {}
