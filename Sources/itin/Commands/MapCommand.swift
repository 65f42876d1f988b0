import ArgumentParser
import ItinCommandLine
import ItinSettings
import ItineraryCore
import ItineraryEditor

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct MapCommand: SettingsCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw a trip's route in the terminal: the land, borders and lakes around it, the stops numbered.",
        discussion: """
            Each stop (a game's city, a leg's ends) is a number in visiting order; a place \
            visited again keeps its first number. Legs are lines: solid by car, dashed by train, \
            dotted by air. The legend below names the stops, with the dates of one visited on \
            several days, and the places left out because they are unknown. The map fills the \
            terminal, or 100x30 when standard output is not a terminal. Map data: Natural Earth.
            """)

    @OptionGroup var place: TripInFile
    @OptionGroup var whose: TravellerOption
    @Option(help: "Only this day's stops and legs (1 is the first day).") var day: Int?
    @Option(help: "Columns (default: the terminal's, or 100).") var width: Int?
    @Option(help: "Rows, the legend included (default: the terminal's, or 30).") var height: Int?
    @Flag(help: "Write nothing but ASCII: letters for lines, the legend's names without accents.")
    var ascii = false

    func validate() throws {
        if let width, !(10...1000).contains(width) { throw ValidationError("--width must be 10 to 1000 columns.") }
        if let height, !(5...1000).contains(height) { throw ValidationError("--height must be 5 to 1000 rows.") }
    }

    func run(settings: Settings) throws {
        let library = try loadLibrary(place.file).library
        let trip = try whose.own(library.trip(named: place.trip, in: place.file), in: place.file)
        if let day, !(1...trip.days).contains(day) {
            throw CommandFailure(ExitStatus.usage, "--day \(day) is outside the trip: it has days 1 to \(trip.days)")
        }
        let terminal = isatty(STDOUT_FILENO) == 1
        // One row fewer than the terminal's, so the prompt after it does not scroll the map's top away.
        let size = terminal ? Terminal.kernelSize().map { (width: $0.width, height: max($0.height - 1, 5)) } : nil
        let route = MapRoute(trip, places: PlaceResolver(library))
        // Colour only on a terminal.
        let colors = terminal ? settings.colorsInForce : nil
        let drawing = MapDrawing(
            route: route, focus: day.map { .day($0) } ?? .trip, glyphs: ascii ? .ascii : .braille,
            colors: colors)
        let frame = drawing.frame(width: width ?? size?.width ?? 100, height: height ?? size?.height ?? 30)
        let palette = colors.map { Palette($0, depth: Self.colorDepth()) }
        let text =
            frame.lines.indices.map { FrameText.line(frame, $0, palette: palette) }
            .joined(separator: "\n") + "\n"
        try writeToStandardOutput(text)
    }

    /// Without terminfo: COLORTERM's truecolor, a TERM that says 256 colours, else eight.
    private static func colorDepth() -> ColorDepth {
        let term = Environment.process["TERM"] ?? ""
        return ColorDepth(
            colorterm: Environment.process["COLORTERM"],
            terminfoColors: term.contains("256color") ? 256 : 8)
    }
}
