import Runtime

/// A choice among options bound to a selection: `Digest: <Daily> (Off | Daily | Weekly)` on the
/// screen, chosen with ``ViewHost/select(_:_:)``.
///
/// ```swift
/// Picker("Digest", selection: viewStore.$digest) {
///   ForEach(Digest.allCases, id: \.self) { digest in
///     Text(digest.rawValue.capitalized)
///   }
/// }
/// ```
///
/// Each option is a view of the content, and selects the value of its `.tag(_:)` (or its
/// `ForEach` id); its text is the option's name.
public struct Picker<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let selection: Binding<SelectionValue>
  private let content: Content

  /// Creates a picker labelled `title`, with the options that `content` builds.
  public init(
    _ title: String,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.selection = selection
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let selection = selection
    let node = ViewNode(.picker, label: title, environment: context.environment)
    return renderer.container(node, content: content, in: context) { node in
      let tags = node.children.map(\.tag)
      let selected = AnyHashable(selection.wrappedValue)
      node.options = node.children.map(\.text)
      node.value = node.children.first { $0.tag == selected }?.text
      node.control = .select { index in
        guard tags.indices.contains(index),
          let value = tags[index]?.base as? SelectionValue
        else { return }
        selection.wrappedValue = value
      }
    }
  }
}
