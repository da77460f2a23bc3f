import AppScript

/// The first failure an exploration met, with the steps that led to it and the shortest
/// sequence of them found to fail the same way.
public struct ExplorationFailure: Equatable, Sendable {
  /// What failed: the ``SessionInvariant`` broken (`runtime issue`), `expectation` for a
  /// caller's `expect`, or the session's failure otherwise.
  public var kind: String
  /// The failure's message.
  public var message: String
  /// Every step exploration took, up to and including the one that failed.
  public var steps: [ScriptCommand]
  /// The shortest sequence of those steps found to fail the same way.
  public var shrunkSteps: [ScriptCommand]
  /// The expectations exploration checked after each step, which the script ends with.
  public var invariants: [ScriptCommand]

  /// The shrunk steps as a script that `app run --invariants` fails on the same way, headed by
  /// comments that say what it reproduces.
  public var script: String {
    let header = [
      "# Found by exploration: \(kind).",
      "# Reproduce with: app run --invariants FILE",
    ]
    let failure = message.split(separator: "\n").prefix(3).map { "#   " + $0 }
    return (header + failure + (shrunkSteps + invariants).map(\.description))
      .joined(separator: "\n") + "\n"
  }
}

/// What one exploration did: its steps, its first failure if any, and what it reached.
public struct Exploration: Equatable, Sendable {
  /// The seed the steps were picked with.
  public var seed: UInt64
  /// The steps taken: all of them, or up to and including the one that failed.
  public var steps: [ScriptCommand]
  /// The first failure, shrunk; `nil` when every step kept every invariant.
  public var failure: ExplorationFailure?
  /// What the steps reached.
  public var coverage: ExplorationCoverage
  /// How much virtual time the steps took.
  public var virtualTime: Duration
  /// The run report of the steps, with the coverage, when the explorer kept one
  /// (``Explorer/keepsReport``).
  package var report: RunReport?
}
