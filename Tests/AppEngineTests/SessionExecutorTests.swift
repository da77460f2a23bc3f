import AppEngine
import Runtime
import Testing

/// The one exception to "effects start at once" that the README names: the executor the `app`'s
/// preview sessions give effects, on the main queue, starts them right after the send.
@MainActor
@Suite struct SessionExecutorTests {
  private struct Doubler: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
      guard action == 0 else {
        state += action
        return .none
      }
      return .run { send in await send(2) }
    }
  }

  private func store(executor: (any TaskExecutor)?) -> Store<Int, Int> {
    Store(
      core: StoreCore(
        initialState: 0, dependencies: DependencyValues(context: .test),
        observer: StoreObserver(work: WorkObserver(executor: executor, workMayBeIdle: {}))
      ) { Doubler() })
  }

  @Test func anEffectOnTheMainQueueExecutorStartsRightAfterTheSend() async {
    let store = store(executor: MainQueueTaskExecutor.shared)
    let task = store.send(0)
    #expect(store.currentState == 0)
    await task.finish()
    #expect(store.currentState == 2)
  }

  @Test func anEffectWithoutAnExecutorRunsInsideTheSend() {
    let store = store(executor: nil)
    store.send(0)
    #expect(store.currentState == 2)
  }
}
