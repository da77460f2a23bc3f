/// The edges that `padding(_:_:)` pads.
public struct Edge: Sendable {
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
  case top, center, bottom
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
