import Dispatch
import HeadlessUI
import RuntimeTesting
import TestSupport
import Testing

private struct Search: Reducer {
  struct State: Equatable {
    @BindingState var query = ""
    var isShown = true
    var unrelated = 0
    var log: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case searched(String)
    case loaded
    case hide
    case unrelatedChanged
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .searched(query): state.log.append("searched \(query)")
      case .loaded: state.log.append("loaded")
      case .hide: state.isShown = false
      case .unrelatedChanged: state.unrelated += 1
      case .binding: break
      }
      return .none
    }
  }
}

private struct SearchView: View {
  let store: StoreOf<Search>
  @Dependency(\.continuousClock) var clock

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      if viewStore.isShown {
        TextField("Query", text: viewStore.$query)
          .task(id: viewStore.query) { [query = viewStore.query] in
            do {
              try await clock.sleep(for: .milliseconds(300))
              viewStore.send(.searched(query))
            } catch {}
          }
        Text("Changes: \(viewStore.unrelated)")
          .task {
            do {
              try await clock.sleep(for: .seconds(1))
              viewStore.send(.loaded)
            } catch {}
          }
      }
    }
  }
}

@MainActor
@Suite struct TaskTests {
  @Test func taskRunsWithTheHostsClock() async {
    let clock = TestClock()
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(SearchView(store: store)) { $0.continuousClock = clock }
    #expect(host.activeTaskCount == 2)
    await yield { clock.sleeperCount == 2 }
    await clock.advance(by: .milliseconds(300))
    await yield { store.currentState.log.count == 1 }
    #expect(store.currentState.log == ["searched "])
    await clock.advance(by: .milliseconds(700))
    await yield { host.activeTaskCount == 0 }
    #expect(store.currentState.log == ["searched ", "loaded"])
    #expect(host.activeTaskCount == 0)
  }

  /// A driver's ``WorkObserver`` hears when a view's `.task` falls asleep on the clock given
  /// the same observer, and when it ends.
  @Test func aWorkObserverHearsWhenViewTasksSleepAndEnd() async {
    let signals = LockedLog<Int>()
    let work = WorkObserver(executor: nil, workMayBeIdle: { signals.append(1) })
    let clock = TestClock(work: work)
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(SearchView(store: store), work: work) { $0.continuousClock = clock }
    await yield { clock.sleeperCount == 2 }
    #expect(signals.all.count == 2, "both tasks fell asleep on the clock")
    await clock.advance(by: .seconds(1))
    await yield { host.activeTaskCount == 0 }
    #expect(signals.all.count == 4, "both tasks ended")
  }

  /// A view's `.task` runs up to its first suspension before the host is done rendering; when
  /// the driver's work observer names an executor, it starts on that executor right after.
  @Test(arguments: [false, true])
  func aViewTaskStartsAtOnceOrRightAfterTheRender(withExecutor: Bool) async {
    let work = WorkObserver(executor: withExecutor ? QueueExecutor() : nil, workMayBeIdle: {})
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(
      WithViewStore(store, observe: { $0 }) { viewStore in
        Text("Loading").task { viewStore.send(.loaded) }
      },
      work: work)
    #expect(store.currentState.log == (withExecutor ? [] : ["loaded"]))
    await yield { host.activeTaskCount == 0 }
    #expect(store.currentState.log == ["loaded"])
  }

  @Test func taskIsRestartedWhenItsIDChanges() async throws {
    let clock = TestClock()
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(SearchView(store: store)) { $0.continuousClock = clock }
    try host.type("Query", "S")
    await yield { clock.sleeperCount == 2 }
    await clock.advance(by: .milliseconds(200))
    try host.type("Query", "Se")
    #expect(host.activeTaskCount == 2)
    await yield { clock.sleeperCount == 2 }
    await clock.advance(by: .milliseconds(200))
    #expect(store.currentState.log.isEmpty)
    await clock.advance(by: .milliseconds(100))
    await yield { !store.currentState.log.isEmpty }
    #expect(store.currentState.log == ["searched Se"])
  }

  @Test func reRenderWithTheSameIDKeepsTheTask() async {
    let clock = TestClock()
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(SearchView(store: store)) { $0.continuousClock = clock }
    await yield { clock.sleeperCount == 2 }
    await clock.advance(by: .milliseconds(200))
    store.send(.unrelatedChanged)
    #expect(host.screen.hasSuffix("Changes: 1"))
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .milliseconds(100))
    await yield { !store.currentState.log.isEmpty }
    #expect(store.currentState.log == ["searched "])
  }

  @Test func tasksAreCancelledWhenTheViewLeaves() async {
    let clock = TestClock()
    let store = Store(initialState: Search.State()) { Search() }
    let host = ViewHost(SearchView(store: store)) { $0.continuousClock = clock }
    await yield { clock.sleeperCount == 2 }
    store.send(.hide)
    #expect(host.activeTaskCount == 0)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    #expect(store.currentState.log.isEmpty)
    #expect(host.screen == "")
  }
}

/// A task executor on a queue of its own: work that prefers it starts after the job that
/// started it.
private final class QueueExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "TaskTests.QueueExecutor")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
