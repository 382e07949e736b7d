/// A geometric angle whose value you access in either radians or degrees, as SwiftUI's `Angle`.
///
/// The value is stored in radians; `degrees` converts on the way in and out.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians        // .pi / 2
/// (quarter * 2).degrees  // 180
/// ```
@frozen
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates a zero angle.
    @inlinable
    public init() {
        self.init(radians: 0)
    }

    /// Creates an angle of `radians` radians.
    @inlinable
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle of `degrees` degrees.
    @inlinable
    public init(degrees: Double) {
        self.init(radians: degrees * (.pi / 180.0))
    }

    /// Returns an angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }
}

extension Angle: Comparable {
    /// Orders angles by their value in radians, without normalising turns.
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}

extension Angle: AdditiveArithmetic {
    /// The zero angle.
    @inlinable
    public static var zero: Angle { Angle() }

    /// Adds two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// Subtracts one angle from another.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }
}

extension Angle {
    /// Returns the angle turned the other way.
    @inlinable
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }

    /// Scales an angle by `rhs`.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// Divides an angle by `rhs`.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians / rhs)
    }

    /// Scales an angle by `rhs` in place.
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) {
        lhs = lhs * rhs
    }

    /// Divides an angle by `rhs` in place.
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) {
        lhs = lhs / rhs
    }
}
