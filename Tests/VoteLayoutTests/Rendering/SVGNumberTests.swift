import Foundation
import Testing
@testable import VoteLayout

struct SVGNumberTests {
    @Test(
        arguments: [
            (0, "0"), (-0.0, "0"), (1, "1"), (12.5, "12.5"), (12.345, "12.35"), (0.05, "0.05"), (-0.004, "0"),
            (-3.1, "-3.1"), (206.666_666, "206.67"), (1e6, "1000000"), (.infinity, "0"), (.nan, "0"),
            (1e300, "1000000000000"), (-1e300, "-1000000000000"),
        ] as [(CGFloat, String)]
    )
    func formatsTwoDecimalPlaces(value: CGFloat, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func escapesXMLSpecialCharacters() {
        #expect("Tom & \"Jerry\" <'cat'>".xmlEscaped == "Tom &amp; &quot;Jerry&quot; &lt;&apos;cat&apos;&gt;")
        #expect("bell\u{07}猫".xmlEscaped == "bell猫")
    }
}
