import Foundation

/// What `app explore --json` prints: the seed, the steps taken, the virtual time, the coverage
/// and the failure with its shrunk script.
///
/// ```swift
/// print(try ExplorationSummary(exploration).json)
/// ```
public struct ExplorationSummary: Encodable, Equatable {
  /// The failure part of a summary.
  public struct Failure: Encodable, Equatable {
    public var kind: String
    public var message: String
    /// The step that failed, counted from 1.
    public var step: Int
    /// The shrunk script.
    public var script: String
  }

  public var seed: UInt64
  public var steps: Int
  public var virtualTimeNanoseconds: Int64
  public var screens: [String]
  public var controls: [String]
  public var actions: [String]
  /// The operators of the reducer tree, by the path of the actions they hand on.
  public var operators: [String]
  /// Those of ``operators`` that no reduced action went through.
  public var operatorsNeverReached: [String]
  public var failure: Failure?

  /// The summary of `exploration`, each list sorted.
  public init(_ exploration: Exploration) {
    let coverage = RunReport.Coverage(exploration.coverage)
    let time = exploration.virtualTime.components
    seed = exploration.seed
    steps = exploration.steps.count
    virtualTimeNanoseconds = time.seconds * 1_000_000_000 + time.attoseconds / 1_000_000_000
    screens = coverage.screens
    controls = coverage.controls
    actions = coverage.actions
    operators = coverage.operators
    operatorsNeverReached = coverage.operatorsNeverReached
    failure = exploration.failure.map {
      Failure(kind: $0.kind, message: $0.message, step: $0.steps.count, script: $0.script)
    }
  }

  /// The summary as pretty-printed JSON with sorted keys.
  public var json: String {
    get throws(SessionFailure) {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      do {
        return String(decoding: try encoder.encode(self), as: UTF8.self)
      } catch {
        throw .file("cannot encode the summary: \(error)")
      }
    }
  }
}
