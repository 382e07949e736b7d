import Testing
import VoteLayout
@testable import votectl

/// The progress line never wraps, whatever the terminal's width.
struct ProgressBarTests {
    @Test(arguments: [
        ("importing votes.csv", 120),
        ("importing a-rather-long-directory-name-for-testing/big.csv", 40),
        ("importing a-rather-long-directory-name-for-testing/big.csv", 20),
        ("importing 猫の投票/とても長いファイル名です.csv", 30),
        ("importing votes.csv", 5),
    ])
    func theLineStaysShortOfTheLastColumn(label: String, columns: Int) {
        for fraction in [0.0, 0.5, 1.0] {
            let line = ProgressBar.line(label: label, fraction: fraction, columns: columns)
            #expect(line.terminalDisplayWidth <= columns - 1, "\(line.debugDescription)")
            #expect(line.hasSuffix("\(Int(fraction * 100))%"))
        }
    }

    @Test func aWideTerminalGetsTheWholeLabelAndTheFullBar() {
        #expect(
            ProgressBar.line(label: "importing v.csv", fraction: 0.5, columns: 120)
                == "importing v.csv [" + String(repeating: "#", count: 15) + String(repeating: "-", count: 15) + "] 50%"
        )
    }

    @Test func aNarrowTerminalCutsTheLabelWithAnEllipsis() {
        let line = ProgressBar.line(label: "importing a-rather-long-directory-name/big.csv", fraction: 0.1, columns: 40)
        #expect(line.hasPrefix("importing a-rather-"))
        #expect(line.contains("…"))
        #expect(line.contains(" [#---------] 10%"))
    }
}
