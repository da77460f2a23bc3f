/// Builds a view from the statements of a closure: sequences, `if`/`else`, `switch`, optionals.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if viewStore.isLoading {
///     ProgressView("Loading…")
///   } else {
///     Button("Reload") { viewStore.send(.reloadTapped) }
///   }
/// }
/// ```
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first: content)
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(second: content)
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row, as a ``ViewBuilder`` block makes them.
public struct TupleView<each Content: View>: View, PrimitiveView {
  public typealias Body = Never

  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var fragments: [Fragment] = []
    var index = 0
    for child in repeat each content {
      fragments += renderer.render(child, in: context.appending(.index(index)))
      index += 1
    }
    return fragments
  }
}

/// One of two views, as an `if`/`else` in a ``ViewBuilder`` makes it.
///
/// Each branch has its own identity: switching branches makes the views of the old branch
/// disappear and those of the new one appear.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }

  let storage: Storage

  init(first content: TrueContent) {
    self.storage = .first(content)
  }

  init(second content: FalseContent) {
    self.storage = .second(content)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    switch storage {
    case let .first(content): renderer.render(content, in: context.appending(.branch(0)))
    case let .second(content): renderer.render(content, in: context.appending(.branch(1)))
    }
  }
}

/// An optional view shows its view when there is one, and nothing otherwise.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    guard let view = self else { return [] }
    return renderer.render(view, in: context.appending(.branch(0)))
  }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    []
  }
}

/// Groups views without changing how they look, so that a modifier applies to all of them.
///
/// ```swift
/// Group {
///   TextField("Email", text: viewStore.$email)
///   SecureField("Password", text: viewStore.$password)
/// }
/// .disabled(viewStore.isLoggingIn)
/// ```
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.index(0)))
  }
}

/// A view of any type, for places where the type must be erased.
///
/// ```swift
/// let screen: AnyView = isLoggedIn ? AnyView(HomeView()) : AnyView(LoginView())
/// ```
///
/// Views of different types get different identities, so replacing one type by another makes
/// the old view disappear.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never

  private let typeName: String
  private let render: @MainActor (Renderer, RenderContext) -> [Fragment]

  /// Wraps `view`.
  public init<Content: View>(_ view: Content) {
    self.typeName = String(reflecting: Content.self)
    self.render = { renderer, context in renderer.render(view, in: context) }
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    render(renderer, context.appending(.slot(typeName)))
  }
}
