import Runtime

/// An alert made of views, the form SwiftUI had before `AlertState`: a title, a message and
/// one or two buttons.
///
/// ```swift
/// .alert(item: $fact) { fact in
///   Alert(title: Text(fact.title), dismissButton: .cancel(Text("Close")))
/// }
/// ```
///
/// On the screen it is an `[alert] Title` block, as an `AlertState` alert is; a button runs
/// its action, then dismisses the alert.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Creates an alert with one button, "OK" when `dismissButton` is `nil`.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert``.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Self {
      Self(label: label, role: nil, action: action)
    }

    /// A button that cancels, labelled `label`.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Self {
      Self(label: label, role: .cancel, action: action)
    }

    /// A button that cancels, labelled "Cancel".
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Self {
      Self(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button that destroys something.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Self {
      Self(label: label, role: .destructive, action: action)
    }
  }
}

extension View {
  /// Shows the alert `content` makes while `item` holds a value; a button, or
  /// ``ViewHost/dismiss()``, sets `item` to `nil`.
  ///
  /// ```swift
  /// .alert(item: $fact) { Alert(title: Text($0.title)) }
  /// ```
  public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert
  ) -> some View {
    presenting(item, onDismiss: nil) { item, dismiss in
      AlertView(alert: content(item), dismiss: dismiss)
    }
  }

  /// Shows the alert `content` makes while `isPresented` is true; a button, or
  /// ``ViewHost/dismiss()``, sets it to false.
  ///
  /// ```swift
  /// .alert(isPresented: $isFailing) { Alert(title: Text("Could not load")) }
  /// ```
  public func alert(
    isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert
  ) -> some View {
    presenting(isPresented.presentedItem, onDismiss: nil) { _, dismiss in
      AlertView(alert: content(), dismiss: dismiss)
    }
  }
}

/// The node of a presented ``Alert``.
private struct AlertView: View, PrimitiveView {
  typealias Body = Never

  let alert: Alert
  let dismiss: @MainActor () -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let environment = context.environment
    var children: [Fragment] = []
    if let message = alert.message {
      children.append(.leaf(ViewNode(.text, label: message.content, environment: environment)))
    }
    for button in alert.buttons {
      let dismiss = dismiss
      var node = ViewNode(
        .button, label: button.label.content, environment: environment,
        control: .tap {
          button.action?()
          dismiss()
        })
      node.role = button.role
      children.append(.leaf(node))
    }
    let node = ViewNode(
      .alert, label: alert.title.content, environment: environment, control: .dismiss(dismiss))
    return [.node(node, children: children, finish: nil)]
  }
}
