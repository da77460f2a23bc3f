/// The edges that `padding(_:_:)` pads.
public struct Edge: Sendable {
  /// A set of edges: `.horizontal`, `.leading`, `.all`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

/// How a text field draws its border: `.roundedBorder` or `.plain`.
public enum TextFieldStyle: Sendable {
  case automatic, plain, roundedBorder
}

/// How a text field capitalizes what is typed.
public enum TextAutocapitalization: Sendable {
  case none, words, sentences, allCharacters
}

/// How the views of a vertical stack line up: `.leading`, `.center` or `.trailing`.
public enum HorizontalAlignment: Sendable {
  case leading, center, trailing
}

/// How the views of a horizontal stack line up: `.top`, `.center` or `.bottom`.
public enum VerticalAlignment: Sendable {
  case top, center, bottom
}

// Layout and keyboard settings have nothing to show on a text screen: these modifiers exist so
// that SwiftUI code compiles as written, and return the view unchanged.
extension View {
  /// Pads the view; the text screen has no layout, so the view is unchanged.
  ///
  /// ```swift
  /// Text(readMe).padding()
  /// HStack { ... }.padding(.horizontal, 16)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self {
    self
  }

  /// Pads every edge by `length`; the view is unchanged.
  public func padding(_ length: Double) -> Self {
    self
  }

  /// Sets how text fields draw their border; the view is unchanged.
  ///
  /// ```swift
  /// TextField("City", text: $query).textFieldStyle(.roundedBorder)
  /// ```
  public func textFieldStyle(_ style: TextFieldStyle) -> Self {
    self
  }

  /// Sets how text fields capitalize typed text; typing by label is exact, so the view is
  /// unchanged.
  public func autocapitalization(_ style: TextAutocapitalization) -> Self {
    self
  }

  /// Turns autocorrection off or on; typing by label is exact, so the view is unchanged.
  public func disableAutocorrection(_ isDisabled: Bool?) -> Self {
    self
  }
}

extension View {
  /// Sets the title that the enclosing ``NavigationStack`` shows: `== Search ==`.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List { ... }
  ///     .navigationTitle("Search")
  /// }
  /// ```
  public func navigationTitle(_ title: String) -> some View {
    NodeView(kind: .navigationTitle, label: title, content: self)
  }
}

extension View {
  /// Gives this view the value a ``Picker`` selects when this option is chosen.
  ///
  /// ```swift
  /// Picker("Digest", selection: viewStore.$digest) {
  ///   Text("Daily").tag(Digest.daily)
  ///   Text("Weekly").tag(Digest.weekly)
  /// }
  /// ```
  public func tag<Value: Hashable>(_ tag: Value) -> some View {
    TaggedView(content: self, tag: AnyHashable(tag))
  }
}

/// Tags the nodes of its content with a value, which a ``Picker`` selects.
struct TaggedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let tag: AnyHashable

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.index(0))).map {
      $0.tagged(tag, overriding: true)
    }
  }
}

/// Wraps its content in one node, such as the node of a navigation title or a sheet.
struct NodeView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let kind: ViewNode.Kind
  var label = ""
  var control: Control?
  let content: Content

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(kind, label: label, environment: context.environment, control: control)
    return renderer.container(node, content: content, in: context)
  }
}
