import Foundation
import RuntimeTesting
import Testing

private struct Meeting: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

/// A detail screen that edits one meeting of a shared list and can delete it.
private struct MeetingDetail: Reducer {
  struct State: Equatable {
    @Shared var meeting: Meeting
  }

  enum Action: Equatable {
    case rename(String)
    case deleteTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rename(title):
      state.$meeting.withLock { $0.title = title }
      return .none
    case .deleteTapped:
      return .run { _ in await dismiss() }
    }
  }
}

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Meeting>>.Default {
  fileprivate static var meetings: Self {
    Self[.inMemory("meetings"), default: [Meeting(id: 1, title: "Stand-up")]]
  }
}

@MainActor
@Suite struct SharedPartsTests {
  @Test func anElementByIDIsSharedWithinTheArray() throws {
    let meetings = Shared<IdentifiedArrayOf<Meeting>>(value: [Meeting(id: 1, title: "Stand-up")])
    let meeting = try #require(Shared(meetings[id: 1]))
    meeting.withLock { $0.title = "Retro" }
    #expect(meetings.wrappedValue[id: 1]?.title == "Retro")
    meetings.withLock { $0[id: 1]?.title = "Planning" }
    #expect(meeting.wrappedValue.title == "Planning")
  }

  @Test func unwrappingAMissingElementFails() {
    let meetings = Shared(value: IdentifiedArrayOf<Meeting>())
    #expect(Shared(meetings[id: 9]) == nil)
    #expect(SharedReader(SharedReader(meetings)[id: 9]) == nil)
  }

  @Test func anUnwrappedElementKeepsItsLastValueOnceRemoved() throws {
    let meetings = Shared<IdentifiedArrayOf<Meeting>>(value: [Meeting(id: 1, title: "Stand-up")])
    let meeting = try #require(Shared(meetings[id: 1]))
    meetings.withLock { $0.removeAll() }
    #expect(meeting.wrappedValue == Meeting(id: 1, title: "Stand-up"))
    meeting.withLock { $0.title = "Gone" }
    #expect(meetings.wrappedValue.isEmpty)
  }

  @Test func aKeyWithADefaultNeedsNoValueWhereItIsDeclared() {
    withDependencies {
      $0.sharedStorage = SharedStorage()
    } operation: {
      @Shared(.meetings) var meetings
      #expect(meetings.map(\.title) == ["Stand-up"])
      // The key with a default and its base key hold one value.
      @Shared(.inMemory("meetings")) var sameMeetings = IdentifiedArrayOf<Meeting>()
      $sameMeetings.withLock { $0[id: 1]?.title = "Retro" }
      #expect(meetings.map(\.title) == ["Retro"])
      // A value given where it is declared wins over the key's default, if it comes first.
      @SharedReader(.inMemory("other")) var other = 3
      #expect(other == 3)
    }
  }

  @Test func aTestStoreAssertsAChangeMadeThroughAnElement() async throws {
    let meetings = Shared<IdentifiedArrayOf<Meeting>>(value: [Meeting(id: 1, title: "Stand-up")])
    let meeting = try #require(Shared(meetings[id: 1]))
    let store = TestStore(initialState: MeetingDetail.State(meeting: meeting)) {
      MeetingDetail()
    }
    await store.send(.rename("Retro")) {
      $0.$meeting.withLock { $0.title = "Retro" }
    }
    #expect(meetings.wrappedValue[id: 1]?.title == "Retro")
  }

  @Test func aTestStoreSaysWhetherTheFeatureDismissedItself() async throws {
    let store = TestStore(
      initialState: MeetingDetail.State(meeting: Shared(value: Meeting(id: 1, title: "Retro")))
    ) {
      MeetingDetail()
    }
    #expect(!store.isDismissed)
    await store.send(.deleteTapped)
    await store.finish()
    #expect(store.isDismissed)
  }
}
