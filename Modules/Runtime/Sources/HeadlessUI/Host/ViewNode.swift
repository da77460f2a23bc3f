/// One element of a rendered screen: a control, a piece of text, a container or a presentation.
///
/// ```swift
/// let toggle = try host.node("Haptic feedback")
/// toggle.kind        // .toggle
/// toggle.value       // "on"
/// toggle.isEnabled   // true
/// ```
///
/// Its `description` is the text screen of the node and everything inside it.
public struct ViewNode: Equatable, CustomStringConvertible {
  /// What the node is.
  public var kind: Kind
  /// The label: a control's title, a text's content, a section's header, an alert's title.
  public var label: String
  /// The value of a control: `on`/`off`, a field's text, a picker's selection, a stepper's
  /// value, `selected` for the selected tab; `nil` for nodes without one.
  public var value: String?
  /// The options of a picker, in order.
  public var options: [String] = []
  /// The role of a button.
  public var role: ButtonRole?
  /// The font of a text, set with `.font(_:)`.
  public var font: Font?
  /// The color of a text, set with `.foregroundColor(_:)`.
  public var foregroundColor: Color?
  /// Whether the node can be driven; `.disabled(true)` turns it off.
  public var isEnabled: Bool
  /// Whether the control has the focus, as `focused(_:equals:)` ties it to a `@FocusState`.
  public var isFocused = false
  /// The nodes inside this one.
  public var children: [ViewNode] = []
  /// How the node is driven, if it is a control.
  var control: Control?
  /// The value a picker selects with this node, from `.tag(_:)` or a `ForEach` id.
  var tag: AnyHashable?
  /// Gives the control the focus, when `focused(_:equals:)` ties it to a `@FocusState`.
  var focus: (@MainActor () -> Void)?
  /// Whether this row of a `List(selection:)` is selected; `nil` for a node that is no such row.
  var isSelectedRow: Bool?
  /// Whether the sheet around the node may not be dismissed by hand, as
  /// `interactiveDismissDisabled()` asks.
  var disablesInteractiveDismiss = false

  init(
    _ kind: Kind,
    label: String = "",
    value: String? = nil,
    environment: ViewEnvironment,
    control: Control? = nil
  ) {
    self.kind = kind
    self.label = label
    self.value = value
    self.isEnabled = environment.isEnabled
    self.control = control
    if kind == .text {
      self.font = environment.font
      self.foregroundColor = environment.foregroundColor
    }
  }

  /// The text the node shows: its label for a text, else the texts inside it, space-separated.
  public var text: String {
    kind == .text ? label : children.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The first node, this one or below it in depth-first order, that satisfies `predicate`.
  public func first(where predicate: (ViewNode) -> Bool) -> ViewNode? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.first(where: predicate) { return found }
    }
    return nil
  }

  /// The text screen of this node: see ``ViewHost/screen``.
  public var description: String {
    ScreenWriter.screen(of: [self])
  }

  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.value == rhs.value
      && lhs.options == rhs.options && lhs.role == rhs.role && lhs.font == rhs.font
      && lhs.foregroundColor == rhs.foregroundColor && lhs.isEnabled == rhs.isEnabled
      && lhs.isFocused == rhs.isFocused
      && lhs.tag == rhs.tag && lhs.children == rhs.children
  }
}

extension ViewNode {
  /// What a node is.
  public enum Kind: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The whole screen: the root of ``ViewHost/tree``.
    case screen
    /// A piece of text.
    case text
    /// A button; tap it with ``ViewHost/tap(_:)``.
    case button
    /// A toggle; flip it with ``ViewHost/toggle(_:)``.
    case toggle
    /// A text field; fill it with ``ViewHost/type(_:_:)``.
    case textField
    /// A text field whose text is masked.
    case secureField
    /// A picker; choose with ``ViewHost/select(_:_:)``.
    case picker
    /// A stepper; see ``ViewHost/increment(_:)``.
    case stepper
    /// A slider; see ``ViewHost/increment(_:)``.
    case slider
    /// A link that pushes a screen; tap it with ``ViewHost/tap(_:)``.
    case navigationLink
    /// A menu of buttons, open or closed; tap it with ``ViewHost/tap(_:)``.
    case menu
    /// Content that shows or hides below its label; flip it with ``ViewHost/toggle(_:)``.
    case disclosureGroup
    /// The tabs of a ``TabView``, and the content of the selected one.
    case tabView
    /// A tab of a ``TabView``, labelled by its `tabItem`; select it with ``ViewHost/tap(_:)``.
    case tab
    /// A view with gestures, labelled by its text: tap it with ``ViewHost/tap(_:)``, press it
    /// with ``ViewHost/longPress(_:)``, drag it with ``ViewHost/drag(_:from:to:)``.
    case gesture
    /// An activity indicator.
    case progressView
    /// A form.
    case form
    /// A section of a form or list, with its header as label.
    case section
    /// A list.
    case list
    /// A vertical stack.
    case vStack
    /// A horizontal stack.
    case hStack
    /// Rows that ``ViewHost/delete(_:)`` and ``ViewHost/move(_:to:)`` can delete and move.
    case editableRows
    /// Content that ``ViewHost/refresh()`` refreshes.
    case refreshable
    /// Views layered one over the other.
    case zStack
    /// Scrollable content.
    case scrollView
    /// Flexible space; the screen shows nothing.
    case spacer
    /// A line between views: `---`.
    case divider
    /// A shape or a color, which the screen does not show; its label names it.
    case shape
    /// A group of views.
    case group
    /// A navigation stack; its label is the title of its content.
    case navigationStack
    /// Content with a navigation title, set with `.navigationTitle(_:)`.
    case navigationTitle
    /// A sheet, presented over the screen.
    case sheet
    /// A screen pushed over the screen by a ``NavigationLink`` or `navigationDestination`.
    case push
    /// An alert.
    case alert
    /// A confirmation dialog.
    case confirmationDialog

    /// The kind's name in messages: "text field", "button".
    public var name: String {
      switch self {
      case .textField: "text field"
      case .secureField: "secure field"
      case .progressView: "progress view"
      case .vStack: "vertical stack"
      case .hStack: "horizontal stack"
      case .navigationStack: "navigation stack"
      case .navigationTitle: "navigation title"
      case .confirmationDialog: "confirmation dialog"
      case .zStack: "layered stack"
      case .scrollView: "scroll view"
      case .navigationLink: "navigation link"
      case .editableRows: "editable rows"
      case .disclosureGroup: "disclosure group"
      case .gesture: "gesture view"
      case .tabView: "tab view"
      case .push: "pushed screen"
      default: rawValue
      }
    }

    /// Whether nodes of this kind are drawn over the screen: sheets, alerts and dialogs.
    public var isPresentation: Bool {
      self == .sheet || self == .alert || self == .confirmationDialog || self == .push
    }

    /// Whether nodes of this kind can be driven by label.
    public var isControl: Bool {
      switch self {
      case .button, .toggle, .textField, .secureField, .picker, .stepper, .slider, .navigationLink,
        .menu, .disclosureGroup, .gesture, .tab:
        true
      default: false
      }
    }
  }
}
