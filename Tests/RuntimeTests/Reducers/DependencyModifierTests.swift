import Foundation
import RuntimeTesting
import Testing

private struct Feature: Reducer {
  struct State: Equatable {
    var ids: [UUID] = []
    var dates: [Date] = []
  }

  enum Action: Equatable {
    case add
    case load
    case loaded(Date)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add:
      state.ids.append(uuid())
      return .none
    case .load:
      return .run { send in await send(.loaded(date.now)) }
    case let .loaded(date):
      state.dates.append(date)
      return .none
    }
  }
}

private let epoch = Date(timeIntervalSince1970: 0)
private let later = Date(timeIntervalSince1970: 1_000)

@MainActor
@Suite struct DependencyModifierTests {
  @Test func reducerSeesTheReplacedDependency() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature().dependency(\.uuid, .incrementing)
    }
    await store.send(.add) { $0.ids = [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!] }
    await store.send(.add) {
      $0.ids.append(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
    }
  }

  @Test func effectsSeeTheReplacedDependencyOverTheStoresOne() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature().dependency(\.date, .constant(later))
    } withDependencies: {
      $0.date = .constant(epoch)
    }
    await store.send(.load)
    await store.receive(.loaded(later)) { $0.dates = [later] }
  }

  @Test func innerModifierWinsOverOuter() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(\.date, .constant(later))
        .dependency(\.date, .constant(epoch))
    }
    await store.send(.load)
    await store.receive(.loaded(later)) { $0.dates = [later] }
  }

  /// `transformDependency` changes the value in force around it; the one closest to the
  /// feature wins.
  @Test func transformDependencyChangesTheValueInForce() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .transformDependency(\.date) { $0 = .constant(later) }
        .transformDependency(\.date) { $0 = .constant(epoch) }
    }
    await store.send(.load)
    await store.receive(.loaded(later)) { $0.dates = [later] }
  }

  /// Dependencies written one after another join one operator instead of nesting, and the
  /// tree still shows each of them.
  @Test func writesJoinOneOperator() {
    let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
      .dependency(\.uuid, .incrementing)
      .transformDependency(\.date) { $0 = .constant(epoch) }
    let outer = reducer.explain(in: nil).children
    #expect(outer.map(\.kind) == [.dependency] && outer[0].name == "DateGenerator")
    let inner = outer[0].children
    #expect(inner.map(\.kind) == [.dependency] && inner[0].name == "UUIDGenerator")
    #expect(inner[0].children.map(\.name) == ["Feature"])
  }
}
