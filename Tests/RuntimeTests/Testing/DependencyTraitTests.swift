import Foundation
import RuntimeTesting
import Testing

/// A list that names each new row with the UUID dependency.
private struct Rows: Reducer {
  struct State: Equatable {
    var ids: [UUID] = []
  }

  enum Action: Equatable { case addTapped }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.ids.append(uuid())
    return .none
  }
}

@MainActor
@Suite(.dependency(\.uuid, .incrementing))
struct DependencyTraitTests {
  @Test func aSuiteTraitOverridesADependencyForEachTest() {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
  }

  @Test(.dependencies { $0.date = .constant(Date(timeIntervalSince1970: 86_400)) })
  func aTestTraitChangesTheDependenciesOfItsTest() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 86_400))
  }

  @Test func aTestStoreStartsFromTheTraitsOverrides() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(.addTapped) { $0.ids = [UUID(0)] }
    await store.send(.addTapped) { $0.ids = [UUID(0), UUID(1)] }
  }

  @Test func aTestStoreStartsFromOverridesInForceWhereItIsMade() async {
    let store = withDependencies {
      $0.uuid = .constant(UUID(7))
    } operation: {
      TestStore(initialState: Rows.State()) { Rows() }
    }
    await store.send(.addTapped) { $0.ids = [UUID(7)] }
  }
}
