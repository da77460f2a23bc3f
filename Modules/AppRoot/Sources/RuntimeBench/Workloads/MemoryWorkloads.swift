import Foundation
import Runtime

/// Resident memory before and after heavy use, to catch leaks.
@MainActor
enum MemoryWorkloads {
  struct Reading: Sendable {
    let name: String
    let beforeBytes: Int
    let afterBytes: Int

    var growthBytes: Int { afterBytes - beforeBytes }
  }

  static func run(filter: (String) -> Bool, quick: Bool) async -> [Reading] {
    var readings: [Reading] = []
    let sends = quick ? 10_000 : 1_000_000
    let sendName = "RSS after \(sends.formatted()) sends"
    if filter(sendName) {
      let store = Store(initialState: TopFeature.State()) { TopFeature() }
      for _ in 0..<1_000 { store.send(.feature(.counter(.increment))) }
      let before = residentBytes()
      for _ in 0..<sends { store.send(.feature(.counter(.increment))) }
      readings.append(Reading(name: sendName, beforeBytes: before, afterBytes: residentBytes()))
    }
    let effects = quick ? 1_000 : 100_000
    let effectName = "RSS after \(effects.formatted()) cancelled effects"
    if filter(effectName) {
      let clock = TestClock()
      let store = Store(initialState: CounterFeature.State()) {
        CounterFeature()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await startAndCancel(1_000, in: store)
      let before = residentBytes()
      for _ in 0..<(effects / 1_000) { await startAndCancel(1_000, in: store) }
      readings.append(Reading(name: effectName, beforeBytes: before, afterBytes: residentBytes()))
    }
    return readings
  }

  private static func startAndCancel(_ count: Int, in store: StoreOf<CounterFeature>) async {
    for _ in 0..<count { store.send(.startLongEffect) }
    await Task.megaYield()
    store.send(.cancelLongEffects)
    await Task.megaYield()
  }

  /// The process's resident set size, read from `/proc/self/statm`.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
