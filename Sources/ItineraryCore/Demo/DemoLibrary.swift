/// The built-in demo trips (README.md): two trips, one with a doubleheader, a day without
/// games, a leg at every change of city, a leg from a city without games, and a leg whose
/// window spans several days, so a new user meets allowed and forbidden zones at once; and
/// one travel warning (README.md): a drive from a day game in San Francisco to a night game in
/// Los Angeles that nobody can make. Three travellers share the Northeast trip's costs, so `$`
/// shows a real settle-up, and do not all arrive the same way (docs/travellers.md): Alice
/// flies in from Chicago, Bob (at home in Boston) drives the two of them to New York, and
/// Carol (at home there) joins them at the Mets doubleheader; the California trip has a bed every night but its last (night 4,
/// in Anaheim), so the first minute shows what an unbooked night is.
public enum DemoLibrary {
    public static var library: Library { decode(Array(file.utf8)) }

    /// The library in `file`'s bytes. The text is ours and valid; a failure here is a bug
    /// caught by the tests.
    public static func decode(_ file: [UInt8]) -> Library {
        try! LibraryDecoder.decode(file)
    }

    /// The demo as a file, exactly as itin saves it (a test holds it to `LibraryEncoder`): what
    /// `--demo` writes, as it is, rather than decoding it and encoding it again at every start.
    public static var file: String { json + "\n" }

    public static let json = #"""
        {
          "format": "itin/1",
          "trips": [
            {
              "id": "ne-2026",
              "name": "Northeast Ballpark Swing",
              "order": 1,
              "start": "2026-06-12",
              "days": 9,
              "travellers": [
                "Alice",
                "Bob",
                "Carol"
              ],
              "games": [
                {
                  "id": "ne-g1",
                  "day": 1,
                  "time": "19:10",
                  "away": "Yankees",
                  "home": "Red Sox",
                  "venue": "Fenway Park",
                  "city": "Boston",
                  "who": [
                    "Alice",
                    "Bob"
                  ],
                  "cost": {
                    "amount": 186,
                    "paidBy": "Alice"
                  }
                },
                {
                  "id": "ne-g2",
                  "day": 2,
                  "time": "13:35",
                  "away": "Yankees",
                  "home": "Red Sox",
                  "venue": "Fenway Park",
                  "city": "Boston",
                  "who": [
                    "Alice",
                    "Bob"
                  ]
                },
                {
                  "id": "ne-g3",
                  "day": 3,
                  "time": "19:05",
                  "away": "Blue Jays",
                  "home": "Yankees",
                  "venue": "Yankee Stadium",
                  "city": "New York",
                  "who": [
                    "Alice",
                    "Bob"
                  ],
                  "cost": {
                    "amount": 210,
                    "paidBy": "Carol"
                  }
                },
                {
                  "id": "ne-g4",
                  "day": 4,
                  "time": "13:10",
                  "away": "Marlins",
                  "home": "Mets",
                  "venue": "Citi Field",
                  "city": "New York"
                },
                {
                  "id": "ne-g5",
                  "day": 4,
                  "time": "19:10",
                  "away": "Marlins",
                  "home": "Mets",
                  "venue": "Citi Field",
                  "city": "New York"
                },
                {
                  "id": "ne-g6",
                  "day": 5,
                  "time": "18:45",
                  "away": "Braves",
                  "home": "Phillies",
                  "venue": "Citizens Bank Park",
                  "city": "Philadelphia"
                },
                {
                  "id": "ne-g7",
                  "day": 8,
                  "time": "19:05",
                  "away": "Rays",
                  "home": "Orioles",
                  "venue": "Oriole Park at Camden Yards",
                  "city": "Baltimore"
                },
                {
                  "id": "ne-g8",
                  "day": 9,
                  "time": "16:05",
                  "away": "Cubs",
                  "home": "Nationals",
                  "venue": "Nationals Park",
                  "city": "Washington"
                }
              ],
              "items": [
                {
                  "id": "ne-t0",
                  "kind": "travel",
                  "day": 1,
                  "sortOrder": -2,
                  "from": "Chicago",
                  "to": "Boston",
                  "miles": 850,
                  "mode": "fly",
                  "who": [
                    "Alice"
                  ]
                },
                {
                  "id": "ne-n1",
                  "kind": "custom",
                  "day": 1,
                  "sortOrder": -1,
                  "title": "Freedom Trail walk",
                  "note": "start at Boston Common",
                  "who": [
                    "Alice",
                    "Bob"
                  ]
                },
                {
                  "id": "ne-n2",
                  "kind": "custom",
                  "day": 1,
                  "sortOrder": 1,
                  "title": "Lobster roll at Neptune Oyster",
                  "note": "cash only",
                  "who": [
                    "Alice",
                    "Bob"
                  ],
                  "cost": {
                    "amount": 96.75,
                    "paidBy": "Bob",
                    "split": {
                      "Alice": 2,
                      "Bob": 1
                    }
                  }
                },
                {
                  "id": "ne-t1",
                  "kind": "travel",
                  "day": 3,
                  "sortOrder": -1,
                  "from": "Boston",
                  "to": "New York",
                  "miles": 215,
                  "mode": "drive",
                  "who": [
                    "Alice",
                    "Bob"
                  ],
                  "cost": {
                    "amount": 84.5,
                    "paidBy": "Bob"
                  }
                },
                {
                  "id": "ne-n3",
                  "kind": "custom",
                  "day": 3,
                  "sortOrder": 0.5,
                  "title": "Late slice at Joe's Pizza",
                  "who": [
                    "Alice",
                    "Bob"
                  ],
                  "cost": {
                    "amount": 12,
                    "paidBy": "Bob",
                    "split": [
                      "Alice",
                      "Bob"
                    ]
                  }
                },
                {
                  "id": "ne-n4",
                  "kind": "custom",
                  "day": 4,
                  "sortOrder": 0.5,
                  "title": "Dinner between games",
                  "note": "7 Train to Flushing"
                },
                {
                  "id": "ne-t2",
                  "kind": "travel",
                  "day": 5,
                  "sortOrder": -1,
                  "from": "New York",
                  "to": "Philadelphia",
                  "miles": 95,
                  "mode": "train"
                },
                {
                  "id": "ne-n5",
                  "kind": "custom",
                  "day": 6,
                  "sortOrder": 1,
                  "title": "Liberty Bell and Reading Terminal Market"
                },
                {
                  "id": "ne-n6",
                  "kind": "custom",
                  "day": 7,
                  "sortOrder": 1,
                  "title": "Rest day",
                  "note": "laundry, sleep in"
                },
                {
                  "id": "ne-t3",
                  "kind": "travel",
                  "day": 7,
                  "sortOrder": 2,
                  "from": "Philadelphia",
                  "to": "Baltimore",
                  "miles": 100,
                  "mode": "drive"
                },
                {
                  "id": "ne-n7",
                  "kind": "custom",
                  "day": 8,
                  "sortOrder": -1,
                  "title": "Crab cakes at Faidley's"
                },
                {
                  "id": "ne-t4",
                  "kind": "travel",
                  "day": 9,
                  "sortOrder": -1,
                  "from": "Baltimore",
                  "to": "Washington",
                  "miles": 40,
                  "mode": "drive"
                }
              ]
            },
            {
              "id": "ca-2026",
              "name": "California Coast",
              "order": 2,
              "start": "2026-08-20",
              "days": 5,
              "games": [
                {
                  "id": "ca-g1",
                  "day": 2,
                  "time": "12:45",
                  "away": "Padres",
                  "home": "Giants",
                  "venue": "Oracle Park",
                  "city": "San Francisco"
                },
                {
                  "id": "ca-g2",
                  "day": 2,
                  "time": "19:10",
                  "away": "Giants",
                  "home": "Dodgers",
                  "venue": "Dodger Stadium",
                  "city": "Los Angeles"
                },
                {
                  "id": "ca-g3",
                  "day": 4,
                  "time": "18:40",
                  "away": "Padres",
                  "home": "Angels",
                  "venue": "Angel Stadium",
                  "city": "Anaheim"
                },
                {
                  "id": "ca-g4",
                  "day": 5,
                  "time": "18:40",
                  "away": "Dodgers",
                  "home": "Padres",
                  "venue": "Petco Park",
                  "city": "San Diego"
                }
              ],
              "items": [
                {
                  "id": "ca-n1",
                  "kind": "custom",
                  "day": 1,
                  "sortOrder": -1,
                  "title": "Cable car to Fisherman's Wharf"
                },
                {
                  "id": "ca-t1",
                  "kind": "travel",
                  "day": 2,
                  "sortOrder": 0.5,
                  "from": "San Francisco",
                  "to": "Los Angeles",
                  "miles": 380,
                  "mode": "drive"
                },
                {
                  "id": "ca-n2",
                  "kind": "custom",
                  "day": 3,
                  "sortOrder": 1,
                  "title": "Griffith Observatory",
                  "note": "free, go at sunset"
                },
                {
                  "id": "ca-t2",
                  "kind": "travel",
                  "day": 4,
                  "sortOrder": -1,
                  "from": "Los Angeles",
                  "to": "Anaheim",
                  "miles": 30,
                  "mode": "drive"
                },
                {
                  "id": "ca-t3",
                  "kind": "travel",
                  "day": 5,
                  "sortOrder": -1,
                  "from": "Anaheim",
                  "to": "San Diego",
                  "miles": 95,
                  "mode": "train"
                },
                {
                  "id": "ca-s1",
                  "kind": "stay",
                  "day": 1,
                  "sortOrder": 1,
                  "name": "Hotel Zephyr",
                  "city": "San Francisco",
                  "address": "250 Beach St, San Francisco, CA",
                  "confirmation": "ZEP-5512",
                  "checkIn": "16:00",
                  "checkOut": "11:00"
                },
                {
                  "id": "ca-s2",
                  "kind": "stay",
                  "day": 2,
                  "sortOrder": 2,
                  "name": "The Hollywood Roosevelt",
                  "city": "Los Angeles",
                  "nights": 2,
                  "address": "7000 Hollywood Blvd, Los Angeles, CA",
                  "confirmation": "HR-3090"
                }
              ]
            }
          ]
        }
        """#
}
