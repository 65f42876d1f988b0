import ArgumentParser
import ItineraryCore

/// `FILE`: the itinerary file a command reads or changes.
package struct FileArgument: ParsableArguments {
    @Argument(help: "The itinerary file.") package var file: String

    package init() {}
}

/// `--trip T`, where it is optional: without it, every trip (`print`, `export`, `plan`).
package struct TripOption: ParsableArguments {
    @Option(help: tripHelp) package var trip: String?

    package init() {}
}

/// `FILE --trip T`: one trip of a file (`add`, `publish`).
package struct TripInFile: ParsableArguments {
    @OptionGroup package var itinerary: FileArgument
    @Option(help: tripHelp) package var trip: String

    package init() {}

    package var file: String { itinerary.file }

    /// The file, read, and the trip in it.
    package func load() throws -> (library: Library, trip: Trip) {
        let library = try loadLibrary(file).library
        return (library, try library.trip(named: trip, in: file))
    }

    /// The file, opened to be changed, and the trip in it.
    package func open() throws -> (file: EditableFile, trip: Trip) {
        let opened = try EditableFile(file)
        return (opened, try opened.library.trip(named: trip, in: file))
    }
}

/// One help for every `--trip`: a trip is named by its id or its name (docs/commands.md).
private let tripHelp = ArgumentHelp("The trip, by id or name.", valueName: "T")
