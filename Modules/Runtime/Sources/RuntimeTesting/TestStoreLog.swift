/// What a ``TestStore``'s reducer did: the state after the action the test sent, and every
/// action effects sent since, with the state after each, and the shared values then.
@MainActor
final class TestStoreLog<State, Action> {
  var isAwaitingSentAction = false
  var stateAfterSentAction: State?
  var sharedAfterSentAction: SharedValues?
  var received: [(action: Action, state: State, shared: SharedValues)] = []

  func record(_ action: Action, state: State, shared: SharedValues) {
    if isAwaitingSentAction {
      isAwaitingSentAction = false
      stateAfterSentAction = state
      sharedAfterSentAction = shared
    } else {
      received.append((action, state, shared))
    }
  }
}
