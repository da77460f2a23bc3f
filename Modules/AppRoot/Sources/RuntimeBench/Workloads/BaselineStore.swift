/// The smallest honest store: a class holding a struct state and a reducer closure.
///
/// Every figure in the report is also shown as a ratio to its send, so results stay comparable
/// when the shared machine is slow.
final class BaselineStore<State, Action> {
  private var state: State
  private let reducer: (inout State, Action) -> Void

  init(state: State, reducer: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reducer = reducer
  }

  @inline(never)
  func send(_ action: Action) {
    reducer(&state, action)
  }

  var currentState: State { state }
}
