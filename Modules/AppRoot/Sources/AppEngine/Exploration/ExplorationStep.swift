import AppScript
import HeadlessUI
import Runtime

/// How exploration picks its next step: one thing a user could do on the screen now, or a
/// wait, as a script command.
@MainActor
enum ExplorationStep {
  /// The waits exploration picks from: from a tap's response to a lockout's end.
  static let waits: [Duration] = [
    .milliseconds(50), .milliseconds(300), .seconds(1), .seconds(5), .seconds(60),
  ]

  /// Where exploration's drags end, from the origin: a finger's width or two in each direction.
  static let dragEnds = [
    ScriptPoint(x: 100, y: 0), ScriptPoint(x: -100, y: 0), ScriptPoint(x: 0, y: 100),
    ScriptPoint(x: 0, y: -100),
  ]

  /// How often, out of 100, a step waits instead of touching the screen.
  static let waitPercent: UInt64 = 15

  /// The next step on `host`: a wait `waitPercent` times in 100, or when the screen offers
  /// nothing; otherwise one of the things a finger can do, each as likely: drive an enabled
  /// control of the topmost layer whose label names it alone (a field gets a text of `inputs`, a
  /// picker one of its options, a stepper `+` or `-`, a view with gestures a tap, a long press
  /// or a drag, which it may refuse), or dismiss the topmost presentation.
  static func next(
    on host: ViewHost, inputs: ExplorationInputs, using random: inout SplitMix64
  ) -> ScriptCommand {
    let controls = drivableControls(on: host)
    let dismissals = host.topmostPresentation == nil ? 0 : 1
    let count = controls.count + dismissals
    guard random.next() % 100 >= waitPercent, count > 0 else {
      return .advance(pick(from: waits, using: &random))
    }
    let index = Int(random.next() % UInt64(count))
    guard index < controls.count else { return .dismiss(label: nil) }
    let control = controls[index]
    switch control.kind {
    case .toggle, .disclosureGroup:
      return .toggle(label: control.label, value: nil)
    case .textField, .secureField:
      return .typeText(label: control.label, text: inputs.text(for: control.label, using: &random))
    case .picker:
      return .select(label: control.label, option: pick(from: control.options, using: &random))
    case .stepper, .slider:
      return random.next() % 2 == 0
        ? .increment(label: control.label) : .decrement(label: control.label)
    case .gesture:
      return pick(
        from: [
          .tap(label: control.label), .longPress(label: control.label),
          .drag(label: control.label, from: .zero, to: pick(from: dragEnds, using: &random)),
        ], using: &random)
    default:
      return .tap(label: control.label)
    }
  }

  /// The enabled controls of the topmost layer that a script can drive by label: those whose
  /// label names them alone, and pickers with options. Rows (`delete`, `move`, `choose`) are
  /// not among them: a row has no label, and the host lists controls, not rows.
  static func drivableControls(on host: ViewHost) -> [ViewNode] {
    let controls = host.reachableControls
    var counts: [String: Int] = [:]
    for control in controls { counts[control.label, default: 0] += 1 }
    return controls.filter { control in
      guard control.isEnabled, !control.label.isEmpty, counts[control.label] == 1 else {
        return false
      }
      switch control.kind {
      case .button, .navigationLink, .menu, .tab, .gesture, .toggle, .disclosureGroup,
        .textField, .secureField, .stepper, .slider:
        return true
      case .picker:
        return !control.options.isEmpty
      default:
        return false
      }
    }
  }

  private static func pick<T>(from values: [T], using random: inout SplitMix64) -> T {
    values[Int(random.next() % UInt64(values.count))]
  }
}
