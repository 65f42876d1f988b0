import Foundation
import ItineraryCore
import Testing

/// The base file (`baseJSON` as `itin` saves it) in a scratch folder of its own: what a
/// test of a command that writes starts from, and what a refusal must leave byte for byte.
struct BaseFile {
    let scratch: Scratch
    let path: String
    let original: String

    init() throws {
        scratch = try Scratch()
        original = try canonical()
        path = try scratch.write("trips.json", original)
    }

    var text: String { get throws { try scratch.text("trips.json") } }

    func unchanged() throws -> Bool { try text == original }

    /// The library the file held at the start.
    var originalLibrary: Library { get throws { try LibraryDecoder.decode(Array(original.utf8)) } }
}
