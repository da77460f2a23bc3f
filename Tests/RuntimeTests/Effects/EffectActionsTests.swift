import RuntimeTesting
import TestSupport
import Testing

@MainActor
@Suite struct EffectActionsTests {
  /// An effect run on its own sends what it sends: merged parts side by side, concatenated ones
  /// one after another.
  @Test func actionsRunAnEffectWithoutAStore() async {
    let clock = TestClock()
    let merged = Effect<Int>.merge(
      (1...3).map { count in
        .run { send in
          try await clock.sleep(for: .seconds(count))
          await send(count)
        }
      })
    let values = LockedLog<Int>()
    let task = Task {
      for await value in merged.actions { values.append(value) }
    }
    await yield { clock.sleeperCount == 3 }
    await clock.advance(by: .seconds(1))
    await yield { values.all.count == 1 }
    await clock.run()
    await task.value
    #expect(values.all == [1, 2, 3])

    var concatenated: [Int] = []
    for await value in Effect<Int>.concatenate(.send(1), .run { await $0(2) }, .send(3)).actions {
      concatenated.append(value)
    }
    #expect(concatenated == [1, 2, 3])
  }

  /// Cancel ids work among the effect's own parts: the second `cancelInFlight` cancels the
  /// first, and `.cancel(id:)` stops what is running.
  @Test func actionsHonourCancelIDs() async {
    let clock = TestClock()
    let waiting = Effect<Int>.run { send in
      try await clock.sleep(for: .seconds(1))
      await send(1)
    }
    let effect = Effect<Int>.merge(
      waiting.cancellable(id: "load", cancelInFlight: true),
      .send(2).cancellable(id: "load", cancelInFlight: true))
    let values = LockedLog<Int>()
    let task = Task {
      for await value in effect.actions { values.append(value) }
    }
    await task.value
    await clock.run()
    #expect(values.all == [2])
  }

  /// Merged and concatenated effects read as one run, as TCA 1.x shows them; `.none` parts
  /// drop out.
  @Test func anEffectIsOneOperation() async {
    guard case .none = Effect<Int>.none.merge(with: .none).operation else {
      Issue.record("two nothings merged are nothing")
      return
    }
    let fused = Effect<Int>.run { await $0(1) }.merge(with: .run { await $0(2) })
    guard case let .run(_, work) = fused.operation else {
      Issue.record("two runs merged are one run")
      return
    }
    let sent = LockedLog<Int>()
    await work(Send { sent.append($0) })
    #expect(sent.all.sorted() == [1, 2])
    guard case .none = Effect<Int>.cancel(id: "x").operation else {
      Issue.record("a cancellation does nothing without a store")
      return
    }
  }
}
