import Foundation
import HeadlessUI
import Testing

@MainActor
@Suite struct GeometryReaderTests {
  @Test func aReaderGivesItsContentTheStatedSize() {
    let host = ViewHost(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height))")
      }
    )
    #expect(host.screen == "390 x 844")
  }

  @Test func itsFrameInEveryCoordinateSpaceIsItsSizeAtTheOrigin() throws {
    var proxies: [GeometryProxy] = []
    _ = ViewHost(
      GeometryReader { proxy in
        let _ = proxies.append(proxy)
      }
    )
    let proxy = try #require(proxies.first)
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(proxy.frame(in: .global) == frame)
    #expect(proxy.frame(in: .local) == frame)
    #expect(proxy.frame(in: .named("board")) == frame)
  }

  @Test func itAddsNoNodeAroundItsContent() throws {
    let host = ViewHost(
      VStack {
        GeometryReader { proxy in
          Button("Cell") {}
            .frame(width: proxy.size.width / 3, height: proxy.size.width / 3)
        }
      }
    )
    #expect(host.tree == ViewHost(VStack { Button("Cell") {} }).tree)
    #expect(try host.node("Cell").kind == .button)
  }
}
