import AppScript
import HeadlessUI
import Runtime

// Virtual time: a session moves its clock itself, one wake-up at a time, and waits for the work
// each wake-up starts before it goes on.

extension Session {
  /// Lets the work woken by the last command run until it is idle again.
  ///
  /// The session is idle when every effect in flight and every running view task is asleep on
  /// the virtual clock: then it returns at once. Otherwise it waits for a signal from whatever
  /// may have made it idle (a task falling asleep on the clock, an effect or a view task
  /// ending) and checks again; yielding in a loop instead wakes a thread per yield on Linux.
  /// Work that does not fall asleep on the clock (a live request, a wait in real time) is
  /// given up on once the main queue has run for ``idleWaitLimit`` without a signal, and only
  /// once: later calls do not wait for it again until it has fallen asleep or ended.
  func yieldToEffects() async {
    var awake: Int { pendingWorkCount - clock.sleeperCount }
    workNotOnClock = min(workNotOnClock, max(0, awake))
    guard awake > workNotOnClock else { return }
    await withTaskExecutorPreference(workExecutor) {
      while awake > workNotOnClock {
        guard await workSignal.wait(patience: idleWaitLimit) else {
          workNotOnClock = awake
          return
        }
      }
    }
  }

  /// How long ``yieldToEffects()`` waits in real time for work that is not asleep on the
  /// clock: long enough for preview work, which only waits on the clock, to get there on a
  /// busy machine; short for live work, whose requests `settle` waits for.
  var idleWaitLimit: Duration { mode == .live ? .milliseconds(20) : .seconds(1) }

  /// The most virtual time a session keeps: what 64-bit nanoseconds hold (about 292 years),
  /// as a recording writes its advances.
  package static var virtualTimeLimit: Duration { .nanoseconds(Int64.max) }

  /// The instant at ``virtualTimeLimit``, past which no command moves the clock.
  static var lastInstant: TestClock<Duration>.Instant {
    TestClock<Duration>.Instant(offset: virtualTimeLimit)
  }

  /// Moves the clock `duration` ahead, one wake-up at a time; an advance past
  /// ``virtualTimeLimit`` is refused and the clock stays where it is.
  func advance(by duration: Duration) async throws(SessionFailure) {
    let elapsed = clock.now.offset
    guard duration <= Self.virtualTimeLimit - elapsed else {
      throw .virtualTimeLimit(
        "cannot advance \(Self.literal(duration)): virtual time would pass "
          + "\(Self.literal(Self.virtualTimeLimit)), the most a session keeps (it is at "
          + "\(Self.literal(elapsed)))")
    }
    await advance(to: clock.now.advanced(by: duration))
  }

  /// Moves the clock to `deadline` one wake-up at a time, recording each step before the work
  /// it wakes, so that a recording lists the actions after the advance that caused them.
  func advance(to deadline: TestClock<Duration>.Instant) async {
    while let next = clock.nextDeadline, next <= deadline {
      events.clockWillAdvance(by: clock.now.duration(to: next))
      while clock.wakeNext(notAfter: next) { await yieldToEffects() }
    }
    events.clockWillAdvance(by: clock.now.duration(to: deadline))
    clock.wakeNext(notAfter: deadline)
    await yieldToEffects()
  }

  /// How far past its last command a session runs the virtual clock, so that debounced work
  /// still waiting (a settings save waits 500 ms) finishes instead of being dropped at exit.
  package static var endOfSessionHorizon: Duration { .seconds(1) }

  /// Runs the clock through the waits due within ``endOfSessionHorizon`` and prints how much
  /// virtual time that took, if any; called once when a script, or the prompt, ends.
  package func finishPendingWork() async {
    events.beginStep(command: nil, line: nil, sendsAction: false, isCheck: false)
    defer { endStep() }
    let start = clock.now
    await yieldToEffects()
    await advance(through: min(start.advanced(by: Self.endOfSessionHorizon), Self.lastInstant))
    printTrace()
    let ran = start.duration(to: clock.now)
    guard ran > .zero else { return }
    console.print(
      "# Ending: ran \(Self.literal(ran)) of virtual time so that pending work, such as a "
        + "settings save, finishes.")
  }

  /// Advances from one wake-up to the next while they are due by `limit`, and no further.
  func advance(through limit: TestClock<Duration>.Instant) async {
    while let next = clock.nextDeadline, next <= limit {
      await advance(to: next)
    }
  }

  /// Advances the clock from one wake-up to the next until no effect is in flight and no view's
  /// `.task` is running (the search view's debounce is one), for at most `timeout` of virtual
  /// time.
  func settle(within timeout: Duration) async throws(SessionFailure) {
    let limit = min(clock.now.advanced(by: timeout), Self.lastInstant)
    // Effects that wait on something other than the clock (a live request) get real time.
    let realBudget: Duration = mode == .live ? .seconds(30) : .seconds(1)
    var realWaited: Duration = .zero
    await yieldToEffects()
    while pendingWorkCount > 0 {
      if let next = clock.nextDeadline {
        guard next <= limit else { break }
        await advance(to: next)
      } else {
        guard realWaited < realBudget else { break }
        try? await Task.sleep(for: .milliseconds(10))
        realWaited += .milliseconds(10)
        await yieldToEffects()
      }
    }
    guard pendingWorkCount > 0 else { return }
    var report =
      "settle gave up: \(pendingWorkDescription) still running"
      + " after \(Self.literal(timeout)) of virtual time"
    if let next = clock.nextDeadline {
      report +=
        "; \(clock.sleeperCount) waiting on the clock, the next wake-up due in "
        + Self.literal(clock.now.duration(to: next))
    } else {
      report += "; none is waiting on the clock"
    }
    throw .unsettled(report)
  }

  /// The effects in flight and the views' running `.task` bodies.
  var pendingWorkCount: Int {
    store.inFlightEffectCount + (host?.activeTaskCount ?? 0)
  }

  /// What is still running, counted: "1 effect is", "2 effects and 1 view task are".
  var pendingWorkDescription: String {
    let parts = [
      (store.inFlightEffectCount, "effect"), (host?.activeTaskCount ?? 0, "view task"),
    ]
    .filter { $0.0 > 0 }
    .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
    let isOne = parts.count == 1 && parts[0].hasPrefix("1 ")
    return parts.joined(separator: " and ") + (isOne ? " is" : " are")
  }

  /// A duration as a script literal, such as `300ms`.
  package static func literal(_ duration: Duration) -> String {
    String(ScriptCommand.advance(duration).description.dropFirst("advance ".count))
  }
}
