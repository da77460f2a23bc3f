/// Why a ``ViewHost`` could not drive the screen; nothing was sent.
///
/// Its `description` names the problem and lists the controls on screen:
///
/// ```text
/// No control labelled "Sign in" on screen. Controls on screen: text field "Email", \
/// secure field "Password", button "Log in" (disabled).
/// ```
public struct ViewHostError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// No control has the label.
    case notFound
    /// The control is disabled.
    case disabled(ViewNode.Kind)
    /// Several controls of the topmost layer that has the label have it.
    case ambiguous(count: Int)
    /// The control is not of the kind the operation drives.
    case wrongKind(ViewNode.Kind, expected: ViewNode.Kind)
    /// The row's list was not made editable that way: it has no `modifier` (`onDelete` or
    /// `onMove`).
    case rowNotEditable(modifier: String)
    /// The picker has no such option.
    case unknownOption(String, options: [String])
    /// The stepper is at the bound in that direction.
    case atBound(increment: Bool)
    /// Nothing is presented, so nothing can be dismissed.
    case nothingPresented
    /// The sheet on top may not be dismissed by hand: its content is
    /// `interactiveDismissDisabled()`.
    case dismissDisabled
    /// The gesture view takes no gesture of this name: `drag`, `long press`.
    case noGesture(String)
    /// A row cannot be moved to this position: its list has `rows` rows, and a row moves
    /// before one of them or to the end.
    case positionOutOfRange(Int, rows: Int)
  }

  /// The label the operation looked for; empty for ``ViewHost/dismiss()``.
  public let label: String
  /// What went wrong.
  public let reason: Reason
  /// The controls on screen, as `kind "label"`, with ` (disabled)` when disabled.
  public let controls: [String]
  /// The labels of the controls on screen, for suggesting the one a mistyped label meant.
  public let labels: [String]

  public var description: String {
    let onScreen =
      "Controls on screen: \(controls.isEmpty ? "none" : controls.joined(separator: ", "))."
    switch reason {
    case .notFound:
      return "No control labelled \"\(label)\" on screen. \(onScreen)"
    case let .disabled(kind):
      return "The \(kind.name) \"\(label)\" is disabled. \(onScreen)"
    case let .ambiguous(count):
      return "\(count) controls are labelled \"\(label)\"; a label must name one. \(onScreen)"
    case let .wrongKind(kind, expected):
      return "\"\(label)\" is a \(kind.name), not a \(expected.name). \(onScreen)"
    case let .rowNotEditable(modifier):
      return "The list of the row that shows \"\(label)\" has no \(modifier), so the row cannot be "
        + "changed that way."
    case let .unknownOption(option, options):
      return """
        The picker "\(label)" has no option "\(option)". \
        Options: \(options.joined(separator: ", ")).
        """
    case let .atBound(increment):
      return """
        The stepper "\(label)" cannot \(increment ? "increment" : "decrement"): \
        it is at its bound.
        """
    case .nothingPresented:
      return "Nothing is presented, so nothing can be dismissed. \(onScreen)"
    case .dismissDisabled:
      return "The sheet on top cannot be dismissed by hand: it is interactiveDismissDisabled."
    case let .noGesture(gesture):
      return "The gesture view \"\(label)\" takes no \(gesture). \(onScreen)"
    case let .positionOutOfRange(position, rows):
      return """
        The row that shows "\(label)" cannot move to position \(position): its list has \
        \(rows) rows, so a position is from 0 (the top) to \(rows) (the end).
        """
    }
  }
}
