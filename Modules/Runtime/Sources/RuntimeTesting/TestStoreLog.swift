/// What a ``TestStore``'s reducer did: the state after the action the test sent, and every
/// action effects sent since, with the state after each.
@MainActor
final class TestStoreLog<State, Action> {
  var isAwaitingSentAction = false
  var stateAfterSentAction: State?
  var received: [(action: Action, state: State)] = []

  func record(_ action: Action, state: State) {
    if isAwaitingSentAction {
      isAwaitingSentAction = false
      stateAfterSentAction = state
    } else {
      received.append((action, state))
    }
  }
}
