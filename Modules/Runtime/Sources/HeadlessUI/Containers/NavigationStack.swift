import Runtime

/// The root of a navigation hierarchy; it shows the title its content sets with
/// `.navigationTitle(_:)` as `== Title ==` at the top of the screen.
///
/// ```swift
/// NavigationStack {
///   Form { ... }
///     .navigationTitle("Settings")
/// }
/// ```
public struct NavigationStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: Content

  /// Creates a navigation stack showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context
    context.environment.isInNavigationStack = true
    let node = ViewNode(.navigationStack, environment: context.environment)
    return renderer.container(node, content: content, in: context) { node in
      node.label = node.children.navigationTitle ?? ""
    }
  }
}

extension NavigationStack {
  /// A navigation stack whose screens are the elements of a store's `StackState`: `root` while
  /// the stack is empty, otherwise the top screen `destination` makes from its store, with a
  /// "Back" button that pops it.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   RootView(store: store)
  /// } destination: { store in
  ///   switch store.case {
  ///   case let .detail(store): DetailView(store: store)
  ///   }
  /// }
  /// ```
  public init<State, Action, Root: View, Destination: View>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Destination
  ) where Content == NavigationStackStore<State, Action, Root, Destination> {
    self.init {
      NavigationStackStore(path.wrappedValue, root: root, destination: destination)
    }
  }
}

extension [ViewNode] {
  /// The first navigation title in these nodes, not looking into nested stacks or
  /// presentations.
  var navigationTitle: String? {
    for node in self where node.kind != .navigationStack && !node.kind.isPresentation {
      if node.kind == .navigationTitle { return node.label }
      if let title = node.children.navigationTitle { return title }
    }
    return nil
  }
}

/// The navigation container before ``NavigationStack``; it is one: the title its content sets is
/// shown at the top, and its ``NavigationLink``s push.
///
/// ```swift
/// NavigationView {
///   CounterDemoView(store: store)
/// }
/// ```
public struct NavigationView<Content: View>: View {
  private let content: Content

  /// Creates a navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { content }
  }
}

/// A button that pushes a screen: `(Timers) >` on the screen, tapped with
/// ``ViewHost/tap(_:)``; the pushed screen is shown over the screen as a `[pushed] Title` block
/// that ``ViewHost/dismiss()``, or `@Environment(\.dismiss)` inside it, pops.
///
/// ```swift
/// NavigationLink("Timers") { TimersView(store: store) }
/// NavigationLink(destination: DetailView(store: rowStore)) { Text(row.name) }
/// NavigationLink("Load", isActive: viewStore.binding(get: \.isActive, send: Action.setActive)) {
///   CounterView(store: counterStore)
/// }
/// NavigationLink("Go to screen A", state: Path.State.screenA())   // in a NavigationStackStore
/// ```
///
/// A link pushes only inside a ``NavigationStack`` (or ``NavigationView``); elsewhere it is
/// disabled, as in SwiftUI. A link with a `state` pushes it onto the closest
/// ``NavigationStackStore`` and is disabled outside one or when the state is `nil`.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  public typealias Body = Never

  private enum Target {
    case destination(Destination, isActive: Binding<Bool>?)
    case state(Any?)
  }

  private let label: Label
  private let target: Target

  /// Creates a link that pushes `destination`, labelled by the text of `label`.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .destination(destination(), isActive: nil)
  }

  /// Creates a link that pushes `destination`, labelled by the text of `label`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .destination(destination, isActive: nil)
  }

  /// Creates a link that pushes `destination` while `isActive` is true; tapping it sets
  /// `isActive`, popping clears it.
  public init(
    isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .destination(destination(), isActive: isActive)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var node = ViewNode(.navigationLink, environment: context.environment)
    var fragments: [Fragment] = []
    switch target {
    case let .state(state):
      let push = context.pushState
      node.isEnabled = node.isEnabled && push != nil && state != nil
      node.control = .tap { if let state { _ = push?(state) } }
    case let .destination(destination, isActive):
      let isActive =
        isActive
        ?? renderer.localState(at: context.path.appending(.slot("isActive"))) {
          StateStorage(false)
        }.binding
      node.isEnabled = node.isEnabled && context.environment.isInNavigationStack
      node.control = .tap { isActive.wrappedValue = true }
      if node.isEnabled && isActive.wrappedValue {
        let pop: @MainActor () -> Void = { isActive.wrappedValue = false }
        fragments.append(
          Fragment.push(destination, pop: pop, renderer, context.appending(.slot("destination")))
        )
      }
    }
    let link = renderer.container(node, content: label, in: context) { node in
      node.label = node.text
      node.children = []
    }
    return link + fragments
  }
}

extension NavigationLink {
  /// Creates a link that pushes `destination` while `selection` holds `tag`; tapping it sets
  /// `selection` to `tag`, popping sets it to `nil`.
  ///
  /// ```swift
  /// ForEach(viewStore.rows) { row in
  ///   NavigationLink(
  ///     destination: CounterView(store: counterStore),
  ///     tag: row.id,
  ///     selection: viewStore.binding(get: \.selection?.id, send: { .setNavigation(selection: $0) })
  ///   ) {
  ///     Text("Load \(row.count)")
  ///   }
  /// }
  /// ```
  public init<Tag: Hashable>(
    destination: Destination,
    tag: Tag,
    selection: Binding<Tag?>,
    @ViewBuilder label: () -> Label
  ) {
    let isActive = Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      }
    )
    self.init(isActive: isActive, destination: { destination }, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link titled `title` that pushes `destination` while `selection` holds `tag`.
  public init<Tag: Hashable>(
    _ title: some StringProtocol,
    tag: Tag,
    selection: Binding<Tag?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }

  /// Creates a link titled `title` that pushes `destination`.
  public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link titled `title` that pushes `destination`.
  public init(_ title: some StringProtocol, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link titled `title` that pushes `destination` while `isActive` is true.
  public init(
    _ title: some StringProtocol,
    isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link that pushes `state` onto the closest ``NavigationStackStore``, labelled by
  /// the text of `label`.
  ///
  /// ```swift
  /// NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))) {
  ///   CardView(syncUp: syncUp)
  /// }
  /// ```
  public init<State>(state: State?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .state(state)
  }

  /// Creates a link titled `title` that pushes `state` onto the closest
  /// ``NavigationStackStore``.
  public init<State>(_ title: some StringProtocol, state: State?) where Label == Text {
    self.init(state: state) { Text(title) }
  }
}

extension Fragment {
  /// A pushed screen: `content`, with `pop` as what ``ViewHost/dismiss()`` and
  /// `@Environment(\.dismiss)` inside it do.
  @MainActor
  static func push<Content: View>(
    _ content: Content,
    pop: @escaping @MainActor () -> Void,
    _ renderer: Renderer,
    _ context: RenderContext
  ) -> Fragment {
    var context = context
    context.values.dismiss = DismissAction(pop)
    let node = ViewNode(.push, environment: context.environment, control: .dismiss(pop))
    return .node(node, children: renderer.render(content, in: context), finish: nil)
  }
}

extension View {
  /// Puts `content` in the navigation bar; the text screen has none, so it is shown after this
  /// view, its buttons tappable by label.
  ///
  /// ```swift
  /// Form { ... }
  ///   .toolbar {
  ///     ToolbarItem(placement: .confirmationAction) {
  ///       Button("Done") { viewStore.send(.doneButtonTapped) }
  ///     }
  ///   }
  /// ```
  public func toolbar(@ViewBuilder content: () -> some View) -> some View {
    TupleView(self, content())
  }

  /// Puts `leading` and `trailing` in the navigation bar: after this view, as `toolbar` does.
  public func navigationBarItems(
    leading: some View = EmptyView(), trailing: some View = EmptyView()
  ) -> some View {
    TupleView(self, leading, trailing)
  }
}

/// One item of a `toolbar`; its content is shown as it is.
public struct ToolbarItem<Content: View>: View {
  private let content: Content

  /// Creates an item; the placement is the navigation bar's layout, which the text screen does
  /// not have.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    content
  }
}

/// Where a toolbar item goes: `.confirmationAction`, `.cancellationAction`...
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let principal = ToolbarItemPlacement()
  public static let primaryAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let destructiveAction = ToolbarItemPlacement()
  public static let navigationBarLeading = ToolbarItemPlacement()
  public static let navigationBarTrailing = ToolbarItemPlacement()
  public static let bottomBar = ToolbarItemPlacement()
}
