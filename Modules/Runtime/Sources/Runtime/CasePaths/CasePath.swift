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

  /// Creates a case path from a case's constructor and a closure that extracts its payload:
  /// what `@CasePathable` writes for a case with one value.
  ///
  /// ```swift
  /// AnyCasePath(case: Action.child, extract: { if case let .child(action) = $0 { action } else { nil } })
  /// ```
  ///
  /// A case constructor captures nothing, so it need not be marked `@Sendable`, and unlike a
  /// closure that calls it, it compiles without a warning when the payload type has no values
  /// (an empty `Action` enum), where a closure's body could never run.
  public init(case embed: @escaping (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?)
  {
    nonisolated(unsafe) let embed = embed
    self.init(embed: { embed($0) }, extract: extract)
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

  /// Modifies the payload of `root` in place and returns what `body` returns; throws when
  /// `root` does not hold this path's case, and changes nothing then.
  ///
  /// ```swift
  /// try (/Destination.State.settings).modify(&state.destination) { $0.displayName = "Blob" }
  /// ```
  @discardableResult
  public func modify<Result>(
    _ root: inout Root, _ body: (inout Value) throws -> Result
  ) throws -> Result {
    guard var value = extractValue(root) else {
      throw CasePathMismatch(root: Root.self, value: Value.self)
    }
    let result = try body(&value)
    root = embedValue(value)
    return result
  }
}

/// The error ``AnyCasePath/modify(_:_:)`` throws when the value holds another case.
public struct CasePathMismatch: Error, CustomStringConvertible {
  let root: Any.Type
  let value: Any.Type

  /// The case path's types, and that the value held another case.
  public var description: String {
    "The \(root) value does not hold the case with a payload of type \(value)."
  }
}

extension AnyCasePath where Root == Value {
  /// The path from a value to itself: `/.self`.
  public static var `self`: Self {
    AnyCasePath(embed: { $0 }, extract: { $0 })
  }
}

/// An optional type, so that `/.some` can name the case of any `Optional`.
public protocol _OptionalProtocol: SendableMetatype {
  /// The type an optional wraps.
  associatedtype Wrapped
  /// The wrapped value, if there is one.
  var optional: Wrapped? { get }
  /// Wraps `some`.
  init(_ some: Wrapped)
}

extension Optional: _OptionalProtocol {
  /// The optional itself.
  public var optional: Wrapped? { self }
}

extension AnyCasePath where Root: _OptionalProtocol, Value == Root.Wrapped {
  /// The path to the wrapped value of an optional: `/.some`, `/Optional.some`.
  public static var some: Self {
    AnyCasePath(embed: { Root($0) }, extract: { $0.optional })
  }
}

/// Whether `value` holds the case `pattern` points to, so that a case path can be matched in a
/// `switch` or with `~=`: `(/Action.response) ~= action`.
public func ~= <Root, Value>(pattern: AnyCasePath<Root, Value>, value: Root) -> Bool {
  pattern.extract(from: value) != nil
}

/// The seeds' spelling of a case path type.
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>

prefix operator /

/// Builds a case path from an enum case constructor: `/Action.child`.
///
/// Extraction reads the enum's case tag from the Swift runtime's metadata and projects the
/// payload directly, so it costs a few nanoseconds instead of a `Mirror` walk.
///
/// The constructor need not be `@Sendable`, as in TCA 1.x: a case constructor holds no state,
/// and code written for the reference in Swift 5 mode passes ones that are not marked.
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
  nonisolated(unsafe) let embed = embed
  guard let metadata = EnumMetadata(Root.self) else {
    return AnyCasePath(embed: { embed($0) }, extract: { mirrorExtract($0, embed: embed) })
  }
  let memo = PayloadLayoutMemo()
  // The case `embed` builds, once an extraction saw it: later extractions compare tags instead
  // of embedding again, which matters for generic enums, whose tags the runtime reads slowly.
  let embeddedTag = CaseTagMemo()
  return AnyCasePath(
    embed: { embed($0) },
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

/// Builds a case path from the constructor of a case with two payload values; the path's value
/// is the pair: `/Action.row(id:action:)`.
public prefix func / <Root, A, B>(
  embed: @escaping (A, B) -> Root
) -> AnyCasePath<Root, (A, B)> {
  nonisolated(unsafe) let embed = embed
  return /{ (pair: (A, B)) in embed(pair.0, pair.1) }
}

/// Builds a case path from the constructor of a case with three payload values.
public prefix func / <Root, A, B, C>(
  embed: @escaping (A, B, C) -> Root
) -> AnyCasePath<Root, (A, B, C)> {
  nonisolated(unsafe) let embed = embed
  return /{ (triple: (A, B, C)) in embed(triple.0, triple.1, triple.2) }
}

/// Builds a case path whose root is optional from an enum case constructor, as an optional
/// destination's state needs: `XCTModify(&state.destination, case: /Destination.State.alert)`.
public prefix func / <Root, Value>(
  embed: @escaping (Value) -> Root?
) -> AnyCasePath<Root?, Value> {
  nonisolated(unsafe) let embed = embed
  if Value.self == Root.self {
    // `/Optional.some` itself: the path from an optional to what it wraps.
    return AnyCasePath(embed: { embed($0) }, extract: { root in root.flatMap { $0 as? Value } })
  }
  let unwrapped: (Value) -> Root = { value in
    // A case constructor never returns nil: this is the constructor, seen through an optional.
    embed(value)!
  }
  let wrapped: AnyCasePath<Root, Value> = /unwrapped
  return AnyCasePath(
    embed: { embed($0) },
    extract: { root in root.flatMap { wrapped.extract(from: $0) } }
  )
}

/// Builds a case path to a case without a payload: `/Action.onAppear`.
public prefix func / <Root: Equatable & SendableMetatype>(_ root: Root) -> AnyCasePath<Root, Void> {
  // A case without a payload holds no references, so sharing it across threads is safe.
  nonisolated(unsafe) let root = root
  return AnyCasePath(embed: { _ in root }, extract: { $0 == root ? () : nil })
}

/// Builds a case path to a case without a payload of a ``CasePathable`` enum that need not be
/// `Equatable`, such as one whose other cases carry `Result<T, any Error>`:
/// `/Action.searchQueryChangeDebounced`.
///
/// The case is told apart by its tag in the enum's runtime metadata.
public prefix func / <Root: CasePathable>(_ root: Root) -> AnyCasePath<Root, Void> {
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
public prefix func / <Root: CasePathable & Equatable>(_ root: Root) -> AnyCasePath<Root, Void> {
  nonisolated(unsafe) let root = root
  return AnyCasePath(embed: { _ in root }, extract: { $0 == root ? () : nil })
}

/// The path from values of `type` to themselves: `/Int.self`.
public prefix func / <Root>(_ type: Root.Type) -> AnyCasePath<Root, Root> {
  .self
}

/// A case path given as is, so that the static paths read with the operator: `/.some`,
/// `/.self`.
public prefix func / <Root, Value>(
  path: AnyCasePath<Root, Value>
) -> AnyCasePath<Root, Value> {
  path
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
