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
        content: IfLetStore(presented) { content($0, dismiss) },
        transform: { $0 = ViewEnvironment() }
      )
    )
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
    alertPresentation(store: store, state: { $0 }, action: { $0 })
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
    alertPresentation(store: store, state: toState.extract(from:), action: fromAction)
  }

  private func alertPresentation<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> AlertState<Action>?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    presenting(store, state: { toState($0).map(DialogContent.init) }, action: fromAction) {
      DialogView(kind: .alert, store: $0, dismiss: $1)
    }
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
    dialogPresentation(store: store, state: { $0 }, action: { $0 })
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
    dialogPresentation(store: store, state: toState.extract(from:), action: fromAction)
  }

  private func dialogPresentation<DestinationState, DestinationAction, Action>(
    store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping @MainActor (DestinationState) -> ConfirmationDialogState<Action>?,
    action fromAction: @escaping @MainActor (Action) -> DestinationAction
  ) -> some View {
    presenting(store, state: { toState($0).map(DialogContent.init) }, action: fromAction) {
      DialogView(kind: .confirmationDialog, store: $0, dismiss: $1)
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
