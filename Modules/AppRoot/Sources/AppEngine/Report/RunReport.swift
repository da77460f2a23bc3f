/// The data of a run report: what one HTML page shows about a scripted run, a replay or a
/// prompt session, built from the session's own records (the actions of its event stream, the
/// tracer's events, the screens and the `expect` results), never from their printed text.
///
/// ```swift
/// try RunReportPage.write(report, to: "run.html")   // the page, with this data inside
/// ```
///
/// The page reads it as JSON (schema 1). Times are nanoseconds of virtual time; steps are
/// referred to by their number (`#step-N`), actions, effects and screens by their index.
/// Secrets are masked before they get here, as in every other output.
package struct RunReport: Encodable, Equatable {
  /// The format of the data, for the page.
  package var schema = 1
  /// What ran: the script's file name, the recording's path, or `<repl>`.
  package var title: String
  /// `run`, `replay` or `repl`.
  package var kind: String
  /// The app's name and version.
  package var app: App
  /// Whether the run passed, and its closing line.
  package var outcome: Outcome
  /// The app's reducer tree, numbered in preorder.
  package var tree: Node
  /// The features in the tree, root first, in the order the page lists them.
  package var features: [String]
  /// Each distinct screen once; steps point into it.
  package var screens: [String]
  /// The steps, in order: the launch (number 0), each command, and the end of the session
  /// when something happened there.
  package var steps: [Step]
  /// Every action the store reduced, in order.
  package var actions: [Action]
  /// Every effect that started, in order.
  package var effects: [Effect]
  /// The number of the step the page opens on when its address names none: the first step
  /// whose actions changed the state, else the first command, else the launch.
  package var openingStep: Int
  /// What an exploration reached, for the report of `app explore`; `nil` for other runs.
  package var coverage: Coverage?

  /// What an exploration reached (``ExplorationCoverage``), each list sorted but the
  /// operators, which keep the tree's order.
  package struct Coverage: Encodable, Equatable {
    package var screens: [String]
    package var controls: [String]
    package var actions: [String]
    package var operators: [String]
    package var operatorsNeverReached: [String]

    /// The lists of `coverage`.
    package init(_ coverage: ExplorationCoverage) {
      screens = coverage.screens.sorted()
      controls = coverage.controls.sorted()
      actions = coverage.actions.sorted()
      operators = coverage.operators
      operatorsNeverReached = coverage.operatorsNeverReached
    }
  }

  /// An app's name and version.
  package struct App: Encodable, Equatable {
    package var name: String
    package var version: String
  }

  /// How a run ended.
  package struct Outcome: Encodable, Equatable {
    /// `passed`, `failed` or `interrupted`.
    package var status: String
    /// The transcript's closing line, or the error that stopped the run.
    package var summary: String

    /// An outcome: `status` is `passed`, `failed` or `interrupted`.
    package init(status: String, summary: String) {
      self.status = status
      self.summary = summary
    }
  }

  /// One node of the reducer tree, as `explain --format json` prints it plus its number.
  package struct Node: Encodable, Equatable {
    /// The node's number: its position in preorder.
    package var id: Int
    /// The operator (`ifCaseLet`, `Scope`, `Reduce`, ...), as `explain --format json` names it.
    package var kind: String
    /// The operator as code spells it: `ifLet (presentation)`.
    package var label: String
    /// The feature the node is or runs.
    package var name: String?
    /// The state path the operator scopes along.
    package var statePath: String?
    /// The action path the operator extracts its child's actions with.
    package var actionPath: String?
    /// The nodes inside, in the order they run.
    package var children: [Node]
  }

  /// One command of the script (or of the prompt, or one entry of a recording).
  package struct Step: Encodable, Equatable {
    /// The step's number: 0 for the launch, then 1, 2, ...
    package var number: Int
    /// The line of the script (or recording) it comes from.
    package var line: Int?
    /// The command, masked as the transcript shows it; `nil` for the launch and the end.
    package var command: String?
    /// The virtual time before and after the step.
    package var start: Int64
    package var end: Int64
    /// The actions the store reduced during the step, as indices into ``RunReport/actions``.
    package var actions: [Int] = []
    /// The screen after the step, as an index into ``RunReport/screens``.
    package var screen: Int?
    /// The nodes of the tree whose state is there after the step.
    package var active: [Int]?
    /// The result of the step's `expect`, if it is one.
    package var expects: [Expect] = []
    /// Why the step failed, when it failed for another reason than an `expect`.
    package var error: String?
    /// What the command printed (`screen`, `state`, `explain`, ...).
    package var output: String?
  }

  /// The result of one `expect`.
  package struct Expect: Encodable, Equatable {
    /// The check, as the transcript shows it.
    package var text: String
    package var passed: Bool
    /// What was there instead, for a failed check.
    package var message: String?
  }

  /// One action the store reduced.
  package struct Action: Encodable, Equatable {
    /// The number of the step it belongs to.
    package var step: Int
    /// The virtual time it was reduced at.
    package var time: Int64
    /// Who sent it: `script`, `view`, `user` (a recording does not tell those two apart) or
    /// `effect`.
    package var origin: String
    /// The action, as the transcript dumps it.
    package var text: String
    /// The deepest feature on its route.
    package var feature: String
    /// The nodes it passed, root first: operators and the reducers that changed state or
    /// returned an effect.
    package var route: [Int]
    /// The nodes whose reducer changed the state.
    package var changed: [Int]
    /// The change it made to the state, as the transcript shows it; `nil`: none.
    package var diff: String?
    /// The effect that sent it, as an index into ``RunReport/effects``.
    package var effect: Int?
  }

  /// One effect, from its start to its end.
  package struct Effect: Encodable, Equatable {
    /// Its number, as the trace shows it (`effect #4`).
    package var number: Int
    /// The feature that owns it, and the tree node.
    package var feature: String
    package var node: Int
    /// The action whose processing started it.
    package var startedBy: Int
    /// The action whose processing cancelled it, or the last action it sent when that was in
    /// the step it finished in.
    package var endedBy: Int?
    /// The virtual time it started and ended at; `end` is `nil` while it runs.
    package var start: Int64
    package var end: Int64?
    /// The step numbers it started and ended in.
    package var startStep: Int
    package var endStep: Int?
    /// `finished`, `cancelled` or `running` (when the run ended).
    package var outcome: String
    /// Why it was cancelled: `cancelInFlight`, `.cancel(id:)`, `child removed`, `child
    /// identity changed`, `dismissed` or `popped`.
    package var reason: String?
    /// The cancel ids it was marked with.
    package var ids: [String]
  }
}
