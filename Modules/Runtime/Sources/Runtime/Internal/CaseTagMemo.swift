import Synchronization

/// An enum case tag remembered once it was first seen: the case an `ifCaseLet` runs its child
/// for, or the case a case path's `embed` builds, so that checking a value's case is a tag
/// comparison.
final class CaseTagMemo: Sendable {
  private let storedTag = Atomic<UInt64>(0)

  /// The remembered tag, or `nil` before the child's case was first seen.
  var tag: UInt32? {
    let stored = storedTag.load(ordering: .relaxed)
    return stored == 0 ? nil : UInt32(stored - 1)
  }

  func remember(_ tag: UInt32) {
    storedTag.store(UInt64(tag) + 1, ordering: .relaxed)
  }
}
