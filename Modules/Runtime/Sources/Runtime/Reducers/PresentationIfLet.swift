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
  /// state becomes `nil`. Whenever the presented state goes away or is replaced by another case,
  /// every effect it started is cancelled. Alerts and confirmation dialogs are dismissed
  /// automatically after any of their actions. Effects of the presented feature can close it
  /// with `@Dependency(\.dismiss)`.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      parent: _makeReduce(),
      destination: destination()._makeReduce(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:destination:fileID:line:)``.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  typealias DestinationPresentationAction = PresentationAction<Destination.Action>

  let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  let destination: (inout Destination.State, Destination.Action) -> Effect<Destination.Action>
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, DestinationPresentationAction>
  let site: CallSite

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let presentationAction = toPresentationAction.extract(from: action)
    let destinationEffect = reduceDestination(into: &state, action: presentationAction)
    let identityBefore = identity(of: state[keyPath: toPresentationState].wrappedValue)
    let parentEffect = parent(&state, action)
    if case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    } else if case .presented = presentationAction,
      let presented = state[keyPath: toPresentationState].wrappedValue, isEphemeral(presented)
    {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let identityAfter = identity(of: state[keyPath: toPresentationState].wrappedValue)
    let segment = ScopeSegment.optional(toPresentationState)
    let cleanup: Effect<Parent.Action> =
      identityBefore != nil && identityBefore != identityAfter ? .cancelScope(segment) : .none
    return .mergeSparse(destinationEffect.scoped(to: segment), parentEffect, cleanup)
  }

  /// The case of the presented state (or `0` for a non-enum), `nil` when nothing is presented.
  func identity(of presented: Destination.State?) -> UInt32? {
    guard let presented else { return nil }
    return EnumMetadata(Destination.State.self)?.tag(of: presented) ?? 0
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
    let effect = destination(&state[keyPath: toPresentationState].wrappedValue!, destinationAction)
    guard !effect.isNone else { return .none }
    let embed = toPresentationAction.embed
    return
      effect
      .map { embed(.presented($0)) }
      .providingDismiss { send in send.sendNow(embed(.dismiss)) }
  }
}
