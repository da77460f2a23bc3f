import Foundation
import RuntimeTesting
import Testing

/// A generic favoriting feature that cancels a request in flight by its item's id.
private struct Favoriting<ID: Hashable & Sendable>: Reducer {
  struct State: Equatable {
    let id: ID
    var isFavorite = false
  }

  enum Action: Equatable {
    case tapped
    case saved(Bool)
  }

  private struct CancelID: Hashable, Sendable {
    let id: AnyHashableSendable
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.isFavorite.toggle()
      return .run { [isFavorite = state.isFavorite] send in
        try await clock.sleep(for: .seconds(1))
        await send(.saved(isFavorite))
      }
      .cancellable(id: CancelID(id: AnyHashableSendable(state.id)), cancelInFlight: true)
    case .saved:
      return .none
    }
  }
}

@Suite struct AnyHashableSendableTests {
  @Test func equalValuesOfOneTypeAreEqualAndHashAlike() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(AnyHashableSendable(1) != AnyHashableSendable(2))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(
      Set([AnyHashableSendable(1), AnyHashableSendable(1), AnyHashableSendable("a")]).count == 2)
  }

  @Test func erasingTwiceKeepsTheValue() {
    let twice = AnyHashableSendable(AnyHashableSendable(UUID(0)))
    #expect(twice == AnyHashableSendable(UUID(0)))
    #expect(twice.base as? UUID == UUID(0))
    #expect(twice.description == UUID(0).description)
  }

  @Test @MainActor func anErasedIDCancelsTheRequestInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Favoriting<UUID>.State(id: UUID(0))) {
      Favoriting<UUID>()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tapped) { $0.isFavorite = true }
    await store.send(.tapped) { $0.isFavorite = false }
    await clock.advance(by: .seconds(1))
    await store.receive(.saved(false))
  }
}
