import RuntimeTesting
import Testing

private enum Action: Equatable { case tap }

private func appending(_ word: String) -> Reduce<[String], Action> {
  Reduce { state, _ in
    state.append(word)
    return .none
  }
}

private struct Feature: Reducer {
  var useFirst: Bool
  var addOptional: Bool
  var words: [String]

  var body: some Reducer<[String], Action> {
    appending("start")
    if useFirst {
      appending("if")
    } else {
      appending("else")
    }
    if addOptional {
      appending("optional")
    }
    for word in words {
      appending(word)
    }
    appending("end")
  }
}

@MainActor
@Suite struct ReducerBuilderTests {
  @Test func runsLinesTopToBottom() async {
    let store = TestStore(initialState: [String]()) {
      appending("1")
      appending("2")
      appending("3")
    }
    await store.send(.tap) { $0 = ["1", "2", "3"] }
  }

  @Test func ifElseChoosesOneBranch() async {
    let first = TestStore(initialState: [String]()) {
      Feature(useFirst: true, addOptional: false, words: [])
    }
    await first.send(.tap) { $0 = ["start", "if", "end"] }
    let second = TestStore(initialState: [String]()) {
      Feature(useFirst: false, addOptional: false, words: [])
    }
    await second.send(.tap) { $0 = ["start", "else", "end"] }
  }

  @Test func optionalIfRunsOnlyWhenTrue() async {
    let store = TestStore(initialState: [String]()) {
      Feature(useFirst: true, addOptional: true, words: [])
    }
    await store.send(.tap) { $0 = ["start", "if", "optional", "end"] }
  }

  @Test func forLoopRunsEveryReducerInOrder() async {
    let store = TestStore(initialState: [String]()) {
      Feature(useFirst: false, addOptional: true, words: ["x", "y", "z"])
    }
    await store.send(.tap) { $0 = ["start", "else", "optional", "x", "y", "z", "end"] }
  }

  /// Reducing a body directly, as the reference's tests do without a store, runs the branch and
  /// the optional line the body chose, as the function a store builds does; the tree lists the
  /// same lines.
  @Test(arguments: [(true, true), (false, false)])
  func reducingDirectlyRunsWhatAStoreRuns(useFirst: Bool, addOptional: Bool) async {
    let feature = Feature(useFirst: useFirst, addOptional: addOptional, words: ["x"])
    var reducedDirectly: [String] = []
    _ = feature.reduce(into: &reducedDirectly, action: .tap)
    let store = TestStore(initialState: [String]()) { feature }
    let optional = addOptional ? ["optional"] : []
    let expected = ["start", useFirst ? "if" : "else"] + optional + ["x", "end"]
    await store.send(.tap) { $0 = expected }
    #expect(reducedDirectly == expected)
    #expect(feature.explain(in: nil).children.map(\.kind) == expected.map { _ in .reduce })
  }

  @Test func effectsOfEveryLineAreMerged() async {
    enum Step: Equatable { case tap, fromFirst, fromSecond }
    let store = TestStore(initialState: 0) {
      Reduce<Int, Step> { _, action in action == .tap ? .send(.fromFirst) : .none }
      Reduce { state, action in
        state += 1
        return action == .tap ? .send(.fromSecond) : .none
      }
    }
    await store.send(.tap) { $0 = 1 }
    await store.receive(.fromFirst) { $0 = 2 }
    await store.receive(.fromSecond) { $0 = 3 }
  }
}
