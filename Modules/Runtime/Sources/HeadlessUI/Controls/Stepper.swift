import Runtime

/// A pair of `-`/`+` buttons: `Count: 3 [-|+]` on the screen, driven with
/// ``ViewHost/increment(_:)`` and ``ViewHost/decrement(_:)``.
///
/// ```swift
/// Stepper("Count", value: viewStore.$count, in: 0...10)
/// Stepper("Count: \(viewStore.count)") {
///   viewStore.send(.incrementTapped)
/// } onDecrement: {
///   viewStore.send(.decrementTapped)
/// }
/// ```
///
/// A side that would leave the bounds is shown as a blank: `Count: 10 [-| ]`.
public struct Stepper: View, PrimitiveView {
  public typealias Body = Never

  private let title: String
  private let state:
    @MainActor () -> (
      value: String?, increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?
    )

  /// Creates a stepper that calls `onIncrement` and `onDecrement`.
  public init(
    _ title: String,
    onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.title = title
    self.state = { (nil, onIncrement, onDecrement) }
  }

  /// Creates a stepper that changes `value` by `step`, within `bounds` when given; the screen
  /// shows the value after the title.
  public init<Value: Strideable & CustomStringConvertible>(
    _ title: String,
    value: Binding<Value>,
    in bounds: ClosedRange<Value>? = nil,
    step: Value.Stride = 1
  ) {
    self.title = title
    self.state = {
      let current = value.wrappedValue
      let up = current.advanced(by: step)
      let down = current.advanced(by: -step)
      var increment: (@MainActor () -> Void)?
      var decrement: (@MainActor () -> Void)?
      if bounds?.contains(up) ?? true { increment = { value.wrappedValue = up } }
      if bounds?.contains(down) ?? true { decrement = { value.wrappedValue = down } }
      return (current.description, increment, decrement)
    }
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let (value, increment, decrement) = state()
    let node = ViewNode(
      .stepper,
      label: title,
      value: value,
      environment: context.environment,
      control: .step(increment: increment, decrement: decrement)
    )
    return [.leaf(node)]
  }
}
