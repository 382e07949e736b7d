import Foundation
import TestSupport
import Testing

extension Reliability {
    /// The voting page at 3, 13 and 40 pets (CJK, Arabic, Hebrew, emoji and 40-character names), at
    /// 320, 360, 1,024 and 1,440 pixels, light and dark, in one browser session: nothing overlaps
    /// or scrolls sideways, the buttons are the sample's, and every avatar stands where
    /// `/v1/board?podium=WxH` puts it.
    ///
    /// With `PETVOTE_PAGE_SCREENSHOTS=DIR` the page at 3 and 13 pets is saved as the README shows it.
    @Suite(
        "The voting page at any number of pets",
        .enabled(
            if: WebDriver.isRequiredOrAvailable,
            "needs a browser: apt-get install chromium chromium-driver fonts-noto-color-emoji fonts-noto-cjk"
        ),
        .timeLimit(.minutes(5))
    )
    struct VotingPageLayoutBrowserTests {
        /// Names as people write them: CJK, right-to-left scripts, emoji, and 40 characters.
        static let names =
            [
                "Mochi 🐱 餅", "ليلى", "Bartholomew Whiskerton-Featherstonehaugh", "שוקו", "🐶", "Goldfish", "たま",
                "Professor Wigglesworth von Purrington Jr", "Ünïcödé Ferret", "小白", "Rex 🦖", "Nala", "Ziggy",
            ]
            + (13..<40)
            .map { index in index % 9 == 0 ? "Captain Fluffington of Barkshire No. \(index)" : "Hamster \(index)" }

        static let widths = [320, 360, 1_024, 1_440]

        /// A votesrv on a database of the first `count` names, the n-th with `votes(n)` votes.
        static func server(
            pets count: Int,
            votes: (Int) -> Int,
            in scratch: TemporaryDirectory
        ) throws -> (process: VotesrvProcess, database: String) {
            let database = scratch.path("votes-\(count).db")
            let votectl = try VotectlBinary.located()
            for (old, new) in zip(["Cat", "Goldfish", "Dog"], names) {
                let renamed = try votectl.run(["pets", "rename", old, new, "--db", database], in: scratch)
                try #require(renamed.termination == .exited(0), "\(renamed)")
            }
            for name in names[3..<count] {
                let added = try votectl.run(["pets", "add", name, "--db", database], in: scratch)
                try #require(added.termination == .exited(0), "\(added)")
            }
            let rows = (0..<count).filter { votes($0) > 0 }.map { "\"\(names[$0])\",\(votes($0))" }
            if !rows.isEmpty {
                let file = scratch.path("votes-\(count).csv")
                try (["pet,count"] + rows).joined(separator: "\n")
                    .write(toFile: file, atomically: true, encoding: .utf8)
                let imported = try votectl.run(["import", file, "--db", database], in: scratch)
                try #require(imported.termination == .exited(0), "\(imported)")
            }
            return (try VotesrvProcess(database: database, in: scratch), database)
        }

        @Test("3, 13 and 40 pets at four widths, light and dark: nothing overlaps, and clicks and stale boards behave")
        func everyCountWidthAndScheme() throws {
            let scratch = try TemporaryDirectory("voting-page-layout")
            let driver = try WebDriver(in: scratch)
            let page = try driver.session(width: 1_024, height: 900)
            defer { page.close() }
            try page.emulate(["prefers-reduced-motion": "reduce"])

            // Three pets, all tied on a fresh board (the sample's row), then ranked by clicks.
            let (three, database) = try Self.server(pets: 3, votes: { _ in 0 }, in: scratch)
            try Self.open(page, three)
            try Self.checkEverySize(page, three, pets: 3, screenshots: nil)
            // Avatars glide to new places, unless people ask for less motion.
            let glide = "return getComputedStyle(document.querySelector('[data-podium] .avatar')).transitionDuration"
            try page.emulate(["prefers-reduced-motion": "no-preference"])
            #expect(try page.run(glide) as? String != "0s")
            try page.emulate(["prefers-reduced-motion": "reduce"])
            #expect(try page.run(glide) as? String == "0s")
            try page.click("[data-buttons] button[value='\(Self.names[1])']")
            try page.waitUntil("return document.querySelector('[data-total]').textContent === '1 vote'")
            #expect(try Self.board(three, podium: "300x300")["totalVotes"] as? Int == 1, "one click, one vote")
            try Self.checkEverySize(page, three, pets: 3, screenshots: "three")
            try Self.staleBoardsNeverWin(page, three, database: database, scratch: scratch)
            try Self.close(page, three)

            for count in [13, 40] {
                let (server, database) = try Self.server(
                    pets: count,
                    votes: { count + 5 - $0 - ($0 % 4 == 1 ? 1 : 0) },
                    in: scratch
                )
                try Self.open(page, server)
                try Self.checkEverySize(page, server, pets: count, screenshots: count == 13 ? "thirteen" : nil)
                if count == 13 { try Self.aNewPetJoinsThePage(page, server, database: database, scratch: scratch) }
                try Self.close(page, server)
            }
        }

        /// A pet added while the page is open gets its button, avatar (its emoji) and row, as the
        /// server renders them.
        static func aNewPetJoinsThePage(
            _ page: WebDriver.Session,
            _ server: VotesrvProcess,
            database: String,
            scratch: TemporaryDirectory
        ) throws {
            let pet = "Neu 🐹"
            let added = try VotectlBinary.located().run(["pets", "add", pet, "--db", database], in: scratch)
            try #require(added.termination == .exited(0), "\(added)")
            try page.waitUntil(
                "return document.querySelectorAll('[data-podium] .avatar').length === 14",
                timeout: .seconds(20)
            )
            let joined =
                try page.run(
                    """
                    const avatar = [...document.querySelectorAll('[data-podium] .avatar')].find(a => a.dataset.pet === arguments[0]);
                    return [avatar?.querySelector('.initial').textContent,
                        [...document.querySelectorAll('[data-buttons] button')].at(-1)?.value,
                        [...document.querySelectorAll('[data-leaderboard] tbody tr')].some(r => r.dataset.pet === arguments[0])];
                    """,
                    [pet]
                ) as? [Any] ?? []
            #expect(joined.first as? String == "🐹", "the new pet's avatar: \(joined)")
            #expect(joined.dropFirst().first as? String == pet, "the new pet's button comes last: \(joined)")
            #expect(joined.last as? Bool == true, "the new pet's row: \(joined)")
            try check(page, server, pets: 14, context: "13 pets and one added")
        }

        /// Leaves the page (so its event stream does not try the stopped server), after checking that
        /// nothing was logged at error level: no failed request, no script error, no CSP violation.
        static func close(_ page: WebDriver.Session, _ server: VotesrvProcess) throws {
            let errors = try page.consoleMessages().filter { $0.level == "SEVERE" }
            #expect(errors.isEmpty, "console errors: \(errors.map(\.message))")
            try page.open("about:blank")
            server.child.send(SIGTERM)
            #expect(server.child.wait(timeout: .seconds(30)).termination == .exited(0))
        }

        static func open(_ page: WebDriver.Session, _ server: VotesrvProcess) throws {
            try page.resize(width: 1_024, height: 900)
            try page.open("http://127.0.0.1:\(server.port)/")
            try page.waitUntil("return document.querySelector('[data-podium]').hasAttribute('data-ready')")
        }

        /// `GET /v1/board?podium=WxH` from the server itself.
        static func board(_ server: VotesrvProcess, podium: String) throws -> [String: Any] {
            let answer = try HTTPExchange.send(port: server.port, "GET", "/v1/board?podium=\(podium)")
            return try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any] ?? [:]
        }

        /// Every width, light and dark.
        static func checkEverySize(
            _ page: WebDriver.Session,
            _ server: VotesrvProcess,
            pets: Int,
            screenshots: String?
        ) throws {
            for scheme in ["light", "dark"] {
                try page.emulate(["prefers-color-scheme": scheme, "prefers-reduced-motion": "reduce"])
                for width in widths {
                    try page.resize(width: width, height: 900)
                    try page.waitUntil("return innerWidth === \(width)")
                    // The podium is placed anew for its new width.
                    try page.waitUntil(
                        """
                        const podium = document.querySelector('[data-podium]');
                        return podium.dataset.size?.split('x')[0] === String(Math.round(podium.getBoundingClientRect().width));
                        """
                    )
                    try check(page, server, pets: pets, context: "\(pets) pets, \(width) px, \(scheme)")
                    if let name = screenshots, width == 1_024 || width == 360 {
                        try saveScreenshot(of: page, as: "page-\(name)-\(width)-\(scheme).png")
                    }
                }
            }
        }

        /// Measures the page from the DOM.
        static let measure = """
            const podium = document.querySelector('[data-podium]'), box = podium.getBoundingClientRect();
            const rect = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
            const avatars = [...podium.querySelectorAll('.avatar')].map(avatar => {
                const r = avatar.getBoundingClientRect(), badge = avatar.querySelector('[data-badge]');
                return { pet: avatar.dataset.pet, x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top,
                    radius: r.width / 2, box: rect(avatar), badge: rect(badge), rank: badge.textContent };
            });
            const labels = [...podium.querySelectorAll('[data-label]')].filter(l => !l.hidden).map(l => [l.dataset.label, ...rect(l)]);
            const buttons = [...document.querySelectorAll('[data-buttons] button')].map(rect);
            const lowest = Math.max(...avatars.map(a => a.box[3]), ...labels.map(l => l[4]));
            return { size: podium.dataset.size, avatars, labels, buttons, height: box.height, contentHeight: lowest - box.top,
                sideways: document.documentElement.scrollWidth - innerWidth, width: innerWidth };
            """

        /// The page's promises at one size and scheme.
        static func check(_ page: WebDriver.Session, _ server: VotesrvProcess, pets: Int, context: String) throws {
            let shown = try page.run(measure) as? [String: Any] ?? [:]
            let avatars = shown["avatars"] as? [[String: Any]] ?? []
            let labels = shown["labels"] as? [[Any]] ?? []
            let buttons = shown["buttons"] as? [[Double]] ?? []
            #expect(avatars.count == pets && buttons.count == pets, "\(context): every pet shown")
            #expect(shown["sideways"] as? Double == 0, "\(context): scrolls sideways by \(shown["sideways"] ?? "?")")

            // The podium is as tall as what it shows: no empty band at its foot.
            let height = shown["height"] as? Double ?? .nan
            let content = shown["contentHeight"] as? Double ?? .nan
            #expect(abs(height - content) <= 1, "\(context): podium \(height) px tall for \(content) px of content")

            // No two avatar circles meet, and no two names.
            let circles = avatars.map {
                (
                    $0["pet"] as? String ?? "", $0["x"] as? Double ?? 0, $0["y"] as? Double ?? 0,
                    $0["radius"] as? Double ?? 0
                )
            }
            for (index, first) in circles.enumerated() {
                for second in circles[(index + 1)...] {
                    let apart = hypot(first.1 - second.1, first.2 - second.2)
                    #expect(apart >= first.3 + second.3 - 0.5, "\(context): \(first.0) and \(second.0) overlap")
                }
            }
            let boxes = labels.map { ($0.first as? String ?? "", $0.dropFirst().map { $0 as? Double ?? 0 }) }
            for (index, first) in boxes.enumerated() {
                for second in boxes[(index + 1)...] {
                    #expect(!overlap(first.1, second.1), "\(context): the names \(first.0) and \(second.0) overlap")
                }
            }
            // Every rank is shown on a badge no other avatar or name covers.
            for avatar in avatars {
                let pet = avatar["pet"] as? String ?? ""
                let badge = (avatar["badge"] as? [Double]) ?? []
                #expect(!(avatar["rank"] as? String ?? "").isEmpty, "\(context): \(pet) shows no rank")
                for other in avatars where other["pet"] as? String != pet {
                    #expect(!overlap(badge, other["box"] as? [Double] ?? []), "\(context): \(pet)'s rank is covered")
                }
                for label in boxes where label.0 != pet {
                    #expect(!overlap(badge, label.1), "\(context): \(pet)'s rank is covered by \(label.0)")
                }
            }

            // The sample's buttons: one width, in a row or in a column, inside the window.
            let widths = Set(buttons.map { (($0[2] - $0[0]) * 2).rounded() })
            #expect(widths.count == 1, "\(context): buttons of widths \(widths.sorted().map { $0 / 2 })")
            let row = Set(buttons.map { $0[1].rounded() }).count == 1
            let column = Set(buttons.map { $0[0].rounded() }).count == 1
            #expect(row || column, "\(context): buttons neither in a row nor in a column")
            let window = shown["width"] as? Double ?? 0
            #expect(buttons.allSatisfy { $0[0] >= 0 && $0[2] <= window }, "\(context): a button leaves the window")

            // Every avatar where the board puts it, to the pixel.
            let size = try #require(shown["size"] as? String)
            let podium = try board(server, podium: size)["podium"] as? [String: Any] ?? [:]
            let expected = podium["avatars"] as? [[String: Any]] ?? []
            #expect(expected.count == pets)
            for avatar in expected {
                let pet = avatar["pet"] as? String ?? ""
                let found = try #require(
                    avatars.first { $0["pet"] as? String == pet },
                    "\(context): \(pet) has no avatar"
                )
                let (x, y) = (found["x"] as? Double ?? .nan, found["y"] as? Double ?? .nan)
                let (wantX, wantY) = (avatar["x"] as? Double ?? .nan, avatar["y"] as? Double ?? .nan)
                #expect(
                    abs(x - wantX) <= 1 && abs(y - wantY) <= 1,
                    "\(context): \(pet) at (\(x), \(y)); the board says (\(wantX), \(wantY))"
                )
            }
        }

        /// A board that arrives after a newer one (here, the board a click fetches, held back until
        /// a vote from votectl has come over the event stream) is ignored.
        static func staleBoardsNeverWin(
            _ page: WebDriver.Session,
            _ server: VotesrvProcess,
            database: String,
            scratch: TemporaryDirectory
        ) throws {
            try page.resize(width: 1_024, height: 900)
            try page.run(
                """
                const original = window.fetch;
                window.stale = 0;
                document.addEventListener('petvote:stale', () => { window.stale += 1; });
                window.fetch = async (...request) => {
                    const response = await original(...request);
                    if (String(request[0]).startsWith('/v1/board') && !window.holding) {
                        window.holding = true;
                        await new Promise(resolve => { window.release = resolve; });
                    }
                    return response;
                };
                """
            )
            let before = try board(server, podium: "300x300")["totalVotes"] as? Int ?? 0
            try page.click("[data-buttons] button[value='\(names[0])']")
            try page.waitUntil("return typeof window.release === 'function'")
            let voted = try VotectlBinary.located().run(["vote", names[2], "--db", database], in: scratch)
            try #require(voted.termination == .exited(0), "\(voted)")
            try page.waitUntil("return document.querySelector('[data-total]').textContent === '\(before + 2) votes'")
            try page.run("window.release()")
            try page.waitUntil("return window.stale > 0")
            #expect(
                try page.run("return document.querySelector('[data-total]').textContent") as? String
                    == "\(before + 2) votes"
            )
        }

        /// Whether two `[left, top, right, bottom]` boxes share more than half a pixel each way.
        static func overlap(_ first: [Double], _ second: [Double]) -> Bool {
            guard first.count == 4, second.count == 4 else { return false }
            return min(first[2], second[2]) - max(first[0], second[0]) > 0.5
                && min(first[3], second[3]) - max(first[1], second[1]) > 0.5
        }

        /// The viewport as a PNG in `PETVOTE_PAGE_SCREENSHOTS`, when that names a folder.
        static func saveScreenshot(of page: WebDriver.Session, as name: String) throws {
            guard let directory = ProcessInfo.processInfo.environment["PETVOTE_PAGE_SCREENSHOTS"], !directory.isEmpty
            else { return }
            let folder = URL(fileURLWithPath: directory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try page.screenshot().write(to: folder.appendingPathComponent(name))
        }
    }
}
