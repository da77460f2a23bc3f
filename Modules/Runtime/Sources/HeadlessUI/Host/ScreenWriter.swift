import Runtime

/// Prints nodes as a text screen: one control per line, two spaces of indentation per level,
/// presentations as indented blocks after the screen they cover.
enum ScreenWriter {
  private static let indentUnit = "  "

  /// The screen of `nodes`, lines joined with newlines.
  ///
  /// Control characters in texts and labels (which can come from the network) are shown
  /// escaped, `\u{1b}[31m`, so that they can never act on the terminal that prints the screen.
  static func screen(of nodes: [ViewNode]) -> String {
    var lines: [String] = []
    write(nodes, indent: "", into: &lines)
    return lines.map { escapingControlCharacters($0) }.joined(separator: "\n")
  }

  /// The line of a control or text; `nil` for containers.
  static func line(of node: ViewNode) -> String? {
    var suffix: String {
      (node.role == .destructive ? " destructive" : "")
        + (node.isEnabled ? "" : " disabled") + (node.isFocused ? " focused" : "")
    }
    switch node.kind {
    case .text:
      return node.label
    case .button:
      return "(\(node.label))" + suffix
    case .navigationLink:
      return "(\(node.label)) >" + suffix
    case .menu where node.children.isEmpty:
      return "(\(node.label)) v" + suffix
    case .divider:
      return "---"
    case .toggle:
      return (node.value == "on" ? "[x] " : "[ ] ") + node.label + suffix
    case .textField, .secureField:
      return "\(node.label): [\(node.value ?? "")]" + suffix
    case .picker:
      let options = node.options.joined(separator: " | ")
      return "\(node.label): <\(node.value ?? "")> (\(options))" + suffix
    case .stepper, .slider:
      guard case let .step(increment, decrement) = node.control else { return node.label }
      let value = node.value.map { ": \($0)" } ?? ""
      let buttons = "[\(decrement == nil ? " " : "-")|\(increment == nil ? " " : "+")]"
      return "\(node.label)\(value) \(buttons)" + suffix
    case .progressView:
      return (["⏳", node.label, node.value ?? ""].filter { !$0.isEmpty }).joined(separator: " ")
    default:
      return nil
    }
  }

  /// Writes the base screen of `nodes`, then the presentations found in it.
  private static func write(_ nodes: [ViewNode], indent: String, into lines: inout [String]) {
    var presentations: [ViewNode] = []
    writeBase(nodes, indent: indent, into: &lines, presentations: &presentations)
    for presentation in presentations {
      lines.append(indent + header(of: presentation))
      write(presentation.children, indent: indent + indentUnit, into: &lines)
    }
  }

  private static func writeBase(
    _ nodes: [ViewNode],
    indent: String,
    into lines: inout [String],
    presentations: inout [ViewNode]
  ) {
    for node in nodes {
      if node.kind.isPresentation {
        presentations.append(node)
        continue
      }
      if let isSelected = node.isSelectedRow {
        var row = node
        row.isSelectedRow = nil
        var rowLines: [String] = []
        writeBase([row], indent: "", into: &rowLines, presentations: &presentations)
        for (offset, line) in rowLines.enumerated() {
          lines.append(indent + (offset > 0 ? "    " : isSelected ? "[✓] " : "[ ] ") + line)
        }
        continue
      }
      if let line = line(of: node) {
        if line.utf8.contains(UInt8(ascii: "\n")) {
          lines += line.split(separator: "\n", omittingEmptySubsequences: false).map {
            indent + $0
          }
        } else {
          lines.append(indent + line)
        }
        continue
      }
      if node.kind == .hStack, let line = singleLine(of: node) {
        lines.append(indent + line)
        presentations += node.children.filter(\.kind.isPresentation)
        continue
      }
      switch node.kind {
      case .navigationStack:
        if !node.label.isEmpty { lines.append(indent + "== \(node.label) ==") }
        writeBase(node.children, indent: indent, into: &lines, presentations: &presentations)
      case .section:
        lines.append(indent + (node.label.isEmpty ? "--" : "-- \(node.label) --"))
        writeBase(
          node.children, indent: indent + indentUnit, into: &lines, presentations: &presentations
        )
      case .tabView:
        let tabs = node.children.filter { $0.kind == .tab }
        if !tabs.isEmpty {
          lines.append(
            indent
              + tabs.map { $0.value == "selected" ? "<\($0.label)>" : "(\($0.label))" }
              .joined(separator: "  "))
        }
        let content = node.children.flatMap { $0.kind == .tab ? $0.children : [$0] }
        writeBase(content, indent: indent, into: &lines, presentations: &presentations)
      case .gesture:
        if let line = singleLine(of: node) {
          lines.append(indent + line)
        } else {
          lines.append(indent + gestureSuffix(of: node).trimmingPrefix(" "))
          writeBase(
            node.children, indent: indent + indentUnit, into: &lines, presentations: &presentations
          )
        }
      case .menu, .disclosureGroup:
        let isOpen = node.kind == .menu || node.value == "on"
        let line = node.kind == .menu ? "(\(node.label)) ^" : "\(isOpen ? "v" : ">") \(node.label)"
        lines.append(indent + line + (node.isEnabled ? "" : " disabled"))
        writeBase(
          node.children, indent: indent + indentUnit, into: &lines, presentations: &presentations
        )
      default:
        writeBase(node.children, indent: indent, into: &lines, presentations: &presentations)
      }
    }
  }

  /// The one line that `node` shows, if it shows one: a control or a text without line breaks,
  /// a view of one such node with its gestures after it, or a horizontal stack of such nodes
  /// (nested stacks too), two spaces apart. Nodes the screen does not show (spacers, shapes) and
  /// presentations, which come after the screen, are left out.
  private static func singleLine(of node: ViewNode) -> String? {
    if let line = line(of: node) {
      // The bytes, not Foundation's `contains(_:)`, which bridges through `NSString`.
      return line.utf8.contains(UInt8(ascii: "\n")) ? nil : line
    }
    if node.kind == .gesture {
      guard node.children.count == 1, let line = singleLine(of: node.children[0]) else {
        return nil
      }
      return line + gestureSuffix(of: node)
    }
    guard node.kind == .hStack else { return nil }
    let shown = node.children.filter { child in
      child.kind != .spacer && child.kind != .shape && !child.kind.isPresentation
    }
    var parts: [String] = []
    for child in shown {
      guard let part = singleLine(of: child) else { return nil }
      parts.append(part)
    }
    return parts.isEmpty ? nil : parts.joined(separator: "  ")
  }

  /// What follows a view with gestures: the gestures a host can drive on it, ` {tap, drag}`,
  /// and ` disabled` when it is.
  private static func gestureSuffix(of node: ViewNode) -> String {
    let names = node.gestureNames
    return (names.isEmpty ? "" : " {\(names.joined(separator: ", "))}")
      + (node.isEnabled ? "" : " disabled")
  }

  private static func header(of presentation: ViewNode) -> String {
    switch presentation.kind {
    case .alert: "[alert] \(presentation.label)"
    case .confirmationDialog: "[dialog] \(presentation.label)"
    case .push: "[pushed] \(presentation.children.navigationTitle ?? "")"
    default: "[sheet]"
    }
  }
}

/// The controls of one layer of the screen: the base screen, or one presentation over it.
struct ScreenLayer {
  /// The sheet, alert or dialog of this layer; `nil` for the base screen.
  let presentation: ViewNode?
  /// The controls of the layer, in screen order.
  let controls: [ViewNode]

  /// The layers of `nodes`, bottom first: the base screen, then each presentation followed by
  /// the presentations inside it.
  static func layers(of nodes: [ViewNode], presentation: ViewNode? = nil) -> [ScreenLayer] {
    var controls: [ViewNode] = []
    var presentations: [ViewNode] = []
    collect(nodes, controls: &controls, presentations: &presentations)
    var layers = [ScreenLayer(presentation: presentation, controls: controls)]
    for presented in presentations {
      layers += self.layers(of: presented.children, presentation: presented)
    }
    return layers
  }

  private static func collect(
    _ nodes: [ViewNode], controls: inout [ViewNode], presentations: inout [ViewNode]
  ) {
    for node in nodes {
      if node.kind.isPresentation {
        presentations.append(node)
      } else if node.kind.isControl {
        controls.append(node)
        // An open menu's buttons, an expanded disclosure group's content.
        collect(node.children, controls: &controls, presentations: &presentations)
      } else {
        collect(node.children, controls: &controls, presentations: &presentations)
      }
    }
  }
}
