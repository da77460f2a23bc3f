import Foundation
import HeadlessUI
import Testing

/// A shape of one's own, as SyncUps draws a speaker's arc.
private struct SpeakerArc: Shape {
  let speakerIndex: Int

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
        startAngle: .zero, endAngle: Angle(degrees: 90), clockwise: false)
    }
  }
}

/// A clock face as the timers case study draws one: a gradient ring and a hand.
private struct ClockView: View {
  let seconds: Int

  var body: some View {
    VStack {
      ZStack {
        Circle()
          .fill(
            AngularGradient(
              gradient: Gradient(colors: [.blue.opacity(0.3), .blue, .green, .purple]),
              center: .center
            )
          )
          .rotationEffect(.degrees(-90))
        GeometryReader { proxy in
          Path { path in
            path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
            path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
          }
          .stroke(.primary, lineWidth: 3)
          .rotationEffect(.degrees(Double(seconds) * 6))
        }
        SpeakerArc(speakerIndex: 0).rotation(Angle(degrees: -90)).stroke(.red, lineWidth: 12)
      }
      LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
      RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50)
      Color(.systemBackground)
      Text("\(seconds) s")
    }
  }
}

@MainActor
@Suite struct ShapeStyleTests {
  @Test func gradientsPathsAndShapesAreInertLeavesNamedAfterTheirType() {
    let host = ViewHost(ClockView(seconds: 7))
    #expect(host.screen == "7 s")
    #expect(host.controlLabels.isEmpty)
    let shapes = host.tree.allNodes.filter { $0.kind == .shape }.map(\.label)
    #expect(
      shapes == [
        "Circle", "Path", "SpeakerArc", "LinearGradient", "RadialGradient",
        "Color systemBackground",
      ])
  }

  @Test func aGradientOfColorsSpacesThemEvenly() {
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
  }

  @Test func aPathKeepsThePointsItIsDrawnThroughAndAnArcItsEnd() throws {
    let hand = Path { path in
      path.move(to: CGPoint(x: 195, y: 422))
      path.addLine(to: CGPoint(x: 195, y: 0))
    }
    #expect(hand.points == [CGPoint(x: 195, y: 422), CGPoint(x: 195, y: 0)])
    let arc = SpeakerArc(speakerIndex: 0).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    let end = try #require(arc.points.last)
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 20) < 1e-9)
  }

  @Test func aPlatformColorIsAColorNamedAfterIt() {
    #expect(Color(.systemBackground) == Color("systemBackground"))
    #expect(Color(uiColor: .systemRed).description == "systemRed")
  }

  @Test func anAngleIsMeasuredInDegreesOrRadians() {
    #expect(Angle(radians: .pi).degrees == 180)
    #expect(Angle(degrees: 90).radians == .pi / 2)
    #expect(Angle.radians(.pi) == Angle(degrees: 180))
  }
}
