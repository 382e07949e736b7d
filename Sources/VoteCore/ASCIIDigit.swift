extension UInt8 {
    /// Whether the byte is one of the ASCII digits `0`–`9`: the only digits a number, a port, a
    /// timestamp or a podium size may be written with here (no fullwidth or other script's digits).
    @inlinable
    package var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// The value of an ASCII digit (`0` is 0); read only where ``isASCIIDigit`` holds.
    @inlinable
    package var asciiDigitValue: Int { Int(self &- UInt8(ascii: "0")) }
}
