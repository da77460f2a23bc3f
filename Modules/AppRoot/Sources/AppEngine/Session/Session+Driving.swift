import AppScript
import HeadlessUI
import Runtime

// Driving the view: the commands that tap, type, toggle and dismiss by label, and read the
// screen.

extension Session {
  func drive(
    _ operation: (ViewHost) throws(ViewHostError) -> Void
  ) throws(SessionFailure) {
    guard let host else { return }
    do {
      try operation(host)
    } catch {
      guard error.reason == .notFound, let suggestion = error.label.closestMatch(in: error.labels)
      else { throw .screen(error.description) }
      throw .screen(error.description + " Did you mean \"\(suggestion)\"?")
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
