import Foundation
import Runtime

/// Driving the screen by label.
///
/// A label is looked up among the controls of the topmost layer that has it: presentations are
/// searched before the screen they cover (the latest presentation first, and a presentation's
/// own presentations before it), so when a sheet or an alert and the screen below both show
/// "Cancel", the one on top wins, as a finger would. Within that layer the label must name
/// exactly one control, and that control must be enabled and of the right kind; otherwise a
/// ``ViewHostError`` is thrown and nothing is sent.
extension ViewHost {
  /// The node of the control labelled `label`, for inspection; see the lookup rules above.
  public func node(_ label: String) throws(ViewHostError) -> ViewNode {
    try control(label, expecting: nil)
  }

  /// Taps the button, link, menu or tab labelled `label`, or the view labelled `label` that takes a tap gesture
  /// (`onTapGesture`, `TapGesture`).
  public func tap(_ label: String) throws(ViewHostError) {
    let node = try control(label, expecting: .button)
    switch node.control {
    case let .tap(action): action()
    case .gestures: try drive(node, .tap, named: "tap")
    default: return
    }
    update()
  }

  /// Presses the view labelled `label` that takes a long press (`onLongPressGesture`,
  /// `LongPressGesture`) for as long as it asks.
  public func longPress(_ label: String) throws(ViewHostError) {
    try drive(try control(label, expecting: .gesture), .longPress, named: "long press")
    update()
  }

  /// Drags a finger across the view labelled `label` that takes a `DragGesture`, from `start`
  /// to `end`: the drag's `onChanged` actions run once, at `end`, then its `onEnded` actions.
  /// A drag shorter than the gesture's minimum distance is no drag and runs nothing.
  ///
  /// ```swift
  /// try host.drag("Tap anywhere", to: CGPoint(x: 100, y: 200))
  /// ```
  public func drag(
    _ label: String, from start: CGPoint = .zero, to end: CGPoint
  ) throws(ViewHostError) {
    try drive(try control(label, expecting: .gesture), .drag(from: start, to: end), named: "drag")
    update()
  }

  /// Sends `event` to the gestures of `node`, innermost first; throws when none is named `name`.
  private func drive(
    _ node: ViewNode, _ event: GestureEvent, named name: String
  ) throws(ViewHostError) {
    guard node.gestureNames.contains(name), case let .gestures(responders) = node.control else {
      throw error(node.label, .noGesture(name))
    }
    for responder in responders { _ = responder.respond(event) }
  }

  /// Replaces the text of the text field or secure field labelled `label` with `text`; the
  /// binding is written once, after the field takes the focus (see `focused(_:equals:)`).
  public func type(_ label: String, _ text: String) throws(ViewHostError) {
    let node = try control(label, expecting: .textField)
    guard case let .text(binding) = node.control else { return }
    node.focus?()
    binding.wrappedValue = text
    update()
  }

  /// Adds `text` at the end of the text of the field labelled `label`; the binding is written
  /// once.
  public func append(_ label: String, _ text: String) throws(ViewHostError) {
    let node = try control(label, expecting: .textField)
    guard case let .text(binding) = node.control else { return }
    node.focus?()
    binding.wrappedValue += text
    update()
  }

  /// Flips the toggle labelled `label`.
  public func toggle(_ label: String) throws(ViewHostError) {
    guard case let .toggle(binding) = try control(label, expecting: .toggle).control else {
      return
    }
    binding.wrappedValue.toggle()
    update()
  }

  /// Chooses the option named `option` in the picker labelled `label`.
  public func select(_ label: String, _ option: String) throws(ViewHostError) {
    let node = try control(label, expecting: .picker)
    guard let index = node.options.firstIndex(of: option) else {
      throw error(label, .unknownOption(option, options: node.options))
    }
    guard case let .select(select) = node.control else { return }
    select(index)
    update()
  }

  /// Taps `+` on the stepper labelled `label`.
  public func increment(_ label: String) throws(ViewHostError) {
    try step(label, increment: true)
  }

  /// Taps `-` on the stepper labelled `label`.
  public func decrement(_ label: String) throws(ViewHostError) {
    try step(label, increment: false)
  }

  /// Dismisses the topmost presentation: the latest sheet, alert or dialog, or pushed screen.
  /// A sheet whose content is `interactiveDismissDisabled()` stays, and this throws.
  public func dismiss() throws(ViewHostError) {
    let layers = ScreenLayer.layers(of: tree.children)
    guard let presentation = layers.last?.presentation,
      case let .dismiss(dismiss) = presentation.control
    else { throw error("", .nothingPresented) }
    if presentation.kind == .sheet,
      presentation.first(where: \.disablesInteractiveDismiss) != nil
    {
      throw error("", .dismissDisabled)
    }
    dismiss()
    update()
  }

  /// Deletes the row that shows `row` in its text or labels, among the rows made deletable with
  /// `onDelete(perform:)`: their action is called with the row's offset.
  ///
  /// ```swift
  /// try host.delete("Buy Milk")
  /// ```
  public func delete(_ row: String) throws(ViewHostError) {
    let (rows, offset) = try editableRow(row)
    guard case let .rows(delete?, _) = rows.control else {
      throw error(row, .rowNotEditable(modifier: "onDelete"))
    }
    delete(IndexSet(integer: offset))
    update()
  }

  /// Moves the row that shows `row` before the row at `destination`, among the rows made
  /// movable with `onMove(perform:)`: `destination` is from 0 to the number of rows, which
  /// moves the row to the end, as a finger can; another one throws and moves nothing.
  ///
  /// ```swift
  /// try host.move("Call Mom", to: 0)
  /// ```
  public func move(_ row: String, to destination: Int) throws(ViewHostError) {
    let (rows, offset) = try editableRow(row)
    guard case let .rows(_, move?) = rows.control else {
      throw error(row, .rowNotEditable(modifier: "onMove"))
    }
    guard (0...rows.children.count).contains(destination) else {
      throw error(row, .positionOutOfRange(destination, rows: rows.children.count))
    }
    move(IndexSet(integer: offset), destination)
    update()
  }

  /// Selects the row that shows `row` in its text or labels, among the rows of a
  /// `List(selection:)`: a list of one selection selects it, a list of a set adds it or takes it
  /// out.
  ///
  /// ```swift
  /// try host.selectRow("Buy Milk")
  /// ```
  public func selectRow(_ row: String) throws(ViewHostError) {
    var matches: [(select: @MainActor (AnyHashable) -> Void, tag: AnyHashable)] = []
    func collect(_ node: ViewNode, in select: (@MainActor (AnyHashable) -> Void)?) {
      var select = select
      if case let .selectRow(action) = node.control { select = action }
      if let select, node.isSelectedRow != nil, let tag = node.tag,
        node.description.contains(row)
      {
        matches.append((select, tag))
      }
      for child in node.children { collect(child, in: select) }
    }
    collect(tree, in: nil)
    guard let match = matches.first else { throw error(row, .notFound) }
    guard matches.count == 1 else { throw error(row, .ambiguous(count: matches.count)) }
    match.select(match.tag)
    update()
  }

  /// Pulls to refresh the first refreshable content on screen: runs the action of its
  /// `refreshable(action:)` with the host's dependencies, and waits for it.
  public func refresh() async throws(ViewHostError) {
    guard let node = tree.first(where: { $0.kind == .refreshable }),
      case let .refresh(action) = node.control
    else { throw error("", .notFound) }
    await withDependencies {
      $0 = dependencies
    } operation: {
      await action()
    }
    update()
  }

  /// The editable rows that hold the one row showing `row`, and the row's offset.
  private func editableRow(_ row: String) throws(ViewHostError) -> (ViewNode, Int) {
    var matches: [(ViewNode, Int)] = []
    func collect(_ node: ViewNode) {
      if node.kind == .editableRows {
        for (offset, child) in node.children.enumerated() where child.description.contains(row) {
          matches.append((node, offset))
        }
      }
      node.children.forEach(collect)
    }
    collect(tree)
    guard let match = matches.first else { throw error(row, .notFound) }
    guard matches.count == 1 else { throw error(row, .ambiguous(count: matches.count)) }
    return match
  }

  private func step(_ label: String, increment: Bool) throws(ViewHostError) {
    guard case let .step(up, down) = try control(label, expecting: .stepper).control else {
      return
    }
    guard let action = increment ? up : down else {
      throw error(label, .atBound(increment: increment))
    }
    action()
    update()
  }

  /// The control labelled `label` on the topmost layer that has one; when `kind` is given it
  /// must be of that kind (a secure field counts as a text field) and enabled.
  private func control(
    _ label: String, expecting kind: ViewNode.Kind?
  ) throws(ViewHostError) -> ViewNode {
    for layer in ScreenLayer.layers(of: tree.children).reversed() {
      let matches = layer.controls.filter { $0.label == label }
      guard let node = matches.first else { continue }
      guard matches.count == 1 else { throw error(label, .ambiguous(count: matches.count)) }
      guard let kind else { return node }
      let actual: ViewNode.Kind =
        switch node.kind {
        case .secureField: .textField
        case .navigationLink, .menu, .tab: .button
        case .slider: .stepper
        case .disclosureGroup: .toggle
        case .gesture where kind == .button: .button
        default: node.kind
        }
      guard actual == kind else { throw error(label, .wrongKind(node.kind, expected: kind)) }
      guard node.isEnabled else { throw error(label, .disabled(node.kind)) }
      return node
    }
    throw error(label, .notFound)
  }

  private func error(_ label: String, _ reason: ViewHostError.Reason) -> ViewHostError {
    let nodes = controlsOnScreen
    let controls = nodes.map { node in
      "\(node.kind.name) \"\(node.label)\"" + (node.isEnabled ? "" : " (disabled)")
    }
    return ViewHostError(
      label: label, reason: reason, controls: controls, labels: nodes.map(\.label))
  }
}
