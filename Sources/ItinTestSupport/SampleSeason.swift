import ItineraryCore

/// A made-up but realistic season of a 30-team league, the same for the same seed: for the
/// tests and the bench of `itin suggest` (docs/suggest.md), and to try it without a real
/// schedule. Every team plays 162 games in series of 2–4 games; home stands and road trips are
/// 2–4 series long; there are league-wide off days and a few doubleheaders; night games, and day
/// games on Sundays, some Saturdays and getaway days. Each team's own feed has all its games, so
/// every game is in two feeds, with different UIDs, some feeds in UTC and some with TZID.
public struct SampleSeason: Sendable {
    public struct Team: Hashable, Sendable {
        public let name: String
        public let venue: String
        public let city: String
        public let zone: String
        /// Its usual night start, in minutes.
        let night: Int
    }

    /// The major league's teams, ballparks and cities, each a place the gazetteer knows.
    public static let teams: [Team] = [
        ("Red Sox", "Fenway Park", "Boston", "America/New_York", 1150),
        ("Yankees", "Yankee Stadium", "Bronx", "America/New_York", 1145),
        ("Mets", "Citi Field", "Queens", "America/New_York", 1150),
        ("Phillies", "Citizens Bank Park", "Philadelphia", "America/New_York", 1125),
        ("Orioles", "Oriole Park at Camden Yards", "Baltimore", "America/New_York", 1125),
        ("Nationals", "Nationals Park", "Washington", "America/New_York", 1125),
        ("Pirates", "PNC Park", "Pittsburgh", "America/New_York", 1120),
        ("Guardians", "Progressive Field", "Cleveland", "America/New_York", 1150),
        ("Tigers", "Comerica Park", "Detroit", "America/Detroit", 1120),
        ("Blue Jays", "Rogers Centre", "Toronto", "America/Toronto", 1147),
        ("Rays", "George M. Steinbrenner Field", "Tampa", "America/New_York", 1130),
        ("Marlins", "loanDepot park", "Miami", "America/New_York", 1120),
        ("Braves", "Truist Park", "Atlanta", "America/New_York", 1160),
        ("Reds", "Great American Ball Park", "Cincinnati", "America/New_York", 1120),
        ("Cubs", "Wrigley Field", "Chicago", "America/Chicago", 1145),
        ("White Sox", "Rate Field", "Chicago", "America/Chicago", 1120),
        ("Brewers", "American Family Field", "Milwaukee", "America/Chicago", 1120),
        ("Twins", "Target Field", "Minneapolis", "America/Chicago", 1150),
        ("Cardinals", "Busch Stadium", "St. Louis", "America/Chicago", 1125),
        ("Royals", "Kauffman Stadium", "Kansas City", "America/Chicago", 1120),
        ("Astros", "Daikin Park", "Houston", "America/Chicago", 1150),
        ("Rangers", "Globe Life Field", "Arlington", "America/Chicago", 1145),
        ("Rockies", "Coors Field", "Denver", "America/Denver", 1120),
        ("Diamondbacks", "Chase Field", "Phoenix", "America/Phoenix", 1120),
        ("Padres", "Petco Park", "San Diego", "America/Los_Angeles", 1120),
        ("Dodgers", "Dodger Stadium", "Los Angeles", "America/Los_Angeles", 1150),
        ("Angels", "Angel Stadium", "Anaheim", "America/Los_Angeles", 1118),
        ("Giants", "Oracle Park", "San Francisco", "America/Los_Angeles", 1125),
        ("Athletics", "Sutter Health Park", "West Sacramento", "America/Los_Angeles", 1145),
        ("Mariners", "T-Mobile Park", "Seattle", "America/Los_Angeles", 1120),
    ].map { Team(name: $0.0, venue: $0.1, city: $0.2, zone: $0.3, night: $0.4) }

    public struct Game: Hashable, Sendable {
        public let home: Int
        public let away: Int
        public let start: LocalDateTime
        /// Its number in the season, for UIDs.
        public let number: Int
    }

    public let seed: UInt64
    public let teams: [Team]
    /// In the order played.
    public let games: [Game]

    /// `teamCount` of the league's teams (all 30 by default), from Opening Day in `year`.
    public init(seed: UInt64, year: Int = 2026, teamCount: Int = 30, gamesPerTeam: Int = 162) {
        precondition(teamCount >= 2 && teamCount <= Self.teams.count && teamCount % 2 == 0)
        self.seed = seed
        var random = SeasonRandom(seed: seed)
        var order = Array(Self.teams.indices)
        random.shuffle(&order)
        teams = order.prefix(teamCount).map { Self.teams[$0] }

        // Rounds: every team plays one series a round, all of them the round's length.
        var lengths: [Int] = []
        while lengths.reduce(0, +) < gamesPerTeam {
            let left = gamesPerTeam - lengths.reduce(0, +)
            if left <= 4 {
                if left >= 2 {
                    lengths.append(left)
                } else if let i = lengths.lastIndex(where: { $0 < 4 }) {
                    lengths[i] += 1
                }
                break
            }
            lengths.append([3, 3, 3, 3, 3, 3, 2, 4][random.below(8)])
        }
        // Home stands and road trips: couples of teams, one at home while the other is away,
        // in runs of 2–4 series.
        var home = [[Bool]](repeating: [], count: teamCount)
        for c in 0..<(teamCount / 2) {
            var atHome = random.below(2) == 0
            while home[2 * c].count < lengths.count {
                for _ in 0..<(2 + random.below(3)) where home[2 * c].count < lengths.count {
                    home[2 * c].append(atHome)
                    home[2 * c + 1].append(!atHome)
                }
                atHome.toggle()
            }
        }
        var games: [Game] = []
        var day = CalendarDate(year: year, month: 3, day: 26)!
        var lastOpponent = [Int](repeating: -1, count: teamCount)
        for (r, length) in lengths.enumerated() {
            if r > 0, random.below(10) < 3 { day = day.adding(days: 1) }  // an off day for the league
            let hosts = (0..<teamCount).filter { home[$0][r] }
            var guests = (0..<teamCount).filter { !home[$0][r] }
            for _ in 0..<20 {  // not the same opponent two series running, if a shuffle finds it
                random.shuffle(&guests)
                if !zip(hosts, guests).contains(where: { lastOpponent[$0] == $1 }) { break }
            }
            for (h, a) in zip(hosts, guests) {
                lastOpponent[h] = a
                lastOpponent[a] = h
                // Now and then a rained-out game made up as a doubleheader, the series a day shorter.
                let doubleheader = length == 3 && random.below(60) == 0 ? random.below(2) : -1
                var gameDay = 0
                for g in 0..<length {
                    let date = day.adding(days: gameDay)
                    let last = g == length - 1
                    var minutes = Self.start(date, night: teams[h].night, getaway: last, random: &random)
                    if g == doubleheader {
                        minutes = 13 * 60 + 5
                    } else if g == doubleheader + 1 {
                        minutes = 18 * 60 + 35
                    }
                    if g != doubleheader { gameDay += 1 }
                    games.append(
                        Game(
                            home: h, away: a, start: LocalDateTime(date: date, secondsIntoDay: minutes * 60), number: 0)
                    )
                }
            }
            day = day.adding(days: length)
        }
        games.sort { ($0.start, $0.home) < ($1.start, $1.home) }
        self.games = games.enumerated().map { Game(home: $1.home, away: $1.away, start: $1.start, number: $0 + 1) }
    }

    /// Day games on Sundays, on some Saturdays and on half the getaway days; else the team's
    /// night start, now and then ten minutes off it.
    private static func start(_ date: CalendarDate, night: Int, getaway: Bool, random: inout SeasonRandom) -> Int {
        switch date.weekday {
        case 0: return [13 * 60 + 5, 13 * 60 + 10, 13 * 60 + 35, 13 * 60 + 40, 16 * 60 + 10][random.below(5)]
        case 6 where random.below(3) == 0: return [13 * 60 + 5, 16 * 60 + 5, 16 * 60 + 10][random.below(3)]
        default:
            if getaway, random.below(2) == 0 { return [12 * 60 + 35, 13 * 60 + 5, 13 * 60 + 10][random.below(3)] }
            return night + [0, 0, 0, 0, -10, 10][random.below(6)]
        }
    }

    /// The games of a team, home and away.
    public func games(of team: Int) -> [Game] { games.filter { $0.home == team || $0.away == team } }

    /// A team's feed as its site publishes it: every game of the team, `SUMMARY` `AWAY @
    /// HOME`, `LOCATION` `VENUE, CITY`, a UID of its own; in UTC with the team's zone as
    /// `X-WR-TIMEZONE` when `utc`, else each start with its venue's `TZID`.
    public func ics(team: Int, utc: Bool, zones: ZoneCache = .shared) -> String {
        let me = teams[team]
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//itin//sample season \(seed)//EN",
            "X-WR-CALNAME:\(me.name) \(games.first!.start.date.year)",
        ]
        if utc { lines.append("X-WR-TIMEZONE:\(me.zone)") }
        for game in games(of: team) {
            let host = teams[game.home]
            let end = game.start.adding(seconds: 3 * 3600)
            lines.append("BEGIN:VEVENT")
            lines.append("UID:\(Slug.of(me.name))-\(game.number)-\(seed)@sample.example")
            lines.append("DTSTAMP:20260101T000000Z")
            if utc, let zone = zones.zone(host.zone) {
                lines.append("DTSTART:\(Self.stamp(LocalDateTime(epochSeconds: zone.utc(fromLocal: game.start))))Z")
                lines.append("DTEND:\(Self.stamp(LocalDateTime(epochSeconds: zone.utc(fromLocal: end))))Z")
            } else {
                lines.append("DTSTART;TZID=\(host.zone):\(Self.stamp(game.start))")
                lines.append("DTEND;TZID=\(host.zone):\(Self.stamp(end))")
            }
            lines.append("SUMMARY:\(teams[game.away].name) @ \(host.name)")
            lines.append("LOCATION:\(host.venue)\\, \(host.city)")
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A team's feed as CSV (`date,time,away,home,venue,city,tz`); `home` alone: only its home games.
    public func csv(team: Int, homeOnly: Bool = false) -> String {
        var text = "date,time,away,home,venue,city,tz\n"
        for game in games(of: team) where !homeOnly || game.home == team {
            let host = teams[game.home]
            text +=
                "\(game.start.date),\(game.start.time),\(teams[game.away].name),\(host.name),\(host.venue),\(host.city),\(host.zone)\n"
        }
        return text
    }

    /// The season as the events the importer would read from the home teams' feeds.
    public var events: [ScheduleEvent] {
        games.map { g in
            let host = teams[g.home]
            return ScheduleEvent(
                line: g.number, start: g.start, away: teams[g.away].name, home: host.name,
                venue: host.venue, city: host.city, tz: host.zone, uid: "g\(g.number)-\(seed)@sample.example")
        }
    }

    /// `20260612T191000`
    static func stamp(_ t: LocalDateTime) -> String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        let m = t.secondsIntoDay / 60
        return "\(pad(t.date.year, 4))\(pad(t.date.month, 2))\(pad(t.date.day, 2))T\(pad(m / 60, 2))\(pad(m % 60, 2))00"
    }
}

/// A small seeded generator (SplitMix64): the same numbers for the same seed on every platform.
public struct SeasonRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    public mutating func shuffle<T>(_ a: inout [T]) {
        guard a.count > 1 else { return }
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, below(i + 1)) }
    }
}
