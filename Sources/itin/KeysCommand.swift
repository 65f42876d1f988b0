import ArgumentParser
import ItineraryEditor

/// Prints the key table as Markdown: the README's key list is pasted from this.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Print the editor's keys as Markdown.", shouldDisplay: false)

    func run() { print(KeyTable.markdown, terminator: "") }
}
