extension Reducer {
  /// Prints every action this reducer receives and the change it made to the state, as an
  /// indented `-`/`+` diff with unchanged runs collapsed.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce(core)
  ///     ._printChanges()
  /// }
  /// ```
  ///
  /// Prints:
  ///
  /// ```
  /// received action:
  ///   SearchFeature.Action.searchQueryChanged("Seoul")
  ///   SearchFeature.State(
  /// -   searchQuery: "",
  /// +   searchQuery: "Seoul",
  ///     … (3 unchanged)
  ///   )
  /// ```
  ///
  /// Values wrapped in ``Redacted`` print masked.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: BuiltReducer(self), printer: printer)
  }
}

/// Turns one reduced action into printed text.
public struct _ReducerPrinter<State, Action>: Sendable {
  let printChange: @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void

  /// Creates a printer from a closure.
  public init(
    printChange:
      @escaping @Sendable (_ action: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.printChange = printChange
  }

  func callAsFunction(_ action: Action, _ oldState: State, _ newState: State) {
    printChange(action, oldState, newState)
  }

  /// Prints the action and the state diff to standard output.
  public static var customDump: Self {
    customDump { print($0) }
  }

  /// Writes the action and the state diff, as one block of text, to `write`.
  public static func customDump(to write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      write(changeReport(action: action, oldState: oldState, newState: newState))
    }
  }

  /// The text `customDump` printers write for one action.
  public static func changeReport(action: Action, oldState: State, newState: State) -> String {
    changeReport(
      action: action, oldDump: Runtime.customDump(oldState),
      newDump: Runtime.customDump(newState))
  }

  /// The text `customDump` printers write for one action, from the dumps of the states before
  /// and after it: a printer that keeps the last dump renders each state once.
  package static func changeReport(action: Action, oldDump: String, newDump: String) -> String {
    changeReport(actionDump: Runtime.customDump(action), stateDiff: diffLines(oldDump, newDump))
  }

  /// The text `customDump` printers write for one action, from the action's dump and the diff
  /// of the states (`nil`: no change), for a driver that also keeps them for something else.
  package static func changeReport(actionDump: String, stateDiff: String?) -> String {
    let actionLines = indent(actionDump, by: "  ")
    return "received action:\n\(actionLines)\n\(stateDiff ?? "  (No state changes)")"
  }

  static func indent(_ text: String, by prefix: String) -> String {
    text.lines.map { prefix + $0 }.joined(separator: "\n")
  }
}

/// The reducer built by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer, WrappingOperator {
  var base: BuiltReducer<Base>
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.run(&state, action) }
    let oldState = state
    let effect = base.run(&state, action)
    printer(action, oldState, state)
    return effect
  }

  func operatorNodes(in state: Base.State?) -> [ReducerNode] {
    [ReducerNode(.printChanges, children: base.nodes(in: state))]
  }
}
