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
