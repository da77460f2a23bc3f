/// A path from an enum to the payload of one of its cases: it can embed a payload into the enum
/// and extract it back out when the enum holds that case.
///
/// Build one from a case constructor with the `/` operator, or spell out both directions:
///
/// ```swift
/// let child = /Parent.Action.child
/// child.extract(from: .child(.tapped))   // .tapped
/// let explicit = AnyCasePath<Parent.Action, Child.Action>(
///   embed: { .child($0) },
///   extract: { if case let .child(action) = $0 { action } else { nil } }
/// )
/// ```
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  let embedValue: @Sendable (Value) -> Root
  let extractValue: @Sendable (Root) -> Value?

  /// Creates a case path from a pair of closures.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// Wraps `value` in the case this path points to.
  @inlinable
  public func embed(_ value: Value) -> Root {
    embedValueForInlining(value)
  }

  /// Returns the payload of `root` when it holds this path's case, and `nil` otherwise.
  @inlinable
  public func extract(from root: Root) -> Value? {
    extractValueForInlining(root)
  }

  @usableFromInline
  func embedValueForInlining(_ value: Value) -> Root { embedValue(value) }

  @usableFromInline
  func extractValueForInlining(_ root: Root) -> Value? { extractValue(root) }

  /// Modifies the payload of `root` in place when it holds this path's case; returns whether
  /// it did.
  @discardableResult
  public func modify(_ root: inout Root, _ body: (inout Value) -> Void) -> Bool {
    guard var value = extractValue(root) else { return false }
    body(&value)
    root = embedValue(value)
    return true
  }
}

/// The seeds' spelling of a case path type.
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>
