/// A button: `(Log in)` on the screen, tapped with ``ViewHost/tap(_:)``.
///
/// ```swift
/// Button("Log in") { viewStore.send(.loginButtonTapped) }
///   .disabled(!viewStore.isFormValid)
/// Button(role: .destructive) { viewStore.send(.deleteTapped) } label: { Text("Delete") }
/// ```
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never

  private let role: ButtonRole?
  private let action: @MainActor () -> Void
  private let label: Label

  /// Creates a button whose label is built by `label`; its text becomes the button's label.
  public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var node = ViewNode(.button, environment: context.environment, control: .tap(action))
    node.role = role
    return renderer.container(node, content: label, in: context) { node in
      node.label = node.text
      node.children = []
    }
  }
}

extension Button where Label == Text {
  /// Creates a button labelled `title`.
  public init(
    _ title: String,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button is for, which decides how it is shown.
///
/// ```swift
/// Button("Delete", role: .destructive) { viewStore.send(.deleteTapped) }
/// ```
public enum ButtonRole: String, Equatable, Hashable, Sendable {
  /// Cancels.
  case cancel
  /// Destroys something; the screen shows it after the button.
  case destructive
}

/// A button that opens a list of buttons: `(Current stack) v` on the screen while closed;
/// tapped with ``ViewHost/tap(_:)``, it shows `(Current stack) ^` and its buttons indented
/// below, and tapping one of them closes it.
///
/// ```swift
/// Menu("Current stack") {
///   ForEach(viewStore.currentStack, id: \.self) { screen in
///     Button(screen) { viewStore.send(.goBack(screen)) }
///   }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let label: Label
  private let content: Content

  /// Creates a menu labelled by the text of `label`, with the buttons `content` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let isOpen = renderer.localState(at: context.path.appending(.slot("isOpen"))) {
      StateStorage(false)
    }
    let node = ViewNode(
      .menu, environment: context.environment, control: .tap { isOpen.value.toggle() })
    let label = Fragment.node(
      ViewNode(.group, environment: context.environment),
      children: renderer.render(self.label, in: context.appending(.slot("label"))),
      finish: nil
    )
    let items =
      isOpen.value ? renderer.render(content, in: context.appending(.slot("content"))) : []
    return [
      .node(node, children: [label] + items) { node in
        node.label = node.children.first?.text ?? ""
        node.children.removeFirst()
        node.children = node.children.map { $0.closing(isOpen) }
      }
    ]
  }
}

extension Menu where Label == Text {
  /// Creates a menu titled `title`.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension ViewNode {
  /// This node, whose buttons (and those inside it) also close the menu whose openness is
  /// `isOpen`.
  fileprivate func closing(_ isOpen: StateStorage<Bool>) -> ViewNode {
    var node = self
    if case let .tap(action) = control {
      node.control = .tap {
        isOpen.value = false
        action()
      }
    }
    node.children = children.map { $0.closing(isOpen) }
    return node
  }
}

/// Flips the edit mode of the environment: `(Edit)` while not editing, `(Done)` while editing.
///
/// ```swift
/// List { ... }
///   .toolbar { EditButton() }
///   .environment(\.editMode, viewStore.$editMode)
/// ```
///
/// Without an edit mode in the environment it keeps one of its own at its place.
public struct EditButton: View, PrimitiveView {
  public typealias Body = Never

  /// Creates the button.
  public init() {}

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let editMode =
      context.values.editMode
      ?? renderer.localState(at: context.path.appending(.slot("editMode"))) {
        StateStorage(EditMode.inactive)
      }.binding
    let isEditing = editMode.wrappedValue.isEditing
    let node = ViewNode(
      .button,
      label: isEditing ? "Done" : "Edit",
      environment: context.environment,
      control: .tap { editMode.wrappedValue = isEditing ? .inactive : .active }
    )
    return [.leaf(node)]
  }
}
