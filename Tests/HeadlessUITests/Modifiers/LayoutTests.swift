import Foundation
import HeadlessUI
import Testing

private struct Card: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        HStack(alignment: .firstTextBaseline) {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("5 min").monospacedDigit()
        }
        Divider()
        ZStack {
          Circle().trim(from: 0, to: 0.3).stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
          RoundedRectangle(cornerRadius: 4).fill(.green)
          Text("30%")
        }
      }
    }
    .frame(maxWidth: .infinity)
    .padding()
    .background(Color(red: 0.8, green: 0.8, blue: 0.8))
  }
}

private struct Previews: PreviewProvider {
  static var previews: some View {
    Card()
  }
}

@MainActor
@Suite struct LayoutTests {
  @Test func spacersAndShapesShowNothingAndADividerIsALine() {
    let host = ViewHost(Card())
    #expect(host.screen == "[clock]  Length  5 min\n---\n30%")
  }

  @Test func shapesAndColorsAreInertNodesNamedAfterThem() {
    let host = ViewHost(Card())
    let shapes = host.tree.children.flatMap(\.allNodes).filter { $0.kind == .shape }.map(\.label)
    #expect(shapes == ["Color rgb(0.8, 0.8, 0.8)", "Circle", "RoundedRectangle"])
    #expect(host.controlLabels.isEmpty)
  }

  @Test func modifiersThatChangeNothingLeaveTheScreenAsItIs() throws {
    let plain = ViewHost(Button("Go") {})
    let styled = ViewHost(
      Button("Go") {}
        .buttonStyle(.borderless).tint(.red).opacity(0.5).rotationEffect(.degrees(-90))
        .frame(width: 44, height: 44).cornerRadius(4).shadow(radius: 2).animation(.default)
        .transition(.opacity.animation(.default)).animation(.easeIn, value: 1)
        .offset(CGSize(width: 4, height: 8)).offset(y: -44).position(CGPoint(x: 20, y: 20))
    )
    #expect(styled.screen == plain.screen)
    #expect(styled.tree == plain.tree)
  }

  @Test func overlaysFollowAndSafeAreaInsetsGoToTheirEdge() {
    let host = ViewHost(
      Text("Timer")
        .overlay { Text("3:07") }
        .safeAreaInset(edge: .bottom) { Text("Bottom") }
        .safeAreaInset(edge: .top) { Text("Top") }
    )
    #expect(host.screen == "Top\nTimer\n3:07\nBottom")
  }

  @Test func aPreviewProviderPreviewsItsViews() {
    #expect(ViewHost(Previews.previews).screen == ViewHost(Card()).screen)
  }
}

extension ViewNode {
  /// This node and every node below it, depth first.
  var allNodes: [ViewNode] {
    [self] + children.flatMap(\.allNodes)
  }
}
