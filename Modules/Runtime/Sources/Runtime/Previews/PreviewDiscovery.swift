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

/// Finds the ``PreviewRegistration`` types in the loaded images.
///
/// The layouts read are those of `include/swift/Runtime/ImageInspection.h`'s
/// `MetadataSections` and `include/swift/ABI/Metadata.h`'s type metadata records and type context
/// descriptors (https://github.com/swiftlang/swift); platforms without the function (Darwin)
/// find nothing.
enum PreviewDiscovery {
  static func registrations() -> [any PreviewRegistration.Type] {
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
      let found = Found()
      withExtendedLifetime(found) {
        swift_enumerateAllMetadataSections(
          visitImage, Unmanaged.passUnretained(found).toOpaque())
      }
      return found.types
    #else
      return []
    #endif
  }

  /// The registration types found so far, as the enumeration's context.
  private final class Found {
    var types: [any PreviewRegistration.Type] = []
  }

  /// Finds the registrations in one image's type metadata records; `false` would stop.
  private static let visitImage:
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool = { sections, context in
      let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
      // `MetadataSections`: version, base address and two unused words, then one (start, length)
      // range per section: protocols, conformances, type metadata, ...
      let typeMetadata = sections.advanced(by: 4 * wordSize + 2 * rangeSize)
      let length = typeMetadata.load(fromByteOffset: wordSize, as: Int.self)
      if let start = UnsafeRawPointer(bitPattern: typeMetadata.load(as: UInt.self)) {
        for offset in stride(from: 0, to: length, by: 4) {
          if let type = registration(at: start.advanced(by: offset)) {
            found.types.append(type)
          }
        }
      }
      return true
    }

  private static let wordSize = MemoryLayout<UInt>.size
  private static let rangeSize = 2 * MemoryLayout<UInt>.size

  /// The registration type of the type metadata record at `record`, if it is one.
  private static func registration(at record: UnsafeRawPointer) -> (any PreviewRegistration.Type)? {
    // A 32-bit relative pointer whose two low bits say how it refers to the descriptor.
    let value = Int(record.load(as: Int32.self))
    let target = record.advanced(by: value & ~3)
    let descriptor: UnsafeRawPointer
    switch value & 3 {
    case 0: descriptor = target
    case 1:
      guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
      descriptor = indirect
    default: return nil  // Objective-C class names
    }
    // A type context descriptor: flags, parent, name, metadata access function.
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1F
    let isGeneric = flags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    let name = String(cString: relative(descriptor, at: 8).assumingMemoryBound(to: CChar.self))
    guard name.hasPrefix("$"), name.contains("Preview") else { return nil }
    let accessor = unsafeBitCast(relative(descriptor, at: 12), to: MetadataAccessor.self)
    let metadata = accessor(0)
    return unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewRegistration.Type
  }

  /// The address a 32-bit relative pointer at `offset` in `base` points to.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer {
    let field = base.advanced(by: offset)
    return field.advanced(by: Int(field.load(as: Int32.self)))
  }

  /// A non-generic type's metadata access function, given a metadata request (0: complete); it
  /// returns the metadata first.
  private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer
}

#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(Windows)
  /// Calls `body` with each loaded image's `MetadataSections` until it returns `false`.
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func swift_enumerateAllMetadataSections(
    _ body:
      @convention(c) (
        _ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer
      ) -> Bool,
    _ context: UnsafeMutableRawPointer
  )
#endif
