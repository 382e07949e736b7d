#if !canImport(CoreGraphics)

/// An affine transformation matrix for 2D graphics, as CoreGraphics' `CGAffineTransform`.
///
/// Linux Foundation has `CGPoint`, `CGSize` and `CGRect` but not `CGAffineTransform`, which
/// SwiftUI layouts such as Apple's `MyRadialLayout` use. This type keeps CoreGraphics' names,
/// fields and semantics exactly, and exists only where CoreGraphics is absent.
///
/// The matrix uses CoreGraphics' row-vector convention:
///
/// ```
/// [x' y' 1] = [x y 1] × | a  b  0 |
///                       | c  d  0 |
///                       | tx ty 1 |
/// ```
///
/// so `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
///
/// ```swift
/// // Apple's radial layout rotates a point around the centre:
/// var point = CGPoint(x: 0, y: -radius)
///     .applying(CGAffineTransform(rotationAngle: angle))
/// point.x += bounds.midX
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at position [1,1] of the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] of the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] of the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] of the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] of the matrix: the horizontal translation.
    public var tx: CGFloat
    /// The entry at position [3,2] of the matrix: the vertical translation.
    public var ty: CGFloat

    /// Creates a transform whose entries are all zero, as the imported C struct's `init()`.
    @inlinable
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform: `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates a rotation by `angle` radians.
    ///
    /// In a y-down coordinate space (SwiftUI's) a positive angle turns clockwise on screen;
    /// in a y-up space, counterclockwise. The matrix is `[cos sin −sin cos 0 0]`, with no
    /// rounding of the sine and cosine (a quarter turn leaves `a ≈ 6.1e-17`, as CoreGraphics).
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Creates a scale by `sx` horizontally and `sy` vertically: `[sx 0 0 sy 0 0]`.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a translation by `tx` horizontally and `ty` vertically: `[1 0 0 1 tx ty]`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies `self` first, then `t2` (the matrix product `self × t2`).
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns this transform preceded by a rotation by `angle` radians.
    ///
    /// As `CGAffineTransformRotate`, the rotation is applied to points *before* `self`:
    /// the result is `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns this transform preceded by a scale, as `CGAffineTransformScale`.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns this transform preceded by a translation, as `CGAffineTransformTranslate`.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when it cannot be inverted.
    ///
    /// A transform whose determinant `a·d − b·c` is zero has no inverse; like
    /// `CGAffineTransformInvert`, this then returns the transform it was given.
    @inlinable
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

extension CGPoint {
    /// Returns this point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns this size transformed by `t`, ignoring the translation: `(a·w + c·h, b·w + d·h)`.
    ///
    /// As in CoreGraphics the result may be negative (a flip or half turn); it is not standardized.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains this rectangle's four corners transformed by `t`.
    ///
    /// As `CGRectApplyAffineTransform`, the rectangle is standardized first and the result is the
    /// axis-aligned bounding box, so a rotation generally grows it. A null rectangle comes back
    /// unchanged, and so does an infinite one.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull, !isInfinite else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ]
        .map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (left, right) = (xs.min() ?? 0, xs.max() ?? 0)
        let (top, bottom) = (ys.min() ?? 0, ys.max() ?? 0)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

#endif
