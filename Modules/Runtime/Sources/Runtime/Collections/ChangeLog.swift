import Synchronization

/// The latest changes of an ``IdentifiedArray``, each with a stamp, so that whoever observes its
/// elements can tell which of them may differ from an array it saw before without comparing any.
///
/// Every stamp is taken once, from one counter for all arrays: an array whose log holds the stamp
/// of an array seen before descends from it, and the entries after that stamp name every element
/// changed since.
@usableFromInline
struct ChangeLog<ID: Hashable> {
  /// One change: the stamp of the array after it, and the element it touched (`nil` for a change
  /// of several elements or of their order, such as a sort).
  @usableFromInline
  struct Entry {
    @usableFromInline let stamp: UInt64
    @usableFromInline let id: ID?

    @usableFromInline
    init(stamp: UInt64, id: ID?) {
      self.stamp = stamp
      self.id = id
    }
  }

  /// How many changes are kept: an observer further behind than that compares every element.
  @usableFromInline static var capacity: Int { 8 }

  /// The stamp of the array just before the oldest change kept.
  @usableFromInline var base: UInt64
  /// The changes kept, oldest first.
  @usableFromInline var entries: ContiguousArray<Entry> = []

  @usableFromInline
  init() {
    base = ChangeStamp.next()
  }

  /// The stamp of the array as it is now.
  var stamp: UInt64 { entries.last?.stamp ?? base }

  /// Records a change of the element `id`, or of several elements when `id` is `nil`.
  @inlinable
  mutating func record(_ id: ID?) {
    if entries.count == Self.capacity {
      base = entries.removeFirst().stamp
    }
    entries.append(Entry(stamp: ChangeStamp.next(), id: id))
  }

  /// Calls `body` once with the id of each element changed since the array had `stamp`, in
  /// the order of their first change; returns `false`, calling nothing, when the log cannot
  /// name them.
  func forEachChange(since stamp: UInt64, _ body: (ID) -> Void) -> Bool {
    if stamp == self.stamp { return true }
    let start: Int
    if stamp == base {
      start = 0
    } else if let seen = entries.lastIndex(where: { $0.stamp == stamp }) {
      start = seen + 1
    } else {
      return false
    }
    guard entries[start...].allSatisfy({ $0.id != nil }) else { return false }
    for index in start..<entries.count {
      guard let id = entries[index].id,
        !entries[start..<index].contains(where: { $0.id == id })
      else { continue }
      body(id)
    }
    return true
  }
}

/// Hands out change stamps, unique in the process.
@usableFromInline
enum ChangeStamp {
  private static let counter = Atomic<UInt64>(0)

  @usableFromInline
  static func next() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
