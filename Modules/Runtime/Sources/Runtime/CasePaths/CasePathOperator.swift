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
