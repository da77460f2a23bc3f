import AppScript
import HeadlessUI
import Runtime

// Driving the view: the commands that tap, type, toggle and dismiss by label, delete, move and
// choose rows by their text, and read the screen.

extension Session {
  /// Runs `operation` on the view host, saying what went wrong as the view host does, with the
  /// label a mistyped one may have meant.
  func drive(
    _ operation: (ViewHost) throws(ViewHostError) -> Void
  ) throws(SessionFailure) {
    try onHost(operation) { error in
      guard error.reason == .notFound, let suggestion = error.label.closestMatch(in: error.labels)
      else { return error.description }
      return error.description + " Did you mean \"\(suggestion)\"?"
    }
  }

  /// Runs `operation` on the row that shows `row`, saying what went wrong in terms of rows: a
  /// row is found by its text, not by a control's label.
  func driveRow(
    _ row: String, _ command: RowCommand,
    _ operation: (ViewHost) throws(ViewHostError) -> Void
  ) throws(SessionFailure) {
    try onHost(operation) { error in
      switch error.reason {
      case .notFound:
        "No \(command.rows) shows \(customDump(row)). A row is found by its text, as "
          + "'screen' shows it."
      case .ambiguous(let count):
        "\(count) rows show \(customDump(row)); write more of the row's text, "
          + "so that it names one."
      case .rowNotEditable(let modifier):
        "The row that shows \(customDump(row)) cannot be \(command.done): its list has no "
          + "\(modifier)."
      default:
        error.description
      }
    }
  }

  /// Runs `operation` on the view host, when the session has one; a failure becomes a screen
  /// failure that `explain` words.
  private func onHost(
    _ operation: (ViewHost) throws(ViewHostError) -> Void,
    explain: (ViewHostError) -> String
  ) throws(SessionFailure) {
    guard let host else { return }
    do {
      try operation(host)
    } catch {
      throw .screen(explain(error))
    }
  }

  func toggle(_ label: String, to value: Bool?) throws(SessionFailure) {
    try drive { host throws(ViewHostError) in
      if let value, try host.node(label).value == (value ? "on" : "off") {
        show("  (\"\(label)\" is already \(value ? "on" : "off"))")
        return
      }
      try host.toggle(label)
    }
  }

  func dismiss(_ label: String?) throws(SessionFailure) {
    if let label, let host {
      let presented = Self.presentations(in: host.tree)
      guard let top = presented.last, top.label == label else {
        let names = presented.map { "\($0.kind.name) \(customDump($0.label))" }
        throw .screen(
          "The topmost presentation is not labelled \(customDump(label)). Presented: "
            + (names.isEmpty ? "nothing" : names.joined(separator: ", ")) + ".")
      }
    }
    try drive { host throws(ViewHostError) in try host.dismiss() }
  }

  /// The sheets, alerts and dialogs of a tree, bottom first.
  static func presentations(in node: ViewNode) -> [ViewNode] {
    (node.kind.isPresentation ? [node] : []) + node.children.flatMap(presentations(in:))
  }

  /// Prints the rendered screen as `screen` does, outside the run report's steps: the prompt's
  /// `--screen` shows it after a command.
  package func printScreen() {
    console.print(indented(screen))
  }

  func checkScreen(_ match: ScreenMatch, _ text: String) throws(SessionFailure) {
    let contains = screen.contains(text)
    switch (match, contains) {
    case (.contains, false):
      throw .expectationFailed(
        "expectation failed: the screen does not contain \(customDump(text))\n"
          + indented(screen))
    case (.lacks, true):
      throw .expectationFailed(
        "expectation failed: the screen contains \(customDump(text))\n" + indented(screen))
    default:
      return
    }
  }
}

/// What a row command does to a row: `delete`, `move` or `choose`, for its messages.
enum RowCommand {
  case delete, move, select

  /// The rows the command looks among: "row that can be deleted".
  var rows: String {
    switch self {
    case .delete: "row that can be deleted"
    case .move: "row that can be moved"
    case .select: "row of a list with a selection"
    }
  }

  /// What the command would have done: "deleted".
  var done: String {
    switch self {
    case .delete: "deleted"
    case .move: "moved"
    case .select: "selected"
    }
  }
}
