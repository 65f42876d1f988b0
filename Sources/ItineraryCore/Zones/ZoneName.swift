/// What an IANA zone name may look like. The shape alone keeps a name inside the database's
/// folder: no leading `/`, no empty, `.` or `..` component.
enum ZoneName {
    static func isWellFormed(_ name: String) -> Bool {
        let allowed = name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                return true
            default: return false
            }
        }
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        return allowed && !name.isEmpty
            && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func path(of name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
