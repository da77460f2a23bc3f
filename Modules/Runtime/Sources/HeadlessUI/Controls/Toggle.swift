import Runtime

/// A switch bound to a `Bool`: `[x] Haptic feedback` on the screen, flipped with
/// ``ViewHost/toggle(_:)``.
///
/// ```swift
/// Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
/// ```
public struct Toggle: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let isOn: Binding<Bool>

  /// Creates a toggle labelled `title`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(
      .toggle,
      label: title,
      value: isOn.wrappedValue ? "on" : "off",
      environment: context.environment,
      control: .toggle(isOn)
    )
    return [.leaf(node)]
  }
}
