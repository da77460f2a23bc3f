import Foundation
import RuntimeTesting
import Testing

private struct Greeter: Sendable {
  var greet: @Sendable (String) async throws -> String
}

extension Greeter: DependencyKey {
  static let liveValue = Greeter { "Hello, \($0)" }
  static let previewValue = Greeter { "Preview, \($0)" }
  static let testValue = Greeter(greet: unimplemented("Greeter.greet"))
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

private struct Feature: Reducer {
  struct State: Equatable { var greetings: [String] = [] }

  enum Action: Equatable {
    case greet(String)
    case greetAfterAPause(String)
    case greeted(String)
  }

  @Dependency(\.greeter) var greeter

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .greet(name):
      return .run { send in await send(.greeted(try await greeter.greet(name))) }
    case let .greetAfterAPause(name):
      return .concatenate(
        .run { _ in await Task.yield() },
        .run { send in await send(.greeted(try await greeter.greet(name))) }
      )
    case let .greeted(greeting):
      state.greetings.append(greeting)
      return .none
    }
  }
}

@MainActor
@Suite struct DependencyTests {
  @Test func contextChoosesTheDefaultValue() async throws {
    #expect(try await DependencyValues(context: .live).greeter.greet("a") == "Hello, a")
    #expect(try await DependencyValues(context: .preview).greeter.greet("a") == "Preview, a")
    await withKnownIssue {
      _ = try? await DependencyValues(context: .test).greeter.greet("a")
    } matching: {
      $0.mentions("Unimplemented: Greeter.greet")
    }
  }

  @Test func unimplementedThrowsAfterReporting() async {
    let endpoint: @Sendable (Int) async throws -> Int = unimplemented("Client.load")
    await withKnownIssue {
      let error = await #expect(throws: UnimplementedError.self) { try await endpoint(1) }
      #expect(error?.endpoint == "Client.load")
    } matching: {
      $0.mentions("Unimplemented: Client.load")
    }
  }

  @Test func withDependenciesOverridesForASynchronousOperation() {
    let greeting = withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 7))
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(greeting == Date(timeIntervalSince1970: 7))
  }

  @Test func withDependenciesOverridesForAnAsynchronousOperation() async throws {
    let greeting = try await withDependencies {
      $0.greeter = Greeter { "Hi, \($0)" }
    } operation: {
      @Dependency(\.greeter) var greeter
      await Task.yield()
      return try await greeter.greet("Blob")
    }
    #expect(greeting == "Hi, Blob")
  }

  @Test func storeTakesDependenciesFromWithDependenciesAndItsOwnClosure() async {
    let store = withDependencies {
      $0.greeter = Greeter { "Outer, \($0)" }
    } operation: {
      Store(initialState: Feature.State()) { Feature() }
    }
    await store.send(.greet("a")).finish()
    let overridden = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.greeter = Greeter { "Inner, \($0)" }
    }
    await overridden.send(.greet("b")).finish()
    #expect(store.currentState.greetings == ["Outer, a"])
    #expect(overridden.currentState.greetings == ["Inner, b"])
  }

  @Test func effectsSeeTheDependenciesOfWhenTheirReducerRan() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.greeter = Greeter { name in
        await Task.yield()
        return "First, \(name)"
      }
    }
    await store.send(.greet("a"))
    store.dependencies.greeter = Greeter { "Second, \($0)" }
    await store.receive(.greeted("First, a")) { $0.greetings = ["First, a"] }
    await store.send(.greet("b"))
    await store.receive(.greeted("Second, b")) { $0.greetings.append("Second, b") }
  }

  @Test func laterPartsOfAConcatenationSeeTheDependenciesOfWhenTheirReducerRan() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.greeter = Greeter { "First, \($0)" }
    }
    await store.send(.greetAfterAPause("a"))
    store.dependencies.greeter = Greeter { "Second, \($0)" }
    await store.receive(.greeted("First, a")) { $0.greetings = ["First, a"] }
    await store.finish()
  }

  @Test func unimplementedTestValueFailsTheTest() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.greet("a")).finish()
    } matching: {
      $0.mentions("Unimplemented: Greeter.greet") || $0.mentions("threw an unhandled error")
    }
  }

  @Test func incrementingUUIDsAndConstantDates() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 42))
    #expect(date.now == Date(timeIntervalSince1970: 42))
    #expect(date() == Date(timeIntervalSince1970: 42))
  }

  @Test func builtInTestValuesAreUnimplemented() {
    let values = DependencyValues(context: .test)
    withKnownIssue {
      _ = values.uuid()
    } matching: {
      $0.mentions("Unimplemented: DependencyValues.uuid")
    }
    withKnownIssue {
      _ = values.date.now
    } matching: {
      $0.mentions("Unimplemented: DependencyValues.date")
    }
  }

  @Test func uuidsByNumberAConstantUUIDAndASettableDate() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    let constant = UUIDGenerator.constant(UUID(3))
    #expect(constant() == UUID(3) && constant() == UUID(3))
    var values = DependencyValues(context: .test)
    values.date.now = Date(timeIntervalSince1970: 7)
    #expect(values.date.now == Date(timeIntervalSince1970: 7))
  }

  /// The calendar, locale and time zone are the user's live and fixed in tests, so that a test
  /// gives the same result on every machine.
  @Test func calendarLocaleAndTimeZoneAreFixedInTests() {
    let values = DependencyValues(context: .test)
    #expect(values.timeZone.secondsFromGMT() == 0)
    #expect(values.locale.identifier == "en_US_POSIX")
    #expect(values.calendar.identifier == .gregorian)
    #expect(values.calendar.timeZone == values.timeZone)
  }
}
