import Foundation
import Testing

@testable import ItineraryCore

/// `FixedText` writes what Foundation's `String(format: "%.Nf")` wrote before it.
@Suite struct FixedTextTests {
    @Test func itWritesWhatStringFormatWrites() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.5, 1.25, 2.675, -73.98765, 40.712_75, 1e15, -1e-9, 179.999_95]
        for _ in 0..<2000 { values.append(Double.random(in: -1000...1000, using: &generator)) }
        for value in values {
            for places in [1, 4] {
                #expect(FixedText.text(value, places: places) == String(format: "%.\(places)f", value), "\(value)")
            }
        }
    }

    @Test func halvesRoundAsTheBinaryValueLies() {
        // 2.675 is 2.67499999… in binary, 0.125 exactly a half (to even).
        #expect(FixedText.text(2.675, places: 2) == "2.67")
        #expect(FixedText.text(0.125, places: 2) == "0.12")
        #expect(FixedText.text(-0.00001, places: 4) == "-0.0000")
    }
}
