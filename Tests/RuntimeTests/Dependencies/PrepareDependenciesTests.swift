import RuntimeTesting
import Testing

/// A key no other test reads, since what is prepared holds for the whole test process.
private enum LaunchBanner: DependencyKey {
  typealias Value = String
  static let liveValue = "Welcome"
}

extension DependencyValues {
  fileprivate var launchBanner: String {
    get { self[LaunchBanner.self] }
    set { self[LaunchBanner.self] = newValue }
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
}
