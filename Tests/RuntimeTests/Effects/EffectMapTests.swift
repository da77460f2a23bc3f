import Foundation
import RuntimeTesting
import Testing

private enum Child: Equatable {
  case tick(Int)
}

private enum Parent: Equatable {
  case child(Child)
  case start
  case stop
}

private enum CancelID { case child }

private struct Feature: Reducer {
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout [Int], action: Parent) -> Effect<Parent> {
    switch action {
    case .start:
      let childEffect: Effect<Child> = .merge(
        .send(.tick(1)),
        .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.tick(2))
        }
        .cancellable(id: CancelID.child)
      )
      return childEffect.map(Parent.child)
    case .stop:
      return .cancel(id: CancelID.child)
    case let .child(.tick(number)):
      state.append(number)
      return .none
    }
  }
}

@MainActor
@Suite struct EffectMapTests {
  @Test func transformsSentAndRunActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: [Int]()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.receive(.child(.tick(1))) { $0 = [1] }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick(2))) { $0 = [1, 2] }
  }

  @Test func keepsCancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: [Int]()) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.receive(.child(.tick(1))) { $0 = [1] }
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  /// The transform reads the dependencies in force where `map` was called, also for an action
  /// a `.run` sends after that scope has ended.
  @Test func theTransformSeesTheDependenciesWhereMapWasCalled() async {
    @Dependency(\.uuid) var uuid
    let effect = withDependencies {
      $0.uuid = .constant(UUID(0))
    } operation: {
      Effect<Void>.run { send in await send(()) }.map { uuid() }
    }
    var sent: [UUID] = []
    for await id in effect.actions { sent.append(id) }
    #expect(sent == [UUID(0)])
  }
}
