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
