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

prefix operator /

/// Builds a case path from an enum case constructor: `/Action.child`.
///
/// Extraction reads the enum's case tag from the Swift runtime's metadata and projects the
/// payload directly, so it costs a few nanoseconds instead of a `Mirror` walk.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> AnyCasePath<Root, Value> {
  guard let metadata = EnumMetadata(Root.self) else {
    return AnyCasePath(embed: embed, extract: { mirrorExtract($0, embed: embed) })
  }
  let memo = PayloadLayoutMemo()
  // The case `embed` builds, once an extraction saw it: later extractions compare tags instead
  // of embedding again, which matters for generic enums, whose tags the runtime reads slowly.
  let embeddedTag = CaseTagMemo()
  return AnyCasePath(
    embed: embed,
    extract: { root in
      let tag = metadata.tag(of: root)
      let knownTag = embeddedTag.tag
      if let knownTag, knownTag != tag { return nil }
      let layout =
        memo.layout(forTag: tag)
        ?? memo.remember(
          PayloadLayoutCache.shared.layout(of: Value.self, in: root, tag: tag), forTag: tag
        )
      switch layout {
      case .mismatch:
        return nil
      case .inline:
        let value = metadata.projectPayload(of: root, as: Value.self)
        if knownTag != nil { return value }
        guard metadata.tag(of: embed(value)) == tag else { return nil }
        embeddedTag.remember(tag)
        return value
      case .reflected:
        return mirrorExtract(root, embed: embed)
      }
    }
  )
}

/// Builds a case path to a case without a payload: `/Action.onAppear`.
public prefix func / <Root: Equatable & Sendable>(_ root: Root) -> AnyCasePath<Root, Void> {
  AnyCasePath(embed: { _ in root }, extract: { $0 == root ? () : nil })
}

/// Builds a case path to a case without a payload of a ``CasePathable`` enum that need not be
/// `Equatable`, such as one whose other cases carry `Result<T, any Error>`:
/// `/Action.searchQueryChangeDebounced`.
///
/// The case is told apart by its tag in the enum's runtime metadata.
public prefix func / <Root: CasePathable>(_ root: Root) -> AnyCasePath<Root, Void> {
  // A case without a payload holds no references, so sharing it across threads is safe.
  nonisolated(unsafe) let root = root
  guard let metadata = EnumMetadata(Root.self) else {
    let label = caseLabel(of: root)
    return AnyCasePath(embed: { _ in root }, extract: { caseLabel(of: $0) == label ? () : nil })
  }
  let tag = metadata.tag(of: root)
  return AnyCasePath(embed: { _ in root }, extract: { metadata.tag(of: $0) == tag ? () : nil })
}

/// Builds a case path to a case without a payload of an enum that is both ``CasePathable`` and
/// `Equatable`: the two overloads above would both fit.
public prefix func / <Root: CasePathable & Equatable & Sendable>(
  _ root: Root
) -> AnyCasePath<Root, Void> {
  AnyCasePath(embed: { _ in root }, extract: { $0 == root ? () : nil })
}

/// Extracts a payload with `Mirror`, then checks that re-embedding it lands on the same case.
func mirrorExtract<Root, Value>(
  _ root: Root, embed: (Value) -> Root
) -> Value? {
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum,
    let child = mirror.children.first,
    let value = child.value as? Value
  else { return nil }
  return caseLabel(of: embed(value)) == child.label ? value : nil
}

func caseLabel<Root>(of root: Root) -> String? {
  let mirror = Mirror(reflecting: root)
  guard mirror.displayStyle == .enum else { return nil }
  return mirror.children.first?.label ?? "\(root)"
}

infix operator .. : CasePathAppendingPrecedence

/// The precedence of `..`: left-associative, so `/A.b .. /B.c .. /C.d` reads left to right.
precedencegroup CasePathAppendingPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}

/// Joins two case paths into one that reaches the payload of a case nested in another case.
///
/// ```swift
/// enum Action { case scope(ScopeAction) }
/// enum ScopeAction { case twoFactor(PresentationAction<TwoFactorFeature.Action>) }
///
/// Reduce(core)
///   .ifLet(\.$twoFactor, action: /Action.scope .. /Action.ScopeAction.twoFactor) {
///     TwoFactorFeature()
///   }
/// ```
public func .. <Root, Middle, Value>(
  outer: AnyCasePath<Root, Middle>,
  inner: AnyCasePath<Middle, Value>
) -> AnyCasePath<Root, Value> {
  AnyCasePath(
    embed: { outer.embed(inner.embed($0)) },
    extract: { root in outer.extract(from: root).flatMap { inner.extract(from: $0) } }
  )
}
