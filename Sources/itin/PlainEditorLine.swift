extension EditSession {
    /// The editor's own command line, read without ArgumentParser: nothing but a FILE,
    /// `--demo` and `--no-mouse`, each at most once; nil for anything else. ArgumentParser
    /// learns every command's options by reflection and looks for a completion-script request
    /// before it reads a word, which was over 40% of opening a small library. Whatever is not
    /// plainly the editor's (a command's name, `help`, any other option, `--`, a FILE beside
    /// `--demo`) is left to ArgumentParser, so its messages and exit statuses stay as they were.
    /// `commands`: the names that would choose another command.
    static func plain(_ arguments: some Sequence<String>, commands: Set<String>) -> EditSession? {
        var file: String?
        var demo = false
        var noMouse = false
        for argument in arguments {
            switch argument {
            case "--demo" where !demo: demo = true
            case "--no-mouse" where !noMouse: noMouse = true
            default:
                guard file == nil, !argument.isEmpty, !argument.hasPrefix("-"), !commands.contains(argument) else {
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
