import Foundation
import Testing
@testable import VoteLayout

struct AngleTests {
    @Test(arguments: [
        (0.0, 0.0), (90, Double.pi / 2), (180, .pi), (-45, -Double.pi / 4), (360, 2 * .pi),
    ])
    func degreesAndRadiansConvert(degrees: Double, radians: Double) {
        #expect(isClose(Angle.degrees(degrees).radians, radians))
        #expect(isClose(Angle.radians(radians).degrees, degrees))
        #expect(Angle(degrees: degrees) == .degrees(degrees))
        #expect(Angle(radians: radians) == .radians(radians))
    }

    @Test func settingDegreesStoresRadians() {
        var angle = Angle()
        #expect(angle == .zero)
        angle.degrees = 180
        #expect(angle.radians == .pi)
    }

    @Test func arithmeticActsOnTheValue() {
        let right = Angle.radians(.pi / 2)
        #expect(right + right == .radians(.pi))
        #expect((right - .degrees(30)).degrees.rounded() == 60)
        #expect(-right == .radians(-.pi / 2))
        #expect(right * 2 == .radians(.pi))
        #expect(right / 2 == .radians(.pi / 4))
        var turning = right
        turning += right
        turning *= 2
        turning /= 4
        turning -= .zero
        #expect(turning == right)
    }

    @Test func anglesCompareByRadiansWithoutNormalising() {
        #expect(Angle.degrees(10) < .degrees(20))
        #expect(Angle.degrees(370) > .degrees(10))
        #expect([Angle.degrees(30), .zero, .degrees(-5)].sorted() == [.degrees(-5), .zero, .degrees(30)])
    }
}
