/// The three-way rule for one value: what changed on one side only is taken from that side,
/// the same change on both sides is taken once, different changes disagree.
enum ThreeWay<Value: Equatable> {
    case agreed(Value)
    case disputed(ours: Value, theirs: Value)

    init(base: Value, ours: Value, theirs: Value) {
        if ours == theirs || theirs == base {
            self = .agreed(ours)
        } else if ours == base {
            self = .agreed(theirs)
        } else {
            self = .disputed(ours: ours, theirs: theirs)
        }
    }

    func resolved(preferring side: MergeSide) -> Value {
        switch self {
        case .agreed(let value): return value
        case .disputed(let ours, let theirs): return side == .ours ? ours : theirs
        }
    }
}

extension MergeSide {
    /// This side's one of a pair given as (ours, theirs).
    func pick<T>(_ ours: T, _ theirs: T) -> T { self == .ours ? ours : theirs }
}
