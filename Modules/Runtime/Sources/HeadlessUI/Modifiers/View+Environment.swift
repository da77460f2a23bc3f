import Foundation
import Runtime

extension View {
  /// Disables the controls of this view when `isDisabled` is true: they show ` disabled` and a
  /// ``ViewHost`` refuses to drive them.
  ///
  /// ```swift
  /// Button("Log in") { viewStore.send(.loginButtonTapped) }
  ///   .disabled(!viewStore.isFormValid)   // (Log in) disabled
  /// ```
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentView(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
  }

  /// Sets the font of the texts in this view; it is kept in their nodes, the screen does not
  /// show it.
  ///
  /// ```swift
  /// Text("Updated a minute ago").font(.caption)
  /// ```
  public func font(_ font: Font?) -> some View {
    EnvironmentView(content: self) { $0.font = font }
  }

  /// Sets the color of the texts in this view; it is kept in their nodes, the screen does not
  /// show it.
  ///
  /// ```swift
  /// Text("Optional").foregroundColor(.secondary)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentView(content: self) { $0.foregroundColor = color }
  }
}

/// Renders its content with a changed environment: `.disabled`, `.font`, `.foregroundColor`.
struct EnvironmentView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let transform: (inout ViewEnvironment) -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    transform(&context.environment)
    return renderer.render(content, in: context)
  }
}

/// The values that flow from a view down to the views inside it, read with ``Environment``
/// and set with `environment(_:_:)`.
///
/// ```swift
/// @Environment(\.openURL) var openURL
/// @Environment(\.dismiss) var dismiss
/// ```
public struct EnvironmentValues {
  /// Dismisses the closest presentation around the view: a sheet, a pushed screen. Outside one
  /// it does nothing.
  public internal(set) var dismiss = DismissAction {}
  /// Opens a URL; a ``ViewHost`` keeps what is opened in ``ViewHost/openedURLs``.
  public var openURL = OpenURLAction { _ in }
  /// Whether the views inside are being edited; an ``EditButton`` flips it.
  public var editMode: Binding<EditMode>?
  /// The color scheme; the text screen has none, views may still read and set it.
  public var colorScheme = ColorScheme.light
  /// How the ``Label``s inside are laid out, set with `labelStyle(_:)`.
  var labelStyle: (@MainActor (LabelStyleConfiguration) -> AnyView)?
  /// How the ``ProgressView``s inside are drawn, set with `progressViewStyle(_:)`.
  var progressViewStyle: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)?

  /// Values with their defaults.
  public init() {}
}

/// Reads a value of the environment the view is rendered in.
///
/// ```swift
/// struct FactView: View {
///   @Environment(\.openURL) var openURL
///
///   var body: some View {
///     Button("Number facts") { openURL(URL(string: "http://numbersapi.com")!) }
///   }
/// }
/// ```
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicViewProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let location = Location()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, as the view's place in the tree sees it; the default value until the view is
  /// rendered.
  public var wrappedValue: Value {
    (location.values ?? EnvironmentValues())[keyPath: keyPath]
  }

  func attach(_ renderer: Renderer, at path: ViewPath, in context: RenderContext) {
    location.values = context.values
  }

  private final class Location {
    var values: EnvironmentValues?
  }
}

extension View {
  /// Sets the environment value at `keyPath` for the views inside this one.
  ///
  /// ```swift
  /// List { ... }
  ///   .environment(\.editMode, viewStore.$editMode)
  /// ```
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    EnvironmentValuesView(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// Renders its content with changed ``EnvironmentValues``.
struct EnvironmentValuesView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let transform: @MainActor (inout EnvironmentValues) -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var context = context.appending(.index(0))
    transform(&context.values)
    return renderer.render(content, in: context)
  }
}

/// Dismisses the presentation around a view: `@Environment(\.dismiss) var dismiss`, then
/// `dismiss()`.
public struct DismissAction: Sendable {
  private let action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Dismisses.
  @MainActor public func callAsFunction() {
    action()
  }
}

/// Opens a URL: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
public struct OpenURLAction: Sendable {
  private let handler: @MainActor (URL) -> Void

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping @MainActor (URL) -> Void) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    handler(url)
  }
}

/// Whether a list is being edited, as ``EditButton`` and `environment(\.editMode, _:)` set it.
///
/// ```swift
/// @BindingState var editMode: EditMode = .inactive
/// ```
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether editing is on.
  public var isEditing: Bool {
    self != .inactive
  }
}

/// Light or dark; the text screen shows neither.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}
