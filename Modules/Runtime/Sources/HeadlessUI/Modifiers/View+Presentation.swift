import Runtime

extension View {
  /// This view, followed by what `content` shows while the store's presentation state holds a
  /// value that `toState` extracts.
  ///
  /// The presented part has a fresh environment (a disabled screen does not disable its alert)
  /// and its own identity, so it appears and disappears with the presented state.
  func presenting<DestinationState, DestinationAction, State, Action, Content: View>(
    _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> State?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content:
      @escaping @MainActor (
        _ store: Store<State, Action>, _ dismiss: @escaping @MainActor () -> Void
      ) -> Content
  ) -> some View {
    let dismiss: @MainActor () -> Void = { store.send(.dismiss) }
    let presented = store.scope(
      state: { $0.wrappedValue.flatMap(toState) },
      action: { PresentationAction.presented(fromAction($0)) }
    )
    return TupleView(
      self,
      EnvironmentView(
        content: EnvironmentValuesView(
          content: IfLetStore(presented) { content($0, dismiss) },
          transform: { $0.dismiss = DismissAction(dismiss) }
        ),
        transform: { $0 = ViewEnvironment() }
      )
    )
  }

  /// This view, followed by what `content` shows while `item` holds a value; dismissing sets
  /// it to `nil` and calls `onDismiss`.
  func presenting<Item, Content: View>(
    _ item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)?,
    @ViewBuilder content:
      @escaping @MainActor (_ item: Item, _ dismiss: @escaping @MainActor () -> Void) -> Content
  ) -> some View {
    let dismiss: @MainActor () -> Void = {
      item.wrappedValue = nil
      onDismiss?()
    }
    return TupleView(
      self,
      EnvironmentView(
        content: EnvironmentValuesView(
          content: item.wrappedValue.map { content($0, dismiss) },
          transform: { $0.dismiss = DismissAction(dismiss) }
        ),
        transform: { $0 = ViewEnvironment() }
      )
    )
  }
}

extension Binding<Bool> {
  /// This flag as an item that ``View/presenting(_:onDismiss:content:)`` presents while it is
  /// true; dismissing it sets the flag to false.
  var presentedItem: Binding<Bool?> {
    Binding<Bool?>(get: { wrappedValue ? true : nil }, set: { wrappedValue = $0 ?? false })
  }
}

extension View {
  /// Presents a sheet while `isPresented` is true; dismissing it (``ViewHost/dismiss()``, or
  /// `@Environment(\.dismiss)` inside it) sets `isPresented` to false.
  ///
  /// ```swift
  /// Button("Show") { isPresented = true }
  ///   .sheet(isPresented: $isPresented) { NavigationStackView() }
  /// ```
  public func sheet(
    isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> some View
  ) -> some View {
    presenting(isPresented.presentedItem, onDismiss: onDismiss) { _, dismiss in
      NodeView(kind: .sheet, control: .dismiss(dismiss), content: content())
    }
  }

  /// Presents a sheet for `item` while it is non-`nil`; dismissing it sets `item` to `nil`.
  ///
  /// ```swift
  /// .sheet(item: $showGame) { gameType in AppView(store: store) }
  /// ```
  public func sheet<Item: Identifiable>(
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> some View
  ) -> some View {
    presenting(item, onDismiss: onDismiss) { item, dismiss in
      NodeView(kind: .sheet, control: .dismiss(dismiss), content: content(item))
    }
  }

  /// Presents a popover while the store's destination is in the case `toState` extracts; on a
  /// text screen it is a sheet.
  ///
  /// ```swift
  /// .popover(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.popover,
  ///   action: Destination.Action.popover
  /// ) { store in
  ///   CounterView(store: store)
  /// }
  /// ```
  public func popover<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, State>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheet(store: store, state: toState, action: fromAction, content: content)
  }

  /// Presents a popover while the store's presentation state is non-`nil`; on a text screen it
  /// is a sheet.
  public func popover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheet(store: store, content: content)
  }

  /// Covers the screen while the store's presentation state is non-`nil`; on a text screen it
  /// is a sheet.
  public func fullScreenCover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheet(store: store, content: content)
  }

  /// Pushes a screen while the store's presentation state is non-`nil`: a `[pushed] Title`
  /// block over the screen; popping it (``ViewHost/dismiss()``) sends `.dismiss`.
  ///
  /// ```swift
  /// .navigationDestination(store: store.scope(state: \.$counter, action: { .counter($0) })) {
  ///   CounterView(store: $0)
  /// }
  /// ```
  public func navigationDestination<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    pushPresentation(store: store, state: { $0 }, action: { $0 }, content: destination)
  }

  /// Pushes a screen while the store's destination is in the case `toState` extracts.
  ///
  /// ```swift
  /// .navigationDestination(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.drillDown,
  ///   action: Destination.Action.drillDown
  /// ) { store in
  ///   CounterView(store: store)
  /// }
  /// ```
  public func navigationDestination<
    DestinationState, DestinationAction, State, Action, Content: View
  >(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, State>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder destination: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    pushPresentation(
      store: store, state: toState.extract(from:), action: fromAction, content: destination
    )
  }

  /// Pushes `destination` while `isPresented` is true; popping it sets `isPresented` to false.
  public func navigationDestination(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> some View
  ) -> some View {
    PushedView(content: self, isPresented: isPresented, destination: destination())
  }

  private func pushPresentation<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> State?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    let isPresented = Binding(
      get: { store.currentState.wrappedValue.flatMap(toState) != nil },
      set: { if !$0 { store.send(.dismiss) } }
    )
    // Re-rendered when the destination comes or goes; the pushed screen observes its own store.
    let pushed = WithViewStore(store, observe: { $0.wrappedValue.flatMap(toState) != nil }) { _ in
      PushedView(
        content: EmptyView(),
        isPresented: isPresented,
        destination: IfLetStore(
          store.scope(
            state: { $0.wrappedValue.flatMap(toState) },
            action: { PresentationAction.presented(fromAction($0)) }
          ),
          then: content
        )
      )
    }
    return TupleView(self, pushed)
  }
}

extension View {
  /// Sets the heights a sheet may rest at; a text screen shows the whole sheet, so the view is
  /// unchanged.
  ///
  /// ```swift
  /// .sheet(item: $item) { item in
  ///   NavigationStack { BasicsStep(item: item) }
  ///     .presentationDetents([.medium])
  /// }
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self {
    self
  }

  /// Keeps the sheet this view is in from being dismissed by hand while `isDisabled` is true:
  /// ``ViewHost/dismiss()`` throws, and `@Environment(\.dismiss)` or the state that presents
  /// the sheet still dismiss it.
  ///
  /// ```swift
  /// TopicsStep(store: store).interactiveDismissDisabled()
  /// ```
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    NodeView(kind: .group, disablesInteractiveDismiss: isDisabled, content: self)
  }
}

/// A height a sheet may rest at: `.medium`, `.large`, `.fraction(0.3)`, `.height(200)`.
public struct PresentationDetent: Hashable, Sendable {
  private let name: String

  /// Half the screen.
  public static let medium = PresentationDetent(name: "medium")
  /// The whole screen.
  public static let large = PresentationDetent(name: "large")

  /// A fraction of the screen's height.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }

  /// A height in points.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
}

/// Its content, and `destination` pushed over it while `isPresented` is true.
struct PushedView<Content: View, Destination: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let isPresented: Binding<Bool>
  let destination: Destination

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var fragments = renderer.render(content, in: context.appending(.index(0)))
    if isPresented.wrappedValue {
      let isPresented = isPresented
      fragments.append(
        .push(
          destination, pop: { isPresented.wrappedValue = false }, renderer,
          context.appending(.slot("destination"))
        )
      )
    }
    return fragments
  }
}

extension View {
  /// Presents a sheet while the store's presentation state is non-`nil`; dismissing it
  /// (``ViewHost/dismiss()``) sends `.dismiss`.
  ///
  /// ```swift
  /// .sheet(store: store.scope(state: \.$settings, action: { .settings($0) })) { store in
  ///   SettingsView(store: store)
  /// }
  /// ```
  ///
  /// On the screen it is a `[sheet]` block, indented, after the screen it covers.
  public func sheet<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheetPresentation(store: store, state: { $0 }, action: { $0 }, content: content)
  }

  /// Presents a sheet while the store's destination is in the case `toState` extracts.
  ///
  /// ```swift
  /// .sheet(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.settings,
  ///   action: Destination.Action.settings
  /// ) { store in
  ///   SettingsView(store: store)
  /// }
  /// ```
  public func sheet<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, State>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    sheetPresentation(
      store: store, state: toState.extract(from:), action: fromAction, content: content
    )
  }

  private func sheetPresentation<DestinationState, DestinationAction, State, Action, Content: View>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> State?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction,
    @ViewBuilder content: @escaping @MainActor (_ store: Store<State, Action>) -> Content
  ) -> some View {
    presenting(store, state: toState, action: fromAction) { store, dismiss in
      NodeView(kind: .sheet, control: .dismiss(dismiss), content: content(store))
    }
  }
}

extension View {
  /// Shows an alert while the store holds one; a button sends `.presented(action)`, or
  /// `.dismiss` when it has no action, as does ``ViewHost/dismiss()``.
  ///
  /// ```swift
  /// .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  /// ```
  ///
  /// On the screen it is an `[alert] Title` block with its message and buttons.
  public func alert<Action>(
    store: Store<PresentationState<AlertState<Action>>, PresentationAction<Action>>
  ) -> some View {
    dialogPresentation(.alert, store: store, state: { DialogContent($0) }, action: { $0 })
  }

  /// Shows an alert while the store's destination is in the case `toState` extracts.
  ///
  /// ```swift
  /// .alert(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.alert,
  ///   action: Destination.Action.alert
  /// )
  /// ```
  public func alert<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, AlertState<Action>>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    dialogPresentation(
      .alert, store: store, state: { toState.extract(from: $0).map(DialogContent.init) },
      action: fromAction)
  }
}

extension View {
  /// Shows a confirmation dialog while the store holds one; a button sends
  /// `.presented(action)`, or `.dismiss` when it has no action, as does ``ViewHost/dismiss()``.
  ///
  /// ```swift
  /// .confirmationDialog(store: store.scope(state: \.$dialog, action: { .dialog($0) }))
  /// ```
  ///
  /// On the screen it is a `[dialog] Title` block with its message and buttons.
  public func confirmationDialog<Action>(
    store: Store<PresentationState<ConfirmationDialogState<Action>>, PresentationAction<Action>>
  ) -> some View {
    dialogPresentation(
      .confirmationDialog, store: store, state: { DialogContent($0) }, action: { $0 })
  }

  /// Shows a confirmation dialog while the store's destination is in the case `toState`
  /// extracts.
  ///
  /// ```swift
  /// .confirmationDialog(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.confirmLogOut,
  ///   action: Destination.Action.confirmLogOut
  /// )
  /// ```
  public func confirmationDialog<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: AnyCasePath<DestinationState, ConfirmationDialogState<Action>>,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    dialogPresentation(
      .confirmationDialog, store: store,
      state: { toState.extract(from: $0).map(DialogContent.init) }, action: fromAction)
  }

  /// Shows the dialog of `kind` (an alert or a confirmation dialog) that `toState` finds in
  /// the store's destination while there is one.
  private func dialogPresentation<DestinationState, DestinationAction, Action>(
    _ kind: ViewNode.Kind,
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> DialogContent<Action>?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    presenting(store, state: toState, action: fromAction) {
      DialogView(kind: kind, store: $0, dismiss: $1)
    }
  }
}

/// The node of a presented alert or confirmation dialog: its title, its message and its
/// buttons.
///
/// A button with an action sends it; one without sends the dismissal. With no buttons, an
/// alert shows "OK" and a dialog "Cancel", both dismissing.
struct DialogView<Action>: View, PrimitiveView {
  typealias Body = Never

  let kind: ViewNode.Kind
  let store: Store<DialogContent<Action>, Action>
  let dismiss: @MainActor () -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let content = store.currentState
    let environment = context.environment
    var children: [Fragment] = []
    if let message = content.message {
      children.append(.leaf(ViewNode(.text, label: message.string, environment: environment)))
    }
    let buttons =
      content.buttons.isEmpty
      ? [ButtonState<Action>(role: .cancel) { TextState(kind == .alert ? "OK" : "Cancel") }]
      : content.buttons
    for button in buttons {
      children.append(.leaf(node(for: button, environment: environment)))
    }
    let node = ViewNode(
      kind, label: content.title.string, environment: environment, control: .dismiss(dismiss)
    )
    return [.node(node, children: children, finish: nil)]
  }

  private func node(for button: ButtonState<Action>, environment: ViewEnvironment) -> ViewNode {
    let store = store
    let dismiss = dismiss
    let action = button.action
    var node = ViewNode(
      .button,
      label: button.label.string,
      environment: environment,
      control: .tap {
        if let action { store.send(action) } else { dismiss() }
      }
    )
    node.role = button.role.flatMap { ButtonRole(rawValue: $0.rawValue) }
    return node
  }
}

/// What an alert or a confirmation dialog shows, whichever of the two it comes from.
struct DialogContent<Action> {
  var title: TextState
  var message: TextState?
  var buttons: [ButtonState<Action>]

  init(_ alert: AlertState<Action>) {
    self.title = alert.title
    self.message = alert.message
    self.buttons = alert.buttons
  }

  init(_ dialog: ConfirmationDialogState<Action>) {
    self.title = dialog.title
    self.message = dialog.message
    self.buttons = dialog.buttons
  }
}
