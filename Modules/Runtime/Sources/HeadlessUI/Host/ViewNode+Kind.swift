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
    /// A group of views.
    case group
    /// A navigation stack; its label is the title of its content.
    case navigationStack
    /// Content with a navigation title, set with `.navigationTitle(_:)`.
    case navigationTitle
    /// A sheet, presented over the screen.
    case sheet
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
      default: rawValue
      }
    }

    /// Whether nodes of this kind are drawn over the screen: sheets, alerts and dialogs.
    public var isPresentation: Bool {
      self == .sheet || self == .alert || self == .confirmationDialog
    }

    /// Whether nodes of this kind can be driven by label.
    public var isControl: Bool {
      switch self {
      case .button, .toggle, .textField, .secureField, .picker, .stepper: true
      default: false
      }
    }
  }
}
