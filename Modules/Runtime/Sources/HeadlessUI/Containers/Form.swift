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
///
/// With a selection, each row with an id (a `ForEach` row, or a view with a `tag(_:)`) is marked
/// `[✓] ` when selected and `[ ] ` when not, and ``ViewHost/selectRow(_:)`` selects one.
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content
  /// The ids of the selected rows, read while the list renders so that a change renders it
  /// again, and what selects a row.
  private let selection:
    (selected: @MainActor () -> Set<AnyHashable>, select: @MainActor (AnyHashable) -> Void)?

  /// Creates the container with the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }

  /// Creates a list of which one row, the one whose id is `selection`, is selected; selecting
  /// a row replaces it.
  ///
  /// ```swift
  /// List(selection: $selectedID) {
  ///   ForEach(todos) { Text($0.title) }
  /// }
  /// ```
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = (
      { selection.wrappedValue.map { [AnyHashable($0)] } ?? [] },
      { if let id = $0.base as? SelectionValue { selection.wrappedValue = id } }
    )
  }

  /// Creates a list whose selected rows are those whose ids are in `selection`; selecting a row
  /// adds it, or takes it out when it is in.
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = (
      { Set(selection.wrappedValue.map { AnyHashable($0) }) },
      { tag in
        guard let id = tag.base as? SelectionValue else { return }
        if selection.wrappedValue.remove(id) == nil { selection.wrappedValue.insert(id) }
      }
    )
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(
      .list, environment: context.environment, control: selection.map { .selectRow($0.select) })
    guard let selected = selection?.selected() else {
      return renderer.container(node, content: content, in: context)
    }
    return renderer.container(node, content: content, in: context) { node in
      node.children = node.children.map { $0.markingRows(selected) }
    }
  }
}

extension ViewNode {
  /// This node marked as a selected or unselected row when it has an id, or else its rows inside
  /// sections and editable rows marked.
  fileprivate func markingRows(_ selected: Set<AnyHashable>) -> ViewNode {
    var node = self
    if let tag {
      node.isSelectedRow = selected.contains(tag)
    } else if kind == .section || kind == .editableRows {
      node.children = children.map { $0.markingRows(selected) }
    }
    return node
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
