/// A preview that `#Preview` declares: its name, where it is written, and how to make its
/// content, for a headless tool or a test to list and render, as Xcode's canvas would show it.
///
/// ```swift
/// #Preview("Counter") {
///   CounterView(store: Store(initialState: Counter.State()) { Counter() })
/// }
///
/// if let preview = Preview.all.first(where: { $0.name == "Counter" }),
///   let view = preview.makeContent() as? CounterView
/// {
///   let host = ViewHost(view)
/// }
/// ```
public struct Preview: Sendable {
  /// The name given to `#Preview`, or `nil` for an unnamed preview (Xcode labels those by line).
  public let name: String?
  /// The file that declares the preview, as `#fileID` spells it (`"Module/File.swift"`).
  public let fileID: String
  /// The line of the `#Preview` in ``fileID``, counted from 1.
  public let line: Int

  private let body: @MainActor @Sendable () -> Any

  /// Creates a preview whose content `body` makes; `#Preview` expands to a call of it.
  ///
  /// The body is a preview body as SwiftUI's `#Preview` takes it: declarations, then the one
  /// expression that makes the content.
  ///
  /// ```swift
  /// Preview("Counter", fileID: "Counter/CounterView.swift", line: 42) {
  ///   let store = Store(initialState: Counter.State()) { Counter() }
  ///   CounterView(store: store)
  /// }
  /// ```
  public init<Content>(
    _ name: String? = nil,
    fileID: String,
    line: Int,
    @PreviewBodyBuilder body: @escaping @MainActor @Sendable () -> Content
  ) {
    self.name = name
    self.fileID = fileID
    self.line = line
    self.body = body
  }

  /// Makes a new copy of the preview's content, typically a view.
  ///
  /// ```swift
  /// if let view = preview.makeContent() as? CounterView {
  ///   let host = ViewHost(view)
  /// }
  /// ```
  @MainActor
  public func makeContent() -> Any {
    body()
  }

  /// What a list of previews shows for this one: its name, or its file and line when it has
  /// none.
  ///
  /// ```swift
  /// preview.displayName  // "Counter", or "Counter/CounterView.swift:42"
  /// ```
  public var displayName: String {
    name ?? "\(fileID):\(line)"
  }
}

/// Builds the content of a preview from the body of a `#Preview`: local declarations, then one
/// expression, which is the content.
///
/// ```swift
/// #Preview {
///   let store = Store(initialState: Counter.State()) { Counter() }
///   CounterView(store: store)
/// }
/// ```
@resultBuilder
public enum PreviewBodyBuilder {
  /// The body's one expression is the preview's content.
  public static func buildBlock<Content>(_ content: Content) -> Content {
    content
  }
}

/// A type that `#Preview` declares to register one preview.
///
/// Each `#Preview` expands to a uniquely named enum conforming to this protocol;
/// ``Preview/all`` finds those enums when asked, so registering a preview needs no global
/// mutable state.
///
/// ```swift
/// enum CounterPreview: PreviewRegistration {
///   static var preview: Preview {
///     Preview("Counter", fileID: "Counter/CounterView.swift", line: 42) {
///       CounterView(store: Store(initialState: Counter.State()) { Counter() })
///     }
///   }
/// }
/// ```
public protocol PreviewRegistration {
  /// The preview this type registers.
  static var preview: Preview { get }
}

/// Declares a preview of the content its body makes, which ``Preview/all`` lists so that a
/// headless tool or a test can render it, as Xcode's canvas shows a SwiftUI `#Preview`.
///
/// ```swift
/// #Preview("Counter") {
///   let store = Store(initialState: Counter.State()) { Counter() }
///   CounterView(store: store)
/// }
///
/// let content = Preview.all.first { $0.name == "Counter" }!.makeContent()
/// ```
@freestanding(declaration)
public macro Preview<Content>(
  _ name: String? = nil,
  @Runtime.PreviewBodyBuilder body: @escaping @MainActor () -> Content
) = #externalMacro(module: "RuntimeMacros", type: "PreviewMacro")

extension Preview {
  /// Every preview that a `#Preview` declares in the modules loaded into this process, in file
  /// and line order.
  ///
  /// ```swift
  /// for preview in Preview.all {
  ///   print(preview.displayName)
  /// }
  /// ```
  ///
  /// `#Preview` declares a uniquely named ``PreviewRegistration`` enum; this reads the Swift
  /// runtime's list of the types in each loaded image (the `swift5_type_metadata` section that
  /// `swift_enumerateAllMetadataSections` reports, as Swift Testing finds its tests), keeps the
  /// non-generic types whose macro-made names mention `Preview`, and asks those that conform
  /// for their preview. Only those few types' metadata is ever made.
  public static var all: [Preview] {
    PreviewDiscovery.registrations().map { $0.preview }.sorted {
      ($0.fileID, $0.line) < ($1.fileID, $1.line)
    }
  }
}
