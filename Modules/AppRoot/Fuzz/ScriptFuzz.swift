// A libFuzzer entry point for the script parser.
//
// libFuzzer supplies `main`, so this file must be compiled with `-parse-as-library`. SwiftPM
// links every executable with `--defsym main=<Module>_main`, which then cannot resolve, so
// build the instrumented library with SwiftPM and link this file with `swiftc`:
//
//   swift build -c debug --target AppShell --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer
//   swiftc -parse-as-library -sanitize=fuzzer -g -Onone -I .build-fuzz/debug/Modules \
//     Sources/ScriptFuzz/main.swift .build-fuzz/debug/AppShell.build/*.swift.o \
//     -o .build-fuzz/ScriptFuzz
//   .build-fuzz/ScriptFuzz -runs=20000 CORPUS_DIR
//
// Pass a crashing input's path instead of a corpus directory to replay it. A plain
// `swift build` compiles this file as an ordinary, empty program, so the package still links.
import AppScript

/// Parses the bytes as a script, decoding them as UTF-8 and replacing invalid sequences.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = ScriptParser.parse(text, file: "fuzz")
  return 0
}
