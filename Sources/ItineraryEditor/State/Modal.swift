import ItineraryCore

/// What sits over the screen and takes the keys: one at a time.
public enum Modal: Equatable, Sendable {
    /// The key list, scrolled by this many lines.
    case help(scroll: Int)
    /// A line of text to type.
    case prompt(Prompt)
    /// A question answered by one key.
    case choice(Choice)
    /// Fields to fill: a new trip, a game, a leg, an edit.
    case form(Form)
    /// Lines to read, such as what an import did.
    case report(Report)
    /// The open trip's map, full-screen.
    case map(MapView)
}

/// A box of plain lines over the screen; arrows scroll it, any other key closes it.
public struct Report: Equatable, Sendable {
    public let title: String
    public let lines: [String]
    public var scroll: Int

    init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines.map(SafeText.clean)
        scroll = 0
    }
}

/// A line of text to type on the status line, and what it is for.
public struct Prompt: Equatable, Sendable {
    public var purpose: Purpose
    public var label: String
    public var field: TextField

    public enum Purpose: Hashable, Sendable {
        case search
        case addTitle(tripID: String, day: Int, index: Int)
    }

    init(_ purpose: Purpose, label: String, text: String = "") {
        self.purpose = purpose
        self.label = label
        field = TextField(text)
    }
}

/// A question with one key per answer. The label and the handling come from one list of
/// options, so what the question offers and what the keys do cannot disagree.
public struct Choice: Equatable, Sendable {
    public let question: String
    public let options: [Option]
    /// What Esc does.
    public let onEscape: Answer
    /// Said after the answers, where a cut costs nothing that matters (the legs `L` adds).
    public var detail: String? = nil

    public struct Option: Equatable, Sendable {
        public let key: Character
        public let label: String
        public let answer: Answer
    }

    public enum Answer: Equatable, Sendable {
        case saveAndQuit
        case quitDiscarding
        /// Closes the question, saying this if anything.
        case dismiss(String?)
        case overwrite(then: Document.AfterSave)
        /// Writes the file deleted on disk again.
        case writeAgain(then: Document.AfterSave)
        case restoreRecovery(Library, path: String)
        /// Asks again before the recovered changes go for good.
        case confirmDiscardRecovery(path: String)
        case discardRecovery(path: String)
        /// Makes a change the user confirmed (removing a game, a trip that is not empty).
        case confirmEdit(Edit, Change, said: String)
        /// Merges the file changed on disk, its conflicts decided for one side.
        case mergeDisk(DiskMerge, MergeSide)
    }

    /// The status line's text: `Unsaved changes. (s)ave and quit, (d)iscard and quit, (c)ancel`.
    public var label: String {
        let answers = options.map { o in
            o.label.first == o.key ? "(\(o.key))\(o.label.dropFirst())" : "(\(o.key)) \(o.label)"
        }
        let line = "\(question) \(answers.joined(separator: ", "))"
        return detail.map { "\(line) · \($0)" } ?? line
    }

    func answer(to key: Key) -> Answer? {
        if key == .escape { return onEscape }
        guard case .char(let c) = key else { return nil }
        return options.first { $0.key == Character(c.lowercased()) }?.answer
    }

    static let quit = Choice(
        question: "Unsaved changes.",
        options: [
            Option(key: "s", label: "save and quit", answer: .saveAndQuit),
            Option(key: "d", label: "discard and quit", answer: .quitDiscarding),
            Option(key: "c", label: "cancel", answer: .dismiss(nil)),
        ], onEscape: .dismiss(nil))

    static func overwrite(_ fileName: String, then: Document.AfterSave) -> Choice {
        Choice(
            question: "\(fileName) changed on disk since it was loaded. Overwrite it?",
            options: [
                Option(key: "y", label: "yes", answer: .overwrite(then: then)),
                Option(key: "n", label: "no", answer: .dismiss("Not saved")),
            ], onEscape: .dismiss("Not saved"))
    }

    static func writeAgain(_ fileName: String, then: Document.AfterSave) -> Choice {
        Choice(
            question: "\(fileName) was deleted on disk. Write it again?",
            options: [
                Option(key: "y", label: "yes", answer: .writeAgain(then: then)),
                Option(key: "n", label: "no", answer: .dismiss("Not saved")),
            ], onEscape: .dismiss("Not saved"))
    }

    static func confirmDiscard(path: String) -> Choice {
        Choice(
            question: "Delete \(FileState(path: path, bytes: nil).name) and the changes in it for good?",
            options: [
                Option(key: "y", label: "yes", answer: .discardRecovery(path: path)),
                Option(key: "n", label: "no", answer: .dismiss("Kept \(path) for later")),
            ], onEscape: .dismiss("Kept \(path) for later"))
    }

    static func confirm(
        _ question: String, _ edit: Edit, _ change: Change, said: String,
        detail: String? = nil, declined: String = "Nothing removed"
    ) -> Choice {
        Choice(
            question: question,
            options: [
                Option(key: "y", label: "yes", answer: .confirmEdit(edit, change, said: said)),
                Option(key: "n", label: "no", answer: .dismiss(declined)),
            ], onEscape: .dismiss(declined), detail: detail)
    }

    static func diskConflict(_ fileName: String, _ merge: DiskMerge, conflicts: [MergeConflict]) -> Choice {
        let first = conflicts[0].line + (conflicts.count > 1 ? " and \(conflicts.count - 1) more" : "")
        return Choice(
            question: "\(fileName) changed on disk against your changes (\(first)).",
            options: [
                Option(key: "k", label: "keep mine", answer: .mergeDisk(merge, .ours)),
                Option(key: "t", label: "take theirs", answer: .mergeDisk(merge, .theirs)),
            ], onEscape: .mergeDisk(merge, .ours))
    }

    static func recover(_ recovered: Library, path: String) -> Choice {
        Choice(
            question: "\(FileState(path: path, bytes: nil).name) holds unsaved changes:",
            options: [
                Option(key: "r", label: "restore", answer: .restoreRecovery(recovered, path: path)),
                Option(key: "d", label: "discard", answer: .confirmDiscardRecovery(path: path)),
                Option(key: "k", label: "keep", answer: .dismiss("Kept \(path) for later")),
            ], onEscape: .dismiss(nil))
    }
}
