import ItinSettings
import ItineraryEditor
import Testing

/// The settings' `[keys]` (docs/settings.md): an action = a key or a list of keys, read
/// into the key table in force, or refused at the line that says it.
@Suite struct KeySettingsTests {
    /// The reader as the other settings tests call it.
    let reader = SettingsReaderTests()
    func read(_ text: String) throws(SettingsRefusal) -> Settings { try reader.read(text) }
    func refusal(_ text: String) -> [String] { reader.refusal(text) }

    @Test func anActionTakesAKeyOrAList() throws {
        let keys = try read(
            """
            [keys]
            "trip.add-note" = "o"
            "holding.drop" = ["enter", "space"]
            trip.search = "F3"              # a dotted key names the same action
            """
        ).keys
        #expect(keys.action(for: .char("o"), in: .trip) == .add)
        #expect(keys.action(for: .char("a"), in: .trip) == nil)
        #expect(keys.action(for: .char("m"), in: .holding) == nil, "the list replaces the action's keys")
        #expect(keys.action(for: .char(" "), in: .holding) == .drop)
        #expect(keys.action(for: .function(3), in: .trip) == .search)
        #expect(try read("[keys.trip]\nadd-note = \"o\"\n") == read("[keys]\n\"trip.add-note\" = \"o\"\n"))
    }

    @Test func noKeysTableIsTheStandardKeys() throws {
        #expect(try read("mouse = true\n").keys == KeyTable.standard)
    }

    @Test func everyRefusalIsAtItsLine() {
        #expect(
            refusal("[keys]\n\n\"trip.add\" = \"o\"\n").first?.hasPrefix(
                "config.toml:3: unknown action: trip.add (trip's are") == true)
        #expect(
            refusal("[keys]\n\"trip.add-note\" = \"hyper-o\"\n")
                == [
                    "config.toml:2: trip.add-note: not a key: \"hyper-o\" (a character, space, enter, esc, tab, backspace, delete, up, down, left, right, home, end, pgup, pgdn, f1…f12 or ctrl-a…ctrl-z)"
                ])
        #expect(
            refusal("[keys]\n\"trip.add-note\" = 5\n") == [
                "config.toml:2: trip.add-note must be a key or a list of keys, not an integer"
            ])
        #expect(
            refusal("[keys]\n\"trip.add-note\" = [\"o\", true]\n") == [
                "config.toml:2: trip.add-note must be a key or a list of keys, not a list holding true or false"
            ])
        #expect(refusal("keys = \"o\"\n") == ["config.toml:1: keys must be a table ([keys]), not a string"])
        #expect(
            refusal("[keys]\n# a comment\n\"trip.add-note\" = \"ctrl-z\"\n")
                == ["config.toml:3: ctrl-z suspends wherever you are; it cannot be bound to trip.add-note"])
        #expect(refusal("[keys]\n\"everywhere.help\" = \"ctrl-l\"\n\"trips.open\" = \"ctrl-c\"\n").count == 2)
        #expect(
            refusal("[keys]\n\"everywhere.quit\" = \"Q\"\n") == [
                "config.toml:2: everywhere.quit is the terminal's key (ctrl-c) and cannot be changed"
            ])
        #expect(refusal("[keys]\n\"trip.add-note\" = []\n") == ["config.toml:2: trip.add-note needs a key"])
    }

    @Test func aKeyBoundTwiceInOneScopeIsRefusedAtTheLineThatDidIt() {
        #expect(
            refusal("[keys]\n\"trip.search\" = \"F3\"\n\"trip.add-note\" = \"e\"\n")
                == ["config.toml:3: e would be both trip.add-note and trip.edit"])
        // Both named: the first line of the two.
        #expect(
            refusal("[keys]\n\"trip.edit\" = \"z\"\n\n\"trip.add-note\" = \"z\"\n")
                == ["config.toml:2: z would be both trip.add-note and trip.edit"])
        // A swap is fine.
        #expect(refusal("[keys]\n\"holding.drop\" = \"esc\"\n\"holding.cancel\" = \"enter\"\n").isEmpty)
    }

    @Test func aBadValueStillNamesAnUnknownActionButNoClash() {
        let lines = refusal("[keys]\n\"trip.add-note\" = \"e\"\n\"trip.edit\" = 7\n\"trip.nothing\" = \"x\"\n")
        #expect(
            lines == [
                "config.toml:3: trip.edit must be a key or a list of keys, not an integer",
                "config.toml:4: unknown action: trip.nothing (`itin keys` lists them)",
            ])
    }

    @Test func changedKeysPrintAndReadBack() throws {
        var settings = Settings()
        settings.keys = try KeyTable.standard.replacing([
            ("trip.add-note", [.char("\"")]), ("holding.drop", [.enter, .char("\\")]),
            ("everywhere.help", [.function(1)]),
        ])
        let text = SettingsText.toml(settings)
        #expect(text.contains("\n\"trip.add-note\" = \"\\\"\"\n"))
        #expect(text.contains("\n\"holding.drop\" = [\"enter\", \"\\\\\"]\n"))
        #expect(text.contains("\n# \"everywhere.quit\" = \"ctrl-c\"  (the terminal's: cannot change)\n"))
        #expect(try read(text) == settings)
        #expect(try read(SettingsText.toml(Settings())).keys == KeyTable.standard)
    }
}
