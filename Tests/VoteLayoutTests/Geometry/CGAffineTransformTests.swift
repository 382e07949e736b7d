import Foundation
import Testing
@testable import VoteLayout

#if !canImport(CoreGraphics)
struct CGAffineTransformTests {
    /// A transform with six distinct entries, so a swapped entry cannot go unnoticed.
    static let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func identityIsTheUnitMatrix() {
        let identity = CGAffineTransform.identity
        #expect([identity.a, identity.b, identity.c, identity.d, identity.tx, identity.ty] == [1, 0, 0, 1, 0, 0])
        #expect(identity.isIdentity)
        #expect(!Self.sample.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test("Points use the row-vector convention: x' = ax + cy + tx, y' = bx + dy + ty")
    func pointApplyingUsesRowVectors() {
        #expect(CGPoint(x: 1, y: 1).applying(Self.sample) == CGPoint(x: 9, y: 12))
        #expect(CGPoint(x: 2, y: 0).applying(Self.sample) == CGPoint(x: 7, y: 10))
    }

    @Test(arguments: [
        (CGAffineTransform(scaleX: 2, y: 3), [2, 0, 0, 3, 0, 0] as [CGFloat]),
        (CGAffineTransform(translationX: -4, y: 7), [1, 0, 0, 1, -4, 7]),
        (CGAffineTransform(rotationAngle: 0), [1, 0, -0.0, 1, 0, 0]),
    ])
    func initializersBuildCoreGraphicsMatrices(transform: CGAffineTransform, entries: [CGFloat]) {
        #expect([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] == entries)
    }

    @Test func rotationIsCosSinMinusSinCosWithoutSnapping() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(quarter.a == cos(.pi / 2))
        #expect(quarter.a != 0)  // CoreGraphics leaves 6.1e-17 here too
        #expect(quarter.b == 1 && quarter.c == -1 && quarter.d == cos(.pi / 2))
        // y-down: a quarter turn takes the x axis onto the y axis.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
    }

    @Test func concatenatingAppliesSelfFirstThenTheArgument() {
        let product = Self.sample.concatenating(CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12))
        #expect(product == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))

        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 1, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 3, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 4, y: 4))
    }

    @Test("rotated, scaledBy and translatedBy act before the receiver (pre-concatenation)")
    func builderMethodsPreConcatenate() {
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 21)))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))

        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint.zero.applying(turn.translatedBy(x: 10, y: 0)), CGPoint(x: 0, y: 10)))
        #expect(Self.sample.translatedBy(x: 1, y: 1) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 9, ty: 12))
    }

    @Test func invertedUndoesTheTransform() {
        let inverse = Self.sample.inverted()
        #expect(inverse == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
        #expect(CGPoint(x: 9, y: 12).applying(inverse) == CGPoint(x: 1, y: 1))

        let mixed = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: -2, y: 9)
        let roundTrip = mixed.concatenating(mixed.inverted())
        for (entry, expected) in zip(
            [roundTrip.a, roundTrip.b, roundTrip.c, roundTrip.d, roundTrip.tx, roundTrip.ty],
            [1, 0, 0, 1, 0, 0] as [CGFloat]
        ) {
            #expect(isClose(entry, expected))
        }
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 4)
        #expect(flat.inverted() == flat)
    }

    @Test func sizeApplyingIgnoresTranslationAndKeepsSigns() {
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(Self.sample) == CGSize(width: 70, height: 100))
        #expect(size.applying(CGAffineTransform(translationX: 5, y: 5)) == size)
        #expect(isClose(size.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGSize(width: -20, height: 10)))
    }

    @Test(arguments: [
        (CGAffineTransform(translationX: 3, y: -2), CGRect(x: 4, y: 0, width: 10, height: 20)),
        (CGAffineTransform(scaleX: -1, y: 2), CGRect(x: -11, y: 4, width: 10, height: 40)),
        (CGAffineTransform(rotationAngle: .pi / 2), CGRect(x: -22, y: 1, width: 20, height: 10)),
        (
            CGAffineTransform(rotationAngle: .pi / 4),
            CGRect(
                x: -21 / 2.squareRoot(),
                y: 3 / 2.squareRoot(),
                width: 30 / 2.squareRoot(),
                height: 30 / 2.squareRoot()
            )
        ),
    ])
    func rectApplyingReturnsTheBoundingBox(transform: CGAffineTransform, expected: CGRect) {
        let rect = CGRect(x: 1, y: 2, width: 10, height: 20)
        #expect(isClose(rect.applying(transform), expected))
    }

    @Test func rectApplyingStandardizesAndKeepsNull() {
        let flipped = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(flipped.applying(.identity) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(CGRect.null.applying(Self.sample).isNull)
    }

    @Test func transformsAreHashableValues() {
        let set: Set<CGAffineTransform> = [
            .identity, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0), Self.sample,
        ]
        #expect(set.count == 2)
    }
}
#endif
