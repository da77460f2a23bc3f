// A libFuzzer entry point for the recording reader of `app replay`.
//
// libFuzzer supplies `main`, so this file is compiled with `-parse-as-library` and linked with
// `swiftc` against the instrumented AppEngine module and its dependencies:
//
//   Scripts/ci/fuzz-script-parser.sh 5000 AppEngine Modules/AppRoot/Fuzz/Recording/RecordingFuzz.swift
//
// Every input must parse to a recording or throw a `SessionFailure`, never crash.
import AppEngine

/// Parses the bytes as a recording, decoding them as UTF-8 and replacing invalid sequences.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? Recording(parsing: text)
  return 0
}
