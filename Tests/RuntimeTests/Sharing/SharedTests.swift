import Foundation
import RuntimeTesting
import Testing

/// A counter whose count is shared with whoever made its state.
private struct Counter: Reducer {
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// Two counters holding one count, and a reader that shows it.
private struct Pair: Reducer {
  struct State: Equatable {
    var first: Counter.State
    var second: Counter.State
    @SharedReader var shown: Int

    init(count: Shared<Int>) {
      first = Counter.State(count: count)
      second = Counter.State(count: count)
      _shown = SharedReader(count)
    }
  }

  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: /Action.first) { Counter() }
    Scope(state: \.second, action: /Action.second) { Counter() }
  }
}

/// Two features that declare the same in-memory key.
private struct Named: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("name")) var name = "Blob"
    @Shared(.inMemory("name")) var sameName = "ignored: the first holder decides"
  }

  enum Action: Equatable {
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .rename(name) = action else { return .none }
    state.$name.withLock { $0 = name }
    return .none
  }
}

/// A value whose default holds a keyed value of its own.
private struct Outer: Equatable, Sendable {
  @Shared(.inMemory("inner")) var inner = 1
}

private struct Profile: Codable, Equatable, Sendable {
  var displayName: String
  var visits: Int
}

@MainActor
@Suite struct SharedTests {
  @Test func everyHolderSeesAChangeMadeThroughAnother() async {
    let store = Store(initialState: Pair.State(count: Shared(value: 0))) { Pair() }
    store.send(.first(.increment))
    store.send(.second(.increment))
    #expect(store.currentState.first.count == 2)
    #expect(store.currentState.second.count == 2)
    #expect(store.currentState.shown == 2)
  }

  @Test func holdersOfOneKeyShareOneValueAndTheFirstDecidesItsStart() async {
    let store = TestStore(initialState: Named.State()) { Named() }
    #expect(store.state.sameName == "Blob")
    await store.send(.rename("Blob Jr.")) {
      $0.$name.withLock { $0 = "Blob Jr." }
    }
    #expect(store.state.sameName == "Blob Jr.")
  }

  @Test func eachTestStoreHasKeyedValuesOfItsOwn() async {
    let first = TestStore(initialState: Named.State()) { Named() }
    await first.send(.rename("First")) { $0.$name.withLock { $0 = "First" } }
    let second = TestStore(initialState: Named.State()) { Named() }
    #expect(second.state.name == "Blob")
  }

  @Test func aKeyedValuesDefaultMayHoldAnotherKeyedValue() async {
    let store = TestStore(initialState: Shared(wrappedValue: Outer(), .inMemory("outer"))) {
      EmptyReducer<Shared<Outer>, Never>()
    }
    #expect(store.state.wrappedValue.inner == 1)
  }

  @Test func aDerivedValueChangesItsPartOfTheWhole() {
    let profile = Shared(value: Profile(displayName: "Blob", visits: 0))
    let name = profile.displayName
    name.withLock { $0 += " Jr." }
    profile.withLock { $0.visits += 1 }
    #expect(profile.wrappedValue == Profile(displayName: "Blob Jr.", visits: 1))
    #expect(name.wrappedValue == "Blob Jr.")
    #expect(SharedReader(profile).visits.wrappedValue == 1)
  }

  @Test func withLockGivesBackWhatItsClosureReturns() {
    let count = Shared(value: 41)
    let next = count.withLock { value -> Int in
      value += 1
      return value
    }
    #expect(next == 42)
  }

  @Test func aStateWithSharedValuesEncodesTheValuesAndDecodesUnshared() throws {
    let count = Shared(value: 3)
    let state = Counter.State(count: count)
    let data = try JSONEncoder().encode(CodableCount(count: count))
    #expect(String(decoding: data, as: UTF8.self) == #"{"count":3}"#)
    let decoded = try JSONDecoder().decode(CodableCount.self, from: data)
    decoded.$count.withLock { $0 = 10 }
    #expect(state.count == 3)
    #expect(decoded.count == 10)
  }

  /// A shared optional is coded as a plain optional property: left out when `nil`, `nil` when
  /// missing.
  @Test func aSharedOptionalIsCodedAsAPlainOptional() throws {
    let empty = Noted(note: Shared(value: nil), shown: SharedReader(value: nil))
    #expect(String(decoding: try JSONEncoder().encode(empty), as: UTF8.self) == "{}")
    let decoded = try JSONDecoder().decode(Noted.self, from: Data("{}".utf8))
    #expect(decoded.note == nil)
    #expect(decoded.shown == nil)
    let full = try JSONDecoder().decode(
      Noted.self, from: Data(#"{"note":"a","shown":"b"}"#.utf8))
    #expect(full.note == "a")
    #expect(full.shown == "b")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(full), as: UTF8.self) == #"{"note":"a","shown":"b"}"#)
  }

  @Test func sharedValuesCompareByValueAndDumpAsTheirValue() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(SharedReader(value: "a") == SharedReader(value: "a"))
    #expect(customDump(Counter.State(count: Shared(value: 7))).contains("count: 7"))
  }
}

private struct CodableCount: Codable {
  @Shared var count: Int
}

private struct Noted: Codable {
  @Shared var note: String?
  @SharedReader var shown: String?
}
