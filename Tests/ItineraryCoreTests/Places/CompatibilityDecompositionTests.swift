// Only the tests link Foundation: its NFKD is what the table must agree with.
import Foundation
import Testing

@testable import ItineraryCore

/// The NFKD table that stands in for Foundation's (CompatibilityDecomposition, made by
/// scripts/fold_table.py from Python's Unicode 14.0.0).
@Suite struct CompatibilityDecompositionTests {
    private func decomposed(_ scalar: Unicode.Scalar) -> [UInt32] {
        var scalars = String.UnicodeScalarView()
        CompatibilityDecomposition.append(scalar, to: &scalars)
        return scalars.map(\.value)
    }

    private func hex(_ values: [UInt32]) -> String { values.map { String($0, radix: 16) }.joined(separator: " ") }

    /// Every scalar Unicode 14 assigns decomposes as Foundation decomposes it (ICU's Unicode
    /// is newer, but Unicode never changes an assigned character's decomposition); any other
    /// is left as it is, since the table does not know it.
    @Test func everyScalarDecomposesAsFoundationDecomposesIt() {
        var differ: [String] = []
        var compared = 0
        for value: UInt32 in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mine = decomposed(scalar)
            guard let age = scalar.properties.age, (age.major, age.minor) <= (14, 0) else {
                if mine != [value] { differ.append("\(hex([value])): \(hex(mine)), but it is not in Unicode 14") }
                continue
            }
            compared += 1
            let foundation = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars.map(\.value)
            if mine != foundation { differ.append("\(hex([value])): \(hex(mine)), Foundation \(hex(foundation))") }
        }
        #expect(compared > 280_000)
        #expect(differ.isEmpty, "\(differ.count): \(differ.prefix(20).joined(separator: "; "))")
    }

    /// A whole string's NFKD sorts each run of scalars of combining class above 0; the table
    /// decomposes each scalar on its own and leaves them as they come. The callers drop marks
    /// or write each as one `?`, which is the same in any order only if all of them are marks.
    @Test func everyScalarThatNFKDReordersIsAMark() {
        var notMarks: [String] = []
        for value: UInt32 in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass.rawValue > 0 else {
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: notMarks.append(hex([value]))
            }
        }
        #expect(notMarks.isEmpty, "\(notMarks)")
    }

    @Test func marksOutOfCanonicalOrderFoldAsInOrder() {
        // Foundation puts U+0323 (below, class 220) before U+0301 (above, 230); the table
        // keeps them as written. U+1D165 is a spacing mark of class 216.
        let text = "Ne\u{301}\u{323}a\u{301}\u{1D165}"
        let foundation = text.decomposedStringWithCompatibilityMapping.unicodeScalars
        #expect(Array(CompatibilityDecomposition.of(text)) != Array(foundation))
        #expect(PlaceKey.fold(text) == "nea")
        #expect(MapLegend(glyphs: .ascii).text(text) == "Nea?")
    }

    @Test func hangulSyllablesDecomposeIntoTheirJamo() {
        #expect(decomposed("가") == [0x1100, 0x1161])
        #expect(decomposed("한") == [0x1112, 0x1161, 0x11AB])
        // The last syllable, U+D7A3.
        #expect(decomposed("힣") == [0x1112, 0x1175, 0x11C2])
    }

    @Test func namesFoldThroughTheTable() {
        #expect(PlaceKey.fold("ﬁnale") == "finale")
        #expect(PlaceKey.spaced("Ｎｅｗ\u{3000}Ｙｏｒｋ") == "new york")
        #expect(PlaceKey.fold("Montréal") == "montreal")
        #expect(PlaceKey.fold("Montre\u{301}al") == "montreal")
        #expect(PlaceKey.fold("x²") == "x2")
        #expect(PlaceKey.fold("Louis Ⅻ") == "louisxii")
        // Jamo are letters, but not ASCII ones: the gazetteer has no such key.
        #expect(PlaceKey.fold("한국") == nil)

        let legend = MapLegend(glyphs: .ascii)
        #expect(legend.text("ﬁnale") == "finale")
        #expect(legend.text("Ｎｅｗ\u{3000}Ｙｏｒｋ") == "New York")
        #expect(legend.text("Montréal") == "Montreal")
        #expect(legend.text("x²") == "x2")
        #expect(legend.text("Louis Ⅻ") == "Louis XII")
        // Three jamo each.
        #expect(legend.text("한국") == "??????")
    }
}
