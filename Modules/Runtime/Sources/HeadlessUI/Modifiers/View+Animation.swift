import Runtime

/// How a change is animated. A text screen shows each state at once, so an animation changes
/// nothing: a change made with one lands in the same render as one made without.
///
/// ```swift
/// viewStore.send(.addTodoButtonTapped, animation: .default)
/// withAnimation(.easeInOut) { isExpanded.toggle() }
/// ```
public struct Animation: Hashable, Sendable {
  private let name: String

  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")

  /// A linear animation lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { .linear }
  /// An ease-in animation lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  /// An ease-out animation lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  /// An ease-in-out animation lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }

  /// A spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(name: "spring")
  }

  /// A spring meant for interactions.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "spring")
  }

  /// A spring with a stiffness and a damping.
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
    Animation(name: "spring")
  }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation, repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once and returns its result; there is nothing to animate on a text screen.
///
/// ```swift
/// withAnimation { viewStore.send(.toggleTapped) }
/// ```
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// How a view comes and goes: `.opacity`, `.move(edge:)`. It comes and goes at once on a text
/// screen.
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()

  /// Moving in from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// One transition to come and another to go.
  public static func asymmetric(
    insertion: AnyTransition, removal: AnyTransition
  )
    -> AnyTransition
  { AnyTransition() }
  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition, animated with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Animates changes of `value` in this view; the view is unchanged.
  ///
  /// ```swift
  /// Circle().animation(.easeIn, value: progress)
  /// ```
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> Self {
    self
  }

  /// Animates every change in this view; the view is unchanged.
  public func animation(_ animation: Animation?) -> Self {
    self
  }

  /// Sets how this view comes and goes; it comes and goes at once, unchanged.
  public func transition(_ transition: AnyTransition) -> Self {
    self
  }
}

extension Binding {
  /// This binding, whose writes would be animated; they land at once.
  ///
  /// ```swift
  /// Picker("Filter", selection: viewStore.$filter.animation()) { ... }
  /// ```
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }
}

extension Store {
  /// Sends `action`; the change it makes lands at once, as without `animation`.
  ///
  /// ```swift
  /// Button("Toggle") { store.send(.toggleTapped, animation: .spring) }
  /// ```
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }
}

extension ViewStore {
  /// Sends `action`; the change it makes lands at once, as without `animation`.
  ///
  /// ```swift
  /// Button("Add Todo") { viewStore.send(.addTodoButtonTapped, animation: .default) }
  /// ```
  @discardableResult
  public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
    send(action)
  }
}

extension ViewActionSending {
  /// Sends `action` wrapped in the store's `view` case; the change it makes lands at once, as
  /// without `animation`.
  ///
  /// ```swift
  /// Button("Log in") { send(.loginButtonTapped, animation: .default) }
  /// ```
  ///
  /// TCA also has `send(_:transaction:)`; HeadlessUI has no `Transaction`, so there is none.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    send(action)
  }
}

extension Send {
  /// Sends `action` from an effect; the change it makes lands at once, as without `animation`.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.timerTicked, animation: .default)
  /// }
  /// ```
  public func callAsFunction(_ action: Action, animation: Animation?) async {
    await self(action)
  }
}

extension ButtonStateAction {
  /// Sends `action` when the button is tapped, animated in a view with pixels; headless, the
  /// change lands at once.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .send(.reset, animation: .default)) {
  ///   TextState("Reset")
  /// }
  /// ```
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    .send(action)
  }
}
