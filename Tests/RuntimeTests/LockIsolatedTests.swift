import RuntimeTesting
import Testing

@Suite struct LockIsolatedTests {
  private struct Counter: Sendable {
    var count = 0
  }

  @Test func theValueIsReadChangedAndReplacedUnderTheLock() async {
    let counter = LockIsolated(Counter())
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { counter.withValue { $0.count += 1 } }
      }
    }
    #expect(counter.value.count == 100)
    #expect(counter.count == 100)
    counter.setValue(Counter(count: 7))
    #expect(counter.withLock { $0.count } == 7)
  }
}
