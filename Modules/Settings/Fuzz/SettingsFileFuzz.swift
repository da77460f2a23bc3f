// A libFuzzer entry point for the settings file reader.
//
// libFuzzer supplies `main`, so this file is compiled with `-parse-as-library` and linked with
// `swiftc` against the instrumented Settings module (debug, so `@testable import` works):
//
//   Scripts/ci/fuzz-script-parser.sh 5000 Settings Modules/Settings/Fuzz/SettingsFileFuzz.swift
//
// Every input must decode to a snapshot or throw a `SettingsFileError`, never crash; what it
// decodes to (or recovers) must be saved over the input, as the settings file's format writes
// it, and read back unchanged.
import Foundation

@testable import Settings

/// Reads the bytes as a settings file and checks that what was read survives a round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let snapshot: SettingsSnapshot
  do throws(SettingsFileError) {
    snapshot = try SettingsFileContents.decode(bytes, path: "fuzz")
  } catch {
    guard let recovered = error.recovered else { return 0 }
    snapshot = recovered
  }
  guard let encoded = try? SettingsFileContents.encode(snapshot, over: bytes, path: "fuzz"),
    (try? SettingsFileContents.decode(encoded, path: "fuzz")) == snapshot
  else { fatalError("\(snapshot) does not survive a round trip") }
  return 0
}
