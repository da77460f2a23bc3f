import Runtime

/// What follows a replay as it goes: the tracer its reducer reports to, the clock it moves,
/// and what to hear of each recorded entry and each reduced action (a run report of the
/// replay is built from them).
struct ReplayWatcher<R: Reducer> {
  /// The tracer the replayed reducer is traced by.
  let tracer: ReducerTracer
  /// The clock the replay moves as the recording says.
  let clock: TestClock<Duration>
  /// Called with each entry, and its line in the recording, before it is replayed.
  let willReplay: (RecordingEntry, _ line: Int) -> Void
  /// Called after each action is reduced, with the states before and after it and who sent it.
  let didReduce: (R.Action, _ before: R.State, _ after: R.State, ActionOrigin) -> Void
}
