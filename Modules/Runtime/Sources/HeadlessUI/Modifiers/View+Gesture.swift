import Foundation

/// Something a finger does to a view: a tap, a long press, a drag. A ``ViewHost`` does it by
/// label: ``ViewHost/tap(_:)``, ``ViewHost/longPress(_:)``, ``ViewHost/drag(_:from:to:)``.
///
/// ```swift
/// Text("Drag me")
///   .gesture(
///     DragGesture(minimumDistance: 0)
///       .onChanged { store.send(.dragged($0.location)) }
///       .onEnded { _ in store.send(.dropped) }
///   )
/// ```
///
/// A view with gestures is a ``ViewNode/Kind/gesture`` node labelled by its text, as a button
/// is; the screen shows the gestures it takes after it: `Drag me {drag}`.
@MainActor
public protocol Gesture<Value> {
  /// What the gesture hands its actions: a drag's location, a long press's `true`.
  associatedtype Value
}

/// A drag: ``ViewHost/drag(_:from:to:)`` moves a finger from one point to another, which calls
/// the drag's `onChanged` actions once with the end point, then its `onEnded` actions. A drag
/// shorter than `minimumDistance` is no drag, and calls nothing.
///
/// ```swift
/// DragGesture(minimumDistance: 0).onChanged { value in
///   store.send(.tapped(value.location))
/// }
/// ```
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// Where the finger is.
    public var location: CGPoint
    /// Where the finger started.
    public var startLocation: CGPoint
    /// How far the finger moved from where it started.
    public var translation: CGSize
  }

  /// How far a finger must move before the drag starts.
  public var minimumDistance: CGFloat

  /// A drag that starts once a finger moved `minimumDistance` points; every coordinate space is
  /// the screen's.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }
}

/// A tap: ``ViewHost/tap(_:)`` on the view calls its `onEnded` actions. One tap of the host is the
/// whole gesture, however many taps `count` asks for.
///
/// ```swift
/// Circle().gesture(TapGesture().onEnded { store.send(.circleTapped) })
/// ```
public struct TapGesture: Gesture {
  public typealias Value = Void

  /// A gesture of `count` taps.
  public init(count: Int = 1) {}
}

/// A long press: ``ViewHost/longPress(_:)`` on the view calls its `onChanged` and `onEnded`
/// actions with `true`; the press lasts as long as it must.
///
/// ```swift
/// Text("Hold").gesture(LongPressGesture().onEnded { _ in store.send(.held) })
/// ```
public struct LongPressGesture: Gesture {
  public typealias Value = Bool

  /// A press held `minimumDuration` seconds without moving more than `maximumDistance` points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A gesture whose `onChanged` action runs while it changes; see ``Gesture``.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value

  let content: Content
  let action: @MainActor (Value) -> Void
}

/// A gesture whose `onEnded` action runs when it ends; see ``Gesture``.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value

  let content: Content
  let action: @MainActor (Value) -> Void
}

extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's value while it changes: once, before it ends, when a host
  /// drives it.
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Runs `action` with the gesture's value when it ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension View {
  /// Lets a ``ViewHost`` drive `gesture` on this view: see ``Gesture``.
  ///
  /// ```swift
  /// Text(readMe).gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
  /// ```
  public func gesture(_ gesture: some Gesture) -> some View {
    GestureView(content: self, responder: GestureResponder(gesture))
  }

  /// Lets a ``ViewHost`` drive `gesture` on this view along with its other gestures: a host
  /// event runs every gesture of the view that answers it, innermost first.
  public func simultaneousGesture(_ gesture: some Gesture) -> some View {
    self.gesture(gesture)
  }

  /// Lets a ``ViewHost`` drive `gesture` before the view's other gestures; a host event runs
  /// every gesture of the view that answers it, so this is `gesture(_:)`.
  public func highPriorityGesture(_ gesture: some Gesture) -> some View {
    self.gesture(gesture)
  }

  /// Runs `action` when ``ViewHost/tap(_:)`` taps this view: `Row {tap}` on the screen.
  ///
  /// ```swift
  /// HStack { Text(item.name) }.onTapGesture { store.send(.rowTapped(item.id)) }
  /// ```
  public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    gesture(TapGesture(count: count).onEnded(action))
  }

  /// Runs `action` when ``ViewHost/longPress(_:)`` presses this view.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    gesture(LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in action() })
  }
}

/// What a ``ViewHost`` does to a view with gestures.
enum GestureEvent {
  case tap
  case longPress
  case drag(from: CGPoint, to: CGPoint)
}

/// One gesture of a view, as a host drives it.
struct GestureResponder {
  /// The gesture's name on the screen: `tap`, `long press`, `drag`; `nil` for a gesture of
  /// one's own, which a host cannot drive.
  let name: String?
  /// Runs the gesture's actions for `event` and returns true, or returns false when the event
  /// is not this gesture (a tap for a drag, a drag shorter than its minimum distance).
  let respond: @MainActor (GestureEvent) -> Bool

  @MainActor init(_ gesture: some Gesture) {
    if let gesture = gesture as? any HostedGesture {
      self = Self.responder(to: gesture)
    } else {
      self.init(name: nil) { _ in false }
    }
  }

  private init(name: String?, respond: @escaping @MainActor (GestureEvent) -> Bool) {
    self.name = name
    self.respond = respond
  }

  @MainActor private static func responder(to gesture: some HostedGesture) -> GestureResponder {
    let recognizer = gesture.recognizer
    return GestureResponder(name: recognizer.name) { event in
      guard let value = recognizer.value(event) else { return false }
      for action in recognizer.changed { action(value) }
      for action in recognizer.ended { action(value) }
      return true
    }
  }
}

/// A gesture of HeadlessUI's, which a host can drive.
@MainActor
protocol HostedGesture: Gesture {
  /// The gesture's name, the value an event gives it and its actions.
  var recognizer: GestureRecognizer<Value> { get }
}

/// A gesture's name, what it makes of a host's event, and the actions it runs.
struct GestureRecognizer<Value> {
  let name: String
  /// The value `event` gives the gesture, or `nil` when the event is not this gesture.
  let value: @MainActor (GestureEvent) -> Value?
  var changed: [@MainActor (Value) -> Void] = []
  var ended: [@MainActor (Value) -> Void] = []
}

extension DragGesture: HostedGesture {
  var recognizer: GestureRecognizer<Value> {
    let minimumDistance = minimumDistance
    return GestureRecognizer(name: "drag") { event in
      guard case let .drag(start, end) = event else { return nil }
      let translation = CGSize(width: end.x - start.x, height: end.y - start.y)
      guard
        (translation.width * translation.width + translation.height * translation.height)
          .squareRoot() >= minimumDistance
      else { return nil }
      return Value(location: end, startLocation: start, translation: translation)
    }
  }
}

extension TapGesture: HostedGesture {
  var recognizer: GestureRecognizer<Void> {
    GestureRecognizer(name: "tap") { event in
      guard case .tap = event else { return nil }
      return ()
    }
  }
}

extension LongPressGesture: HostedGesture {
  var recognizer: GestureRecognizer<Bool> {
    GestureRecognizer(name: "long press") { event in
      guard case .longPress = event else { return nil }
      return true
    }
  }
}

extension _ChangedGesture: HostedGesture where Content: HostedGesture {
  var recognizer: GestureRecognizer<Value> {
    var recognizer = content.recognizer
    recognizer.changed.append(action)
    return recognizer
  }
}

extension _EndedGesture: HostedGesture where Content: HostedGesture {
  var recognizer: GestureRecognizer<Value> {
    var recognizer = content.recognizer
    recognizer.ended.append(action)
    return recognizer
  }
}

/// Its content, in a ``ViewNode/Kind/gesture`` node labelled by the content's text; a view with
/// several gestures is one node that takes them all.
struct GestureView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let responder: GestureResponder

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(.gesture, environment: context.environment, control: .gestures([responder]))
    return renderer.container(node, content: content, in: context) { node in
      if node.children.count == 1, let inner = node.children.first, inner.kind == .gesture,
        case let .gestures(innerResponders) = inner.control
      {
        node.control = .gestures(innerResponders + [responder])
        node.children = inner.children
      }
      node.label = node.text
    }
  }
}

extension ViewNode {
  /// The names of the gestures a host can drive on this node, innermost first: `tap`, `drag`.
  var gestureNames: [String] {
    guard case let .gestures(responders) = control else { return [] }
    return responders.compactMap(\.name)
  }
}
