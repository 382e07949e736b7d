import Testing
import VoteCore

struct ASCIIDigitTests {
    @Test("only the bytes 0–9 are digits, worth 0–9; a UTF-8 fullwidth digit's bytes are not")
    func onlyASCIIDigits() {
        let digits = (UInt8.min...UInt8.max).filter(\.isASCIIDigit)
        #expect(digits == Array("0123456789".utf8))
        #expect(digits.map(\.asciiDigitValue) == Array(0...9))
        let fullwidthThree = Array("３".utf8)
        #expect(fullwidthThree.count == 3)
        #expect(fullwidthThree.allSatisfy { !$0.isASCIIDigit })
    }
}
