// The stored `KeyPath` is not declared `Sendable`, but a key path is an immutable object: it is
// created once and only ever read, so sharing it across concurrency domains is safe. Everything
// else the array stores is `Sendable` when `ID` and `Element` are.
extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}
