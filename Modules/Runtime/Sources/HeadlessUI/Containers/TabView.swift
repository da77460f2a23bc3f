import Runtime

/// Tabs, of which one shows its content: the screen shows a line of the tabs, the selected one in
/// angle brackets and the others as buttons, `<Counter>  (Profile)`, then the selected tab's
/// content. ``ViewHost/tap(_:)`` on a tab selects it.
///
/// ```swift
/// TabView(selection: $store.currentTab.sending(\.selectTab)) {
///   CounterTabView(store: store.scope(state: \.counter, action: \.counter))
///     .tabItem { Text("Counter") }
///     .tag(Tab.counter)
///   ProfileTabView(store: store.scope(state: \.profile, action: \.profile))
///     .tabItem { Text("Profile") }
///     .tag(Tab.profile)
/// }
/// ```
///
/// Each view with a `tabItem(_:)` is a tab, selected by the value of the `tag(_:)` after it. Only
/// the selected tab's content is rendered, so the others neither appear nor run their tasks.
/// Without a selection binding the view keeps the selection at its place, starting at the first
/// tab.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let selection: Binding<SelectionValue>?
  private let content: Content

  /// Creates tabs whose selected tag is `selection`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let tabs: TabSelection
    if let selection {
      tabs = TabSelection(selected: AnyHashable(selection.wrappedValue)) { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      }
    } else {
      let selected = renderer.localState(at: context.path.appending(.slot("selection"))) {
        StateStorage<AnyHashable?>(nil)
      }
      tabs = TabSelection(selected: selected.value) { selected.value = $0 }
    }
    var inner = context
    inner.tabs = tabs
    inner.tag = nil
    let node = ViewNode(.tabView, environment: context.environment)
    return renderer.container(node, content: content, in: inner)
  }
}

extension TabView where SelectionValue == Int {
  /// Creates tabs that keep their selection themselves, starting at the first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// Makes this view a tab of the enclosing ``TabView``, labelled by the text of `label`; outside
  /// a tab view it is the view alone.
  ///
  /// ```swift
  /// ProfileView(store: store).tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
  /// ```
  public func tabItem(@ViewBuilder _ label: () -> some View) -> some View {
    TabItemView(content: self, label: label())
  }
}

/// The selection of a ``TabView`` as its tabs see it while it renders.
@MainActor
final class TabSelection {
  /// The tag of the selected tab; `nil` selects the first tab.
  let selected: AnyHashable?
  /// Selects the tab of a tag.
  let select: @MainActor (AnyHashable) -> Void
  /// Whether a tab of this render was selected already.
  var hasSelected = false

  init(selected: AnyHashable?, select: @escaping @MainActor (AnyHashable) -> Void) {
    self.selected = selected
    self.select = select
  }
}

/// A tab of a ``TabView``: its label, and its content while selected.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let label: Label

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var inner = context.appending(.slot("content"))
    inner.tabs = nil
    inner.tag = nil
    guard let tabs = context.tabs else { return renderer.render(content, in: inner) }
    // An untagged tab is selected by its place.
    let tag = context.tag ?? AnyHashable(context.path)
    let isSelected = tabs.selected.map { $0 == tag } ?? !tabs.hasSelected
    if isSelected { tabs.hasSelected = true }
    let node = ViewNode(
      .tab, value: isSelected ? "selected" : nil, environment: context.environment,
      control: .tap { tabs.select(tag) }
    )
    var labelContext = inner
    labelContext.path = context.path.appending(.slot("label"))
    let label = Fragment.node(
      ViewNode(.group, environment: context.environment),
      children: renderer.render(self.label, in: labelContext),
      finish: nil
    )
    let content = isSelected ? renderer.render(content, in: inner) : []
    return [
      .node(node, children: [label] + content) { node in
        node.label = node.children.first?.text ?? ""
        node.children.removeFirst()
      }
    ]
  }
}
