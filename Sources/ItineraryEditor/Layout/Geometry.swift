/// Where everything sits on a screen of one size: the title row, the list rows, the gutter,
/// the status line and the help box. Render, the mouse and scrolling all read it, so they
/// cannot disagree about where a row is.
public struct Geometry: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// One status line; two while something is held (where it would go, and why or the keys),
    /// so that at 80 columns neither the position nor the reason is cut (docs/keys.md).
    public let statusLines: Int

    public static let minimumWidth = 40
    public static let minimumHeight = 10

    public init(width: Int, height: Int, statusLines: Int = 1) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.statusLines = min(max(statusLines, 1), 2)
    }

    /// Below 40×10 only `Terminal too small` is shown, and no key but quit acts (docs/keys.md).
    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    // MARK: - Rows

    public let titleRow = 0
    /// The screen row of the list's first line.
    public let listTop = 1
    /// Rows between the title bar and the status lines.
    public var listHeight: Int { max(height - 1 - statusLines, 0) }
    /// The first status line: the held row's position while holding, else the only one.
    public var statusTop: Int { height - statusLines }
    /// The last line of the screen: messages, prompts, questions, reasons and hints.
    public var statusRow: Int { height - 1 }
    /// How far PgUp and PgDn move the cursor: a screenful less one row of context.
    public var page: Int { max(listHeight - 1, 1) }

    /// The list row under a screen row, or nil outside the list.
    public func listRow(atScreenRow y: Int, scroll: Int) -> Int? {
        (listTop..<(listTop + listHeight)).contains(y) ? scroll + y - listTop : nil
    }

    /// Where a pointer outside the list points: one row past the top or bottom edge.
    public func listRowBeyond(screenRow y: Int, scroll: Int) -> Int {
        y < listTop ? scroll - 1 : scroll + listHeight
    }

    /// −1 or +1 when a screen row is at the top or bottom edge of the list (a drag there scrolls).
    public func edge(atScreenRow y: Int) -> Int? {
        y <= listTop ? -1 : y >= listTop + listHeight - 1 ? 1 : nil
    }

    // MARK: - Columns of a list row

    /// Column 0 holds the cursor or the lift mark, column 1 the ✗ or ⚠ flag.
    public static let cursorColumn = 0
    public static let flagColumn = 1
    public static let headerColumn = 3
    public static let markerColumn = 5
    public static let entryColumn = 7
    /// How far right a lifted row is drawn.
    public static let liftShift = 2
    /// The trips list's name column.
    public static let tripNameColumn = 2

    // MARK: - The help box

    public struct Box: Equatable, Sendable {
        public let left, top, width, height: Int
        /// The lines of text inside the border.
        public var inner: Int { max(height - 2, 0) }
    }

    /// The help's box for a help of `lines` lines: centred, as tall as fits.
    public func helpBox(lines: Int) -> Box {
        let boxWidth = min(width - 2, 84)
        let boxHeight = min(height - 2, lines + 2)
        return Box(
            left: (width - boxWidth) / 2, top: max((height - boxHeight) / 2, 0), width: boxWidth, height: boxHeight)
    }

    /// A form's box: a line per field, a blank line and a line for the focused field's
    /// problem; in the upper part of the screen, so the rows below stay in view.
    public func formBox(fields: Int) -> Box {
        let boxWidth = min(width - 2, 76)
        let boxHeight = min(height - 2, fields + 4)
        return Box(
            left: (width - boxWidth) / 2, top: max(min(3, height - 1 - boxHeight), 0), width: boxWidth,
            height: boxHeight)
    }

    /// The furthest the help can scroll: its last line at the bottom of the box.
    public func helpScrollLimit(lines: Int) -> Int { max(lines - helpBox(lines: lines).inner, 0) }
}
