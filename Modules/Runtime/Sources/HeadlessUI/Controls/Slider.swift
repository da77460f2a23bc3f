import Runtime

/// A value chosen within a range: `Length: 5 [-|+]` on the screen, moved a step at a time with
/// ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``.
///
/// ```swift
/// Slider(value: viewStore.$duration.minutes, in: 5...30, step: 1) {
///   Text("Length")
/// }
/// ```
///
/// Without a `step`, a step is a tenth of the range. A side that would leave the range is shown
/// as a blank: `Length: 30 [-| ]`.
public struct Slider<Label: View>: View, PrimitiveView {
  public typealias Body = Never

  private let value: Binding<Double>
  private let bounds: ClosedRange<Double>
  private let step: Double
  private let label: Label

  /// Creates a slider of `value` within `bounds`, labelled by the text of `label`.
  public init(
    value: Binding<Double>,
    in bounds: ClosedRange<Double> = 0...1,
    step: Double? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step ?? (bounds.upperBound - bounds.lowerBound) / 10
    self.label = label()
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let value = value
    let current = value.wrappedValue
    let up = Swift.min(current + step, bounds.upperBound)
    let down = Swift.max(current - step, bounds.lowerBound)
    var increment: (@MainActor () -> Void)?
    var decrement: (@MainActor () -> Void)?
    if up > current { increment = { value.wrappedValue = up } }
    if down < current { decrement = { value.wrappedValue = down } }
    let node = ViewNode(
      .slider,
      value: current.formatted(),
      environment: context.environment,
      control: .step(increment: increment, decrement: decrement)
    )
    return renderer.container(node, content: label, in: context) { node in
      node.label = node.text
      node.children = []
    }
  }
}

extension Slider where Label == EmptyView {
  /// Creates a slider without a label.
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.init(value: value, in: bounds, step: step) { EmptyView() }
  }
}
