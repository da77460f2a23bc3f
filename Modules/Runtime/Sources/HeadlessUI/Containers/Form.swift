import Runtime

/// A form of controls; on the screen its rows follow one another without decoration.
///
/// ```swift
/// Form {
///   Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
///   TextField("Display name", text: viewStore.$displayName)
/// }
/// ```
public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.form, environment: context.environment), content: content, in: context
    )
  }
}

/// A list of rows; on the screen its rows follow one another without decoration.
///
/// ```swift
/// List {
///   ForEach(viewStore.results) { result in Text(result.name) }
/// }
/// ```
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.container(
      ViewNode(.list, environment: context.environment), content: content, in: context
    )
  }
}

/// A titled part of a form or list: `-- Notifications --` on the screen, its rows indented
/// below.
///
/// ```swift
/// Section("Notifications") {
///   Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
/// }
/// Section {
///   Text("Signed in as blob")
/// } header: {
///   Text("Account")
/// }
/// ```
public struct Section<Header: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let header: Header
  private let content: Content

  /// Creates a section whose header is the text of the views `header` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.header = header()
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let header = Fragment.node(
      ViewNode(.group, environment: context.environment),
      children: renderer.render(header, in: context.appending(.slot("header"))),
      finish: nil
    )
    let rows = renderer.render(content, in: context.appending(.slot("content")))
    let node = ViewNode(.section, environment: context.environment)
    return [
      .node(node, children: [header] + rows) { node in
        guard let header = node.children.first else { return }
        node.label = header.text
        node.children.removeFirst()
      }
    ]
  }
}

extension Section where Header == Text {
  /// Creates a section with the header `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Section where Header == EmptyView {
  /// Creates a section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

/// Content that shows below its label while expanded: `> About this case study` on the screen
/// while collapsed, `v About this case study` and the content indented below once expanded;
/// flipped with ``ViewHost/toggle(_:)``.
///
/// ```swift
/// DisclosureGroup("About this case study") {
///   Text(readMe)
/// }
/// DisclosureGroup("Details", isExpanded: $isExpanded) { ... }
/// ```
///
/// Without an `isExpanded` binding it starts collapsed and keeps its state at its place.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let label: Label
  private let isExpanded: Binding<Bool>?
  private let content: Content

  /// Creates a group labelled by the text of `label`, expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>? = nil,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.isExpanded = isExpanded
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let isExpanded =
      isExpanded
      ?? renderer.localState(at: context.path.appending(.slot("isExpanded"))) {
        StateStorage(false)
      }.binding
    let node = ViewNode(
      .disclosureGroup,
      value: isExpanded.wrappedValue ? "on" : "off",
      environment: context.environment,
      control: .toggle(isExpanded)
    )
    let label = Fragment.node(
      ViewNode(.group, environment: context.environment),
      children: renderer.render(self.label, in: context.appending(.slot("label"))),
      finish: nil
    )
    let content =
      isExpanded.wrappedValue
      ? renderer.render(self.content, in: context.appending(.slot("content"))) : []
    return [
      .node(node, children: [label] + content) { node in
        node.label = node.children.first?.text ?? ""
        node.children.removeFirst()
      }
    ]
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a group titled `title`.
  public init(
    _ title: some StringProtocol,
    isExpanded: Binding<Bool>? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
