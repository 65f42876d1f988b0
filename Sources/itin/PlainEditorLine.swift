extension EditSession {
    /// The editor's own command line, read without ArgumentParser: nothing but a FILE,
    /// `--demo` and `--no-mouse`, each at most once; nil for anything else. ArgumentParser
    /// learns every command's options by reflection and looks for a completion-script request
    /// before it reads a word, which was over 40% of opening a small library. Whatever is not
    /// plainly the editor's (a command's name, `help`, any other option, `--`, a FILE beside
    /// `--demo`) is left to ArgumentParser, so its messages and exit statuses stay as they were.
    /// `isCommand`: whether a word would choose another command; asked only of a word that
    /// could be one (no command's name has a dot or a slash, as `trip.json` and `./trip` do),
    /// since ArgumentParser's names take a tenth of a millisecond to gather.
    static func plain(_ arguments: some Sequence<String>, isCommand: (String) -> Bool) -> EditSession? {
        var file: String?
        var demo = false
        var noMouse = false
        for argument in arguments {
            switch argument {
            case "--demo" where !demo: demo = true
            case "--no-mouse" where !noMouse: noMouse = true
            default:
                let couldBeCommand = !argument.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }
                guard file == nil, !argument.isEmpty, !argument.hasPrefix("-"), !(couldBeCommand && isCommand(argument))
                else {
                    return nil
                }
                file = argument
            }
        }
        switch (file, demo) {
        case (let file?, false): return EditSession(source: .file(file), mouse: !noMouse)
        case (nil, true): return EditSession(source: .demo, mouse: !noMouse)
        case (nil, false): return EditSession(source: .usual, mouse: !noMouse)
        case (_?, true): return nil
        }
    }
}
