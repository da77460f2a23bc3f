import Foundation

/// The edges that `padding(_:_:)` pads.
public struct Edge: Sendable {
  public static let top = Edge()
  public static let leading = Edge()
  public static let bottom = Edge()
  public static let trailing = Edge()

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
  case top, center, bottom, firstTextBaseline, lastTextBaseline
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

  /// Sets the navigation title to the words of `title`.
  ///
  /// ```swift
  /// MeetingView(meeting: meeting)
  ///   .navigationTitle(Text(meeting.date, style: .date))
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    navigationTitle(title.content)
  }

  /// Gives this view an identity of its own: when `id` changes, the view is a new one, its
  /// state starts again, it disappears and appears, and its tasks restart.
  ///
  /// ```swift
  /// ProgressView().id(viewStore.numberFact)
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

extension View {
  /// Gives this view the value a ``Picker`` selects when this option is chosen, or a
  /// ``TabView`` when this tab is.
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

/// Renders its content at a place named by `id`, so that another id is another view.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let id: AnyHashable

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.id(id)))
  }
}

/// Tags the nodes of its content with a value, which a ``Picker`` selects, and tells a
/// `tabItem(_:)` inside it the value a ``TabView`` selects.
struct TaggedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let tag: AnyHashable

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    context.tag = tag
    return renderer.render(content, in: context).map {
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
  var disablesInteractiveDismiss = false
  let content: Content

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var node = ViewNode(kind, label: label, environment: context.environment, control: control)
    node.disablesInteractiveDismiss = disablesInteractiveDismiss
    return renderer.container(node, content: content, in: context)
  }
}

// Drawing, layout and platform settings that a text screen does not have: these modifiers return
// the view unchanged, so its screen and its controls are the same with or without them.
extension View {
  /// Sizes the view; the view is unchanged.
  ///
  /// ```swift
  /// CounterView(store: store).frame(maxWidth: .infinity)
  /// ```
  public func frame(
    width: Double? = nil, height: Double? = nil, alignment: Alignment = .center
  )
    -> Self
  {
    self
  }

  /// Bounds the view's size; the view is unchanged.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Self {
    self
  }

  /// Keeps the view at its ideal size; the view is unchanged.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Self {
    self
  }

  /// Ranks the view when space is shared; the view is unchanged.
  public func layoutPriority(_ value: Double) -> Self {
    self
  }

  /// Keeps the view's proportions; the view is unchanged.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode = .fit) -> Self {
    self
  }

  /// Moves the view; the view is unchanged.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    self
  }

  /// Moves the view by `offset`, as a drag's translation does; the view is unchanged.
  ///
  /// ```swift
  /// Card().offset(store.dragOffset)
  /// ```
  public func offset(_ offset: CGSize) -> Self {
    self
  }

  /// Places the view's center; the view is unchanged.
  ///
  /// ```swift
  /// Circle().position(x: store.circleCenter?.x ?? proxy.size.width / 2, y: 100)
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    self
  }

  /// Places the view's center at `position`, as a drag's location does; the view is unchanged.
  public func position(_ position: CGPoint) -> Self {
    self
  }

  /// Rotates the view; the view is unchanged.
  ///
  /// ```swift
  /// Circle().rotationEffect(.degrees(-90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self {
    self
  }

  /// Scales the view; the view is unchanged.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    self
  }

  /// Makes the view see-through; the view is unchanged, its controls still work.
  public func opacity(_ opacity: Double) -> Self {
    self
  }

  /// Casts a shadow; the view is unchanged.
  public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self {
    self
  }

  /// Rounds the view's corners; the view is unchanged.
  public func cornerRadius(_ radius: Double) -> Self {
    self
  }

  /// Clips the view to its bounds; the view is unchanged.
  public func clipped() -> Self {
    self
  }

  /// Clips the view to `shape`; the view is unchanged.
  public func clipShape(_ shape: some Shape) -> Self {
    self
  }

  /// Sets the view's hit-test shape; the view is unchanged, its controls still work.
  public func contentShape(_ shape: some Shape) -> Self {
    self
  }

  /// Orders overlapping views; the view is unchanged.
  public func zIndex(_ value: Double) -> Self {
    self
  }

  /// Blends the view with what is behind it; the view is unchanged.
  public func blendMode(_ mode: BlendMode) -> Self {
    self
  }

  /// Multiplies the view's colors; the view is unchanged.
  public func colorMultiply(_ color: Color) -> Self {
    self
  }

  /// Inverts the view's colors; the view is unchanged.
  public func colorInvert() -> Self {
    self
  }

  /// Tints the view's controls; the view is unchanged.
  public func tint(_ color: Color?) -> Self {
    self
  }

  /// Lets the view's pixels take taps or not; the view is unchanged, and a ``ViewHost`` drives
  /// its controls by label either way.
  public func allowsHitTesting(_ enabled: Bool) -> Self {
    self
  }

  /// Limits the lines of the view's texts; the screen shows every line, so the view is
  /// unchanged.
  public func lineLimit(_ number: Int?) -> Self {
    self
  }

  /// Lets the view's texts shrink; the view is unchanged.
  public func minimumScaleFactor(_ factor: Double) -> Self {
    self
  }

  /// Aligns the lines of the view's texts; the view is unchanged.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self {
    self
  }

  /// Changes the case of the view's texts for display; the view is unchanged.
  public func textCase(_ textCase: Text.Case?) -> Self {
    self
  }

  /// Makes the digits of the view's texts one width; the view is unchanged.
  public func monospacedDigit() -> Self {
    self
  }

  /// Ignores the safe area; the view is unchanged.
  public func ignoresSafeArea() -> Self {
    self
  }

  /// Sets how the view's buttons are drawn; the view is unchanged.
  ///
  /// ```swift
  /// Form { ... }.buttonStyle(.borderless)
  /// ```
  public func buttonStyle(_ style: PrimitiveButtonStyle) -> Self {
    self
  }

  /// Sets how the view's pickers are drawn; the view is unchanged.
  public func pickerStyle(_ style: PickerStyle) -> Self {
    self
  }

  /// Sets how the view's lists are drawn; the view is unchanged.
  public func listStyle(_ style: ListStyle) -> Self {
    self
  }

  /// Sets how the view's toggles are drawn; the view is unchanged.
  public func toggleStyle(_ style: ToggleStyle) -> Self {
    self
  }

  /// Sets how a navigation view shows its columns; the view is unchanged.
  public func navigationViewStyle(_ style: NavigationViewStyle) -> Self {
    self
  }

  /// Sets how large the navigation title is; the screen shows it one way, so the view is
  /// unchanged.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self {
    self
  }

  /// Hides the back button of a pushed screen; the view is unchanged, and a ``ViewHost`` pops it
  /// with ``ViewHost/dismiss()`` either way.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self {
    self
  }

  /// Sets the background of the view's row in a list; the view is unchanged.
  public func listRowBackground(_ view: some View) -> Self {
    self
  }

  /// Sets the insets of the view's row in a list; the view is unchanged.
  public func listRowInsets(_ insets: EdgeInsets?) -> Self {
    self
  }

  /// Sets the keyboard for the view's text fields; typing by label needs none, so the view is
  /// unchanged.
  public func keyboardType(_ type: KeyboardType) -> Self {
    self
  }

  /// Says what the view's text fields hold, for autofill; the view is unchanged.
  public func textContentType(_ type: TextContentType?) -> Self {
    self
  }

  /// Names a preview; the view is unchanged.
  public func previewDisplayName(_ name: String?) -> Self {
    self
  }
}

extension View {
  /// Shows `content` behind this view: on the screen, before it.
  ///
  /// ```swift
  /// Text(theme.name).background(theme.mainColor)
  /// ```
  public func background(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> some View
  ) -> some View {
    TupleView(content(), self)
  }

  /// Shows `view` behind this view: on the screen, before it.
  public func background(_ view: some View, alignment: Alignment = .center) -> some View {
    TupleView(view, self)
  }

  /// Shows `content` over this view: on the screen, after it.
  ///
  /// ```swift
  /// Circle().overlay { Text("3:07") }
  /// ```
  public func overlay(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> some View
  ) -> some View {
    TupleView(self, content())
  }

  /// Shows `content` at an edge of this view's safe area: before it for the top, after it
  /// otherwise.
  ///
  /// ```swift
  /// List { ... }
  ///   .safeAreaInset(edge: .bottom) { FloatingMenuView(store: store) }
  /// ```
  public func safeAreaInset(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    let inset = content()
    return Group {
      if edge == .top {
        inset
        self
      } else {
        self
        inset
      }
    }
  }

  /// Colors the view's texts with `color`, as `foregroundColor(_:)` does.
  ///
  /// ```swift
  /// Text("Optional").foregroundStyle(.secondary)
  /// ```
  public func foregroundStyle(_ color: Color) -> some View {
    foregroundColor(color)
  }
}

/// The top or bottom edge.
public enum VerticalEdge: Sendable {
  case top, bottom
}

/// An angle: `.degrees(-90)`, `Angle(degrees: 45)`.
public struct Angle: Hashable, Sendable {
  /// The angle in degrees.
  public var degrees: Double

  /// An angle of `degrees` degrees.
  public init(degrees: Double) {
    self.degrees = degrees
  }

  /// An angle of `radians` radians.
  public init(radians: Double) {
    self.degrees = radians * 180 / .pi
  }

  /// The angle in radians.
  public var radians: Double {
    degrees * .pi / 180
  }

  /// No angle.
  public static let zero = Angle(degrees: 0)

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }
}

/// A point in a view's unit square: `.center`, `.topLeading`.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  /// The point at `x` and `y`, from 0 to 1.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
  public static let zero = UnitPoint(x: 0, y: 0)
}

/// Insets from each edge.
public struct EdgeInsets: Sendable {
  /// Insets of `top`, `leading`, `bottom` and `trailing`.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {}
}

/// How a view fills its frame: `.fit` or `.fill`.
public enum ContentMode: Sendable {
  case fit, fill
}

/// How the lines of a text line up.
public enum TextAlignment: Sendable {
  case leading, center, trailing
}

extension Text {
  /// A case a text can be shown in.
  public enum Case: Sendable {
    case uppercase, lowercase
  }
}

/// How a view blends with what is behind it.
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, difference, sourceAtop
}

/// How buttons are drawn: `.borderless`, `.plain`, `.borderedProminent`...
public struct PrimitiveButtonStyle: Sendable {
  public static let automatic = PrimitiveButtonStyle()
  public static let plain = PrimitiveButtonStyle()
  public static let borderless = PrimitiveButtonStyle()
  public static let bordered = PrimitiveButtonStyle()
  public static let borderedProminent = PrimitiveButtonStyle()
  public static let link = PrimitiveButtonStyle()
}

/// How pickers are drawn: `.segmented`, `.menu`, `.inline`...
public struct PickerStyle: Sendable {
  public static let automatic = PickerStyle()
  public static let segmented = PickerStyle()
  public static let menu = PickerStyle()
  public static let inline = PickerStyle()
  public static let wheel = PickerStyle()
  public static let navigationLink = PickerStyle()
}

/// How lists are drawn: `.plain`, `.insetGrouped`...
public struct ListStyle: Sendable {
  public static let automatic = ListStyle()
  public static let plain = ListStyle()
  public static let grouped = ListStyle()
  public static let inset = ListStyle()
  public static let insetGrouped = ListStyle()
  public static let sidebar = ListStyle()
}

/// How toggles are drawn: `.switch`, `.button`...
public struct ToggleStyle: Sendable {
  public static let automatic = ToggleStyle()
  public static let `switch` = ToggleStyle()
  public static let button = ToggleStyle()
  public static let checkbox = ToggleStyle()
}

/// How a navigation view shows its columns: `.stack`, `.columns`.
public struct NavigationViewStyle: Sendable {
  public static let automatic = NavigationViewStyle()
  public static let stack = NavigationViewStyle()
  public static let columns = NavigationViewStyle()
}

/// The navigation bar's settings.
public enum NavigationBarItem {
  /// How large the navigation title is.
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

/// A keyboard for a text field: `.numberPad`, `.emailAddress`...
public struct KeyboardType: Sendable {
  public static let `default` = KeyboardType()
  public static let numberPad = KeyboardType()
  public static let decimalPad = KeyboardType()
  public static let emailAddress = KeyboardType()
  public static let phonePad = KeyboardType()
  public static let URL = KeyboardType()
}

/// What a text field holds, for autofill: `.emailAddress`, `.password`, `.oneTimeCode`...
public struct TextContentType: Sendable {
  public static let username = TextContentType()
  public static let password = TextContentType()
  public static let newPassword = TextContentType()
  public static let emailAddress = TextContentType()
  public static let oneTimeCode = TextContentType()
  public static let name = TextContentType()
}
