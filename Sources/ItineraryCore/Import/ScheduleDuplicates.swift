/// The games of several schedules of one import, each game once: the same game in two feeds
/// (or twice in one) has the same date, teams and place and starts within an hour; the home
/// team's copy is kept. Games whose time is not set match by date, teams and place alone, as
/// many as the one feed that has the most of them holds (a doubleheader's two games stay two).
/// The games keep the order they were read in.
enum ScheduleDuplicates {
    static func unique(_ schedules: [Schedule]) -> (games: [ScheduleEvent], duplicates: Int) {
        var timed: [Key: [(start: LocalDateTime, kept: Int)]] = [:]
        var kept: [(order: Int, game: ScheduleEvent)] = []
        var most: [Key: Int] = [:]  // the most games one schedule has for a key
        var read = 0
        for schedule in schedules {
            var here: [Key: Int] = [:]
            for game in schedule.games {
                read += 1
                let key = Key(game)
                here[key, default: 0] += 1
                guard let time = game.time else { continue }
                let start = LocalDateTime(date: game.date, time: time)
                if let same = timed[key]?.first(where: { abs($0.start.epochSeconds - start.epochSeconds) <= 3600 }) {
                    // The home team's copy is kept (its UID is the one a later import brings).
                    if game.fromHomeFeed && !kept[same.kept].game.fromHomeFeed { kept[same.kept].game = game }
                    continue
                }
                timed[key, default: []].append((start, kept.count))
                kept.append((read, game))
            }
            for (key, count) in here { most[key] = max(most[key] ?? 0, count) }
        }
        var unset: [Key: Int] = [:]
        var order = 0
        for schedule in schedules {
            for game in schedule.games {
                order += 1
                guard game.time == nil else { continue }
                let key = Key(game)
                let room = (most[key] ?? 0) - (timed[key]?.count ?? 0)
                guard unset[key, default: 0] < room else { continue }
                unset[key, default: 0] += 1
                kept.append((order, game))
            }
        }
        kept.sort { $0.order < $1.order }
        return (kept.map(\.game), read - kept.count)
    }

    private struct Key: Hashable {
        let date: CalendarDate
        let away: String
        let home: String
        let place: String

        init(_ game: ScheduleEvent) {
            func fold(_ text: String) -> String { PlaceKey.fold(text) ?? text.trimmingWhitespace().lowercased() }
            date = game.date
            away = TeamName.key(game.away)
            home = TeamName.key(game.home)
            place = game.place.map { "=\($0.name)" } ?? "\(fold(game.venue)), \(fold(game.city))"
        }
    }
}
