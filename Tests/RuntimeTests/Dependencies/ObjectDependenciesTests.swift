import Foundation
import RuntimeTesting
import Testing

private struct Greeting: Sendable {
  var text: String
}

extension Greeting: DependencyKey {
  static let liveValue = Greeting(text: "live")
  static let testValue = Greeting(text: "test")
}

private struct Farewell: Sendable {
  var text: String
}

extension Farewell: DependencyKey {
  static let liveValue = Farewell(text: "live")
  static let testValue = Farewell(text: "test")
}

extension DependencyValues {
  fileprivate var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }

  fileprivate var farewell: Farewell {
    get { self[Farewell.self] }
    set { self[Farewell.self] = newValue }
  }
}

/// A model outside any store, as observable models are, that reads its dependencies later.
private final class ParentModel {
  @Dependency(\.greeting) var greeting
  @Dependency(\.farewell) var farewell

  func makeChild() -> ChildModel {
    withDependencies(from: self) { ChildModel() }
  }

  func makeChildSayingBye() -> ChildModel {
    withDependencies(from: self) {
      $0.farewell.text = "bye"
    } operation: {
      ChildModel()
    }
  }
}

private final class ChildModel {
  @Dependency(\.greeting) var greeting
  @Dependency(\.farewell) var farewell
}

/// A model with no `@Dependency` property of its own.
private final class PlainModel {}

private struct Greeter: Reducer {
  struct State: Equatable { var heard = "" }
  enum Action: Equatable { case greet }

  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.heard = greeting.text
    return .none
  }
}

/// `@Dependency` keeps what `withDependencies` overrode where it was made, and
/// `withDependencies(from:)` passes an object's dependencies on to what it makes.
@MainActor
@Suite struct ObjectDependenciesTests {
  @Test func aModelKeepsTheOverridesItWasMadeWith() {
    let model = withDependencies {
      $0.greeting.text = "hello"
    } operation: {
      ParentModel()
    }
    #expect(model.greeting.text == "hello")
    #expect(model.farewell.text == DependencyValues.current.farewell.text)
  }

  @Test func aModelMadeInAnAsynchronousScopeKeepsItsOverridesToo() async {
    let model = await withDependencies {
      $0.greeting.text = "hello"
    } operation: {
      await Task.yield()
      return ParentModel()
    }
    #expect(model.greeting.text == "hello")
  }

  @Test func whatIsInForceWhereItIsReadWins() {
    let model = withDependencies {
      $0.greeting.text = "made"
    } operation: {
      ParentModel()
    }
    withDependencies {
      $0.greeting.text = "read"
    } operation: {
      #expect(model.greeting.text == "read")
    }
    #expect(model.greeting.text == "made")
  }

  @Test func aChildMadeFromItsParentSeesTheParentsDependencies() {
    let parent = withDependencies {
      $0.greeting.text = "hello"
    } operation: {
      ParentModel()
    }
    let child = parent.makeChild()
    #expect(child.greeting.text == "hello")
    let changed = parent.makeChildSayingBye()
    #expect(changed.greeting.text == "hello")
    #expect(changed.farewell.text == "bye")
    #expect(parent.farewell.text != "bye")
  }

  @Test func whatIsInForceWhereTheChildIsMadeWinsOverWhatItsParentCarries() {
    let parent = withDependencies {
      $0.greeting.text = "parent"
    } operation: {
      ParentModel()
    }
    let child = withDependencies {
      $0.greeting.text = "here"
    } operation: {
      parent.makeChild()
    }
    #expect(child.greeting.text == "here")
  }

  @Test func anObjectWithoutPropertiesCarriesWhatWithDependenciesReturnedItWith() async {
    let plain = withDependencies {
      $0.greeting.text = "hello"
    } operation: {
      PlainModel()
    }
    let child = withDependencies(from: plain) { ChildModel() }
    #expect(child.greeting.text == "hello")
    let asynchronous = await withDependencies(from: plain) {
      await Task.yield()
      return ChildModel()
    }
    #expect(asynchronous.greeting.text == "hello")
  }

  @Test func rememberingAnObjectDoesNotKeepItAlive() {
    weak var released: PlainModel?
    do {
      let plain = withDependencies {
        $0.greeting.text = "hello"
      } operation: {
        PlainModel()
      }
      released = plain
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test func anObjectThatCarriesNothingIsReportedAndTheOperationStillRuns() {
    withKnownIssue {
      let child = withDependencies(from: PlainModel()) { ChildModel() }
      #expect(child.greeting.text == DependencyValues.current.greeting.text)
    } matching: {
      $0.mentions("withDependencies(from:) was given a 'PlainModel' that carries no dependencies")
    }
  }

  @Test func aReducerMadeWithAnOverrideKeepsItInAStoreThatDoesNotSetIt() async {
    let greeter = withDependencies {
      $0.greeting.text = "made"
    } operation: {
      Greeter()
    }
    let store = TestStore(initialState: Greeter.State()) { greeter }
    await store.send(.greet) { $0.heard = "made" }
  }

  @Test func aStoresOwnOverrideWinsOverTheOneItsReducerWasMadeWith() async {
    let greeter = withDependencies {
      $0.greeting.text = "made"
    } operation: {
      Greeter()
    }
    let store = TestStore(initialState: Greeter.State()) {
      greeter
    } withDependencies: {
      $0.greeting.text = "store"
    }
    await store.send(.greet) { $0.heard = "store" }
  }
}
