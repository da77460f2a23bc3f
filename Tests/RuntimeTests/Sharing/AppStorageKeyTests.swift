import Foundation
import RuntimeTesting
import Testing

private enum Theme: String, Sendable { case light, dark }

/// A counter whose count outlives the app, in the defaults.
private struct Counter: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("count")) var count = 0
  }

  enum Action: Equatable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

@MainActor
@Suite struct AppStorageKeyTests {
  /// Holders made from fresh storage, as a new launch of the app makes them.
  private func relaunch<Result>(_ body: () -> Result) -> Result {
    withDependencies {
      $0.sharedStorage = SharedStorage()
    } operation: {
      body()
    }
  }

  @Test func aValueOutlivesItsHoldersInTheDefaults() {
    let defaults = UserDefaults.empty()
    relaunch {
      @Shared(.appStorage("count", store: defaults)) var count = 0
      $count.withLock { $0 = 7 }
    }
    #expect(defaults.integer(forKey: "count") == 7)
    relaunch {
      @Shared(.appStorage("count", store: defaults)) var count = 0
      #expect(count == 7)
    }
  }

  @Test func anOptionalSetToNilRemovesTheEntry() {
    let defaults = UserDefaults.empty()
    relaunch {
      @Shared(.appStorage("name", store: defaults)) var name: String? = nil
      $name.withLock { $0 = "Blob" }
      #expect(defaults.string(forKey: "name") == "Blob")
      $name.withLock { $0 = nil }
      #expect(defaults.object(forKey: "name") == nil)
    }
  }

  @Test func enumsAndURLsAreKeptByTheirRawValuesAndStrings() {
    let defaults = UserDefaults.empty()
    relaunch {
      @Shared(.appStorage("theme", store: defaults)) var theme = Theme.light
      @Shared(.appStorage("home", store: defaults)) var home = URL(string: "https://a.test")!
      $theme.withLock { $0 = .dark }
      $home.withLock { $0 = URL(string: "https://b.test")! }
    }
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.string(forKey: "home") == "https://b.test")
    relaunch {
      @Shared(.appStorage("theme", store: defaults)) var theme = Theme.light
      #expect(theme == .dark)
    }
  }

  @Test func aValueOfAnotherTypeInTheDefaultsLeavesTheHolderAtItsDefault() {
    let defaults = UserDefaults.empty()
    defaults.set("not a number", forKey: "count")
    relaunch {
      @Shared(.appStorage("count", store: defaults)) var count = 3
      #expect(count == 3)
    }
  }

  @Test func eachTestStoreStartsFromEmptyDefaultsOfItsOwn() async {
    let first = TestStore(initialState: Counter.State()) { Counter() }
    await first.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    let second = TestStore(initialState: Counter.State()) { Counter() }
    #expect(second.state.count == 0)
    #expect(UserDefaults.standard.object(forKey: "count") == nil)
  }

  @Test func aKeyMadeOutsideAnyStoreInATestLeavesTheUsersDefaultsAlone() {
    @Shared(.appStorage("madeOutsideAnyStore")) var count = 0
    $count.withLock { $0 = 5 }
    #expect(count == 5)
    #expect(UserDefaults.standard.object(forKey: "madeOutsideAnyStore") == nil)
  }

  @Test func liveDependenciesInATestLeaveTheUsersDefaultsAlone() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Shared(.appStorage("madeWithLiveDependencies")) var count = 0
      $count.withLock { $0 = 5 }
      #expect(count == 5)
    }
    #expect(UserDefaults.standard.object(forKey: "madeWithLiveDependencies") == nil)
  }

  /// Changes are kept on disk at once, since Linux's Foundation writes nothing until asked,
  /// even at exit; but the empty defaults of tests and previews never write a file (they did,
  /// one per test store, as suites of the user's defaults).
  @Test func emptyDefaultsNeverReachTheDisk() {
    let environment = ProcessInfo.processInfo.environment
    let folder = environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config"
    func files() -> Set<String> {
      Set(
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
          .filter { $0.hasPrefix("showcase.empty.") })
    }
    let before = files()
    let defaults = UserDefaults.empty()
    relaunch {
      @Shared(.appStorage("count", store: defaults)) var count = 0
      $count.withLock { $0 = 1 }
    }
    #expect(defaults.integer(forKey: "count") == 1)
    #expect(files().subtracting(before).isEmpty)
  }
}
