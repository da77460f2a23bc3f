import RuntimeTesting
import Testing

/// A key no other test reads, since what is prepared holds for the whole test process.
private enum LaunchBanner: DependencyKey {
  typealias Value = String
  static let liveValue = "Welcome"
}

/// Another such key, which one test changes while other threads read it.
private enum LaunchCount: DependencyKey {
  typealias Value = Int
  static let liveValue = 0
}

extension DependencyValues {
  fileprivate var launchBanner: String {
    get { self[LaunchBanner.self] }
    set { self[LaunchBanner.self] = newValue }
  }

  fileprivate var launchCount: Int {
    get { self[LaunchCount.self] }
    set { self[LaunchCount.self] = newValue }
  }
}

@Suite struct PrepareDependenciesTests {
  @Test func preparedValuesAreWhatCodeOutsideAnyStoreSeesUnlessSomethingCloserOverrides() async {
    let before = await Task.detached { DependencyValues.current.launchBanner }.value
    #expect(before == "Welcome")
    prepareDependencies { $0.launchBanner = "Prepared" }
    let after = await Task.detached { DependencyValues.current.launchBanner }.value
    #expect(after == "Prepared")
    let closer = withDependencies {
      $0.launchBanner = "Closer"
    } operation: {
      DependencyValues.current.launchBanner
    }
    #expect(closer == "Closer")
  }

  /// Readers on other threads see each change whole, and under the thread sanitizer (CI's
  /// `--sanitize=thread` run) reading while the values change is not a data race.
  @Test func readersOnOtherThreadsSeeEachChangeInOrder() async {
    let reader = Task.detached {
      var seen = [DependencyValues.current.launchCount]
      while let last = seen.last, last < 200 {
        let count = DependencyValues.current.launchCount
        if count != last { seen.append(count) }
      }
      return seen
    }
    for _ in 1...200 {
      prepareDependencies { $0.launchCount += 1 }
    }
    let seen = await reader.value
    #expect(seen == seen.sorted())
    #expect(seen.last == 200)
  }
}
