/// Which bindings a key pressed in a scope reaches besides the scope's own: the one home of
/// that rule, for dispatch, the keys that messages name, and the clashes the settings refuse.
extension Scope {
    /// The scope whose keys this one's may stand over, and which it falls back to: a
    /// selection's over the trip's.
    var underneath: Scope? { self == .selecting ? .trip : nil }

    /// Whether a binding of `everywhere` reaches this scope: every list's, but while holding
    /// only quitting and the help reach past the drag keys.
    func reaches(everywhere binding: Binding) -> Bool {
        switch self {
        case .trips, .trip, .selecting: return true
        case .holding: return binding.action == .quit || binding.action == .help
        case .everywhere, .anytime: return false
        }
    }
}
