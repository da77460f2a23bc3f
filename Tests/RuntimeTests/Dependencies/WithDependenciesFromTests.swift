import RuntimeTesting
import Testing

private enum Greeting: DependencyKey {
  typealias Value = String
  static let liveValue = "Hello"
}

private enum Punctuation: DependencyKey {
  typealias Value = String
  static let liveValue = "!"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }

  fileprivate var punctuation: String {
    get { self[Punctuation.self] }
    set { self[Punctuation.self] = newValue }
  }
}

/// A model of the kind a plain Swift app keeps: it reads its dependencies whenever it needs them.
private final class Greeter {
  @Dependency(\.greeting) var greeting
  @Dependency(\.punctuation) var punctuation

  var sentence: String { greeting + punctuation }
}

/// An object that holds no dependency of its own.
private final class Plain {}

/// `@Dependency` keeps what was overridden where it was created, and `withDependencies(from:)`
/// hands that on from a parent to the child it makes.
@Suite struct WithDependenciesFromTests {
  @Test func aModelKeepsWhatWasOverriddenWhereItWasCreated() {
    let greeter = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Greeter()
    }
    #expect(greeter.sentence == "Bonjour!")
  }

  @Test func whatThePlaceOfReadingOverridesComesFirst() {
    let greeter = withDependencies {
      $0.greeting = "Bonjour"
      $0.punctuation = "?"
    } operation: {
      Greeter()
    }
    let sentence = withDependencies {
      $0.greeting = "Hola"
    } operation: {
      greeter.sentence
    }
    #expect(sentence == "Hola?")
  }

  @Test func aChildMadeFromItsParentGetsTheParentsDependencies() {
    let parent = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Greeter()
    }
    let child = withDependencies(from: parent) {
      $0.punctuation = "?"
    } operation: {
      Greeter()
    }
    #expect(child.sentence == "Bonjour?")
    let sibling = withDependencies(from: parent) { Greeter() }
    #expect(sibling.sentence == "Bonjour!")
  }

  @Test func anObjectReturnedFromWithDependenciesFromPassesThemOn() {
    let parent = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Greeter()
    }
    let plain = withDependencies(from: parent) {
      $0.punctuation = "?"
    } operation: {
      Plain()
    }
    let child = withDependencies(from: plain) { Greeter() }
    #expect(child.sentence == "Bonjour?")
  }

  @Test func anObjectWithoutDependenciesIsReportedAndTheOperationRunsAsItIs() {
    withKnownIssue {
      let child = withDependencies(from: Plain()) { Greeter() }
      #expect(child.sentence == "Hello!")
    } matching: { issue in
      issue.description.contains("carries no dependencies to pass on")
    }
  }

  @Test func theAsynchronousFormGetsTheParentsDependenciesToo() async {
    let parent = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      Greeter()
    }
    let sentence = await withDependencies(from: parent) {
      $0.punctuation = "?"
    } operation: {
      await Task.yield()
      return Greeter().sentence
    }
    #expect(sentence == "Bonjour?")
  }

  @MainActor
  @Test func aReducerMadeInWithDependenciesReadsTheStoresOverridesFirst() async {
    let reducer = withDependencies {
      $0.greeting = "Bonjour"
    } operation: {
      SentenceReducer()
    }
    let store = TestStore(initialState: "") {
      reducer
    } withDependencies: {
      $0.punctuation = "."
    }
    await store.send(.speak) { $0 = "Bonjour." }
  }
}

private struct SentenceReducer: Reducer {
  enum Action { case speak }
  @Dependency(\.greeting) var greeting
  @Dependency(\.punctuation) var punctuation

  func reduce(into state: inout String, action: Action) -> Effect<Action> {
    state = greeting + punctuation
    return .none
  }
}
