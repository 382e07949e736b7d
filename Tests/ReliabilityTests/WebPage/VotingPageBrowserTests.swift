import Foundation
import TestSupport
import Testing

@testable import VoteStore

extension Reliability {
    /// The voting page's proofs: the real `votesrv` on loopback, its page in headless Chromium driven by
    /// chromedriver, clicked and typed at as a person would.
    @Suite(
        "The voting page in a real browser",
        .enabled(
            if: WebDriver.isRequiredOrAvailable,
            "needs a browser: apt-get install chromium chromium-driver fonts-noto-color-emoji"
        ),
        .timeLimit(.minutes(5))
    )
    struct VotingPageBrowserTests {
        /// A votesrv on a fresh database (the sample's Cat, Goldfish and Dog, plus `pets`), and a
        /// chromedriver.
        final class Fixture {
            let scratch: TemporaryDirectory
            let database: String
            let votectl: VotectlBinary
            var server: VotesrvProcess
            let driver: WebDriver

            init(pets: [String] = []) throws {
                scratch = try TemporaryDirectory("voting-page")
                database = scratch.path("votes.db")
                votectl = try VotectlBinary.located()
                for pet in pets {
                    let added = try votectl.run(["pets", "add", pet, "--db", database], in: scratch)
                    try #require(added.termination == .exited(0), "\(added)")
                }
                server = try VotesrvProcess(database: database, in: scratch)
                driver = try WebDriver(in: scratch)
            }

            var address: String { "http://127.0.0.1:\(server.port)/" }

            /// A browser window on the page, its avatars placed, transitions off (so positions are
            /// final as soon as they are set).
            func openPage(width: Int = 1024, height: Int = 900) throws -> WebDriver.Session {
                let session = try driver.session(width: width, height: height)
                try session.emulate(["prefers-reduced-motion": "reduce"])
                try session.open(address)
                try session.waitUntil("return document.querySelector('[data-podium]').hasAttribute('data-ready')")
                return session
            }

            /// `GET /v1/board?podium=WxH` from the server itself.
            func board(podium: String) throws -> [String: Any] {
                let answer = try HTTPExchange.send(port: server.port, "GET", "/v1/board?podium=\(podium)")
                return try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any] ?? [:]
            }
        }

        /// The leaderboard's votes for `pet`, as the page shows them.
        static func shownVotes(_ pet: String) -> String {
            "return [...document.querySelectorAll('[data-leaderboard] tbody tr')].find(r => r.dataset.pet === '\(pet)')?.cells[2].textContent"
        }

        static func waitForVotes(_ session: WebDriver.Session, _ pet: String, _ votes: Int) throws {
            try session.waitUntil("\(shownVotes(pet)) === '\(votes)'")
        }

        /// Nothing logged at error level: no failed request, no script error, no CSP violation
        /// (Chromium logs each as an error).
        static func expectCleanConsole(_ session: WebDriver.Session) throws {
            let errors = try session.consoleMessages().filter { $0.level == "SEVERE" }
            #expect(errors.isEmpty, "console errors: \(errors.map(\.message))")
        }

        @Test("A click votes, the grid counts it, and every avatar stands where /v1/board says")
        func clickVotes() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            try page.click("[data-buttons] button[value='Goldfish']")
            try Self.waitForVotes(page, "Goldfish", 1)
            try page.waitUntil("return document.querySelector('[data-total]').textContent === '1 vote'")
            // The new leader is announced politely.
            try page.waitUntil(
                "return document.querySelector('[data-announcer]').textContent.includes('Goldfish is now 1st')"
            )
            #expect(try fixture.board(podium: "300x300")["totalVotes"] as? Int == 1)

            let measured =
                try page.run(
                    """
                    const podium = document.querySelector('[data-podium]').getBoundingClientRect();
                    return {
                        size: document.querySelector('[data-podium]').dataset.size,
                        avatars: [...document.querySelectorAll('[data-podium] [data-pet]')].map(avatar => {
                            const box = avatar.getBoundingClientRect();
                            return [avatar.dataset.pet, box.x + box.width / 2 - podium.x, box.y + box.height / 2 - podium.y];
                        }),
                    };
                    """
                ) as? [String: Any] ?? [:]
            let size = try #require(measured["size"] as? String)
            let shown = measured["avatars"] as? [[Any]] ?? []
            let podium = try fixture.board(podium: size)["podium"] as? [String: Any] ?? [:]
            let expected = podium["avatars"] as? [[String: Any]] ?? []
            #expect(shown.count == 3 && expected.count == 3)
            for avatar in expected {
                let pet = avatar["pet"] as? String ?? ""
                let centre = try #require(shown.first { $0.first as? String == pet }, "\(pet) has no avatar")
                let (x, y) = (centre[1] as? Double ?? .nan, centre[2] as? Double ?? .nan)
                let (wantX, wantY) = (avatar["x"] as? Double ?? .nan, avatar["y"] as? Double ?? .nan)
                #expect(
                    abs(x - wantX) <= 1 && abs(y - wantY) <= 1,
                    "\(pet) at (\(x), \(y)); the board says (\(wantX), \(wantY))"
                )
            }
            try Self.expectCleanConsole(page)
        }

        /// How soon is a figure for `Benchmarks/scripts/page.py`; each arrival here waits out its deadline.
        @Test("A vote in one page, and one from votectl, reach another open page")
        func twoPagesUpdateLive() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            let windows = try page.openWindow()
            try page.open(fixture.address)
            try page.waitUntil("return document.querySelector('[data-podium]').hasAttribute('data-ready')")
            // The second page notes each board that reaches it over its event stream.
            try page.run(
                "window.arrivals = []; document.addEventListener('petvote:board', e => arrivals.push(e.detail.totalVotes));"
            )

            try page.switchTo(windows.previous)
            try page.click("[data-buttons] button[value='Cat']")
            try page.switchTo(windows.new)
            try page.waitUntil("return arrivals.includes(1)")
            try Self.waitForVotes(page, "Cat", 1)

            let voted = try fixture.votectl.run(["vote", "Dog", "--db", fixture.database], in: fixture.scratch)
            try #require(voted.termination == .exited(0), "\(voted)")
            try page.waitUntil("return arrivals.includes(2)")
            try Self.waitForVotes(page, "Dog", 1)
            try Self.expectCleanConsole(page)
        }

        @Test("Voting works with the keyboard alone, and focus is visible")
        func keyboardVoting() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            for _ in 0..<10 {
                if try page.run("return document.activeElement?.value") as? String == "Dog" { break }
                try page.press(["\u{E004}"])  // Tab
            }
            #expect(try page.run("return document.activeElement?.value") as? String == "Dog")
            #expect(try page.run("return getComputedStyle(document.activeElement).outlineStyle") as? String == "solid")
            try page.press(["\u{E007}"])  // Enter
            try Self.waitForVotes(page, "Dog", 1)
            try page.press([" "])
            try Self.waitForVotes(page, "Dog", 2)
            #expect(try page.run("return document.activeElement?.value") as? String == "Dog")
            try Self.expectCleanConsole(page)
        }

        @Test("Without JavaScript the form votes once and comes back to the updated page")
        func withoutJavaScript() throws {
            let fixture = try Fixture()
            let page = try fixture.driver.session(javaScript: false)
            defer { page.close() }
            try page.open(fixture.address)
            try page.click("[data-buttons] button[value='Cat']")
            try Self.waitForVotes(page, "Cat", 1)
            #expect(try page.run("return location.pathname") as? String == "/")
            #expect(try fixture.board(podium: "300x300")["totalVotes"] as? Int == 1)
            try Self.expectCleanConsole(page)
        }

        @Test("When votesrv restarts the page says it is reconnecting, then follows the new server")
        func reconnects() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            let port = fixture.server.port
            fixture.server.child.send(SIGTERM)
            #expect(fixture.server.child.wait(timeout: .seconds(30)).termination == .exited(0))
            let connection = "document.querySelector('[data-connection]')"
            try page.waitUntil("return !\(connection).hidden && \(connection).textContent.includes('Reconnecting')")
            // A vote while the server is down is said to be retried, and is retried with its key.
            try page.click("[data-buttons] button[value='Goldfish']")
            let notice = "document.querySelector('[data-notice]')"
            try page.waitUntil("return !\(notice).hidden && \(notice).textContent.includes('Cannot reach PetVote')")

            fixture.server = try VotesrvProcess(database: fixture.database, in: fixture.scratch, port: port)
            try page.waitUntil("return \(connection).hidden", timeout: .seconds(20))
            try Self.waitForVotes(page, "Goldfish", 1)
            try page.waitUntil("return \(notice).hidden", timeout: .seconds(20))
            // The page follows votes from elsewhere on the new server, and votes there itself.
            let voted = try fixture.votectl.run(["vote", "Goldfish", "--db", fixture.database], in: fixture.scratch)
            try #require(voted.termination == .exited(0), "\(voted)")
            try Self.waitForVotes(page, "Goldfish", 2)
            try page.click("[data-buttons] button[value='Dog']")
            try Self.waitForVotes(page, "Dog", 1)
            #expect(try fixture.board(podium: "300x300")["totalVotes"] as? Int == 3)
        }

        /// A vote refused for now (503: here another process holds the database's write lock past
        /// the write timeout) is said to be retried, as one that cannot reach the server is: the
        /// page said nothing while it retried.
        @Test("A vote answered 503 is said to be retried, and counts once when the database frees")
        func busyVoteIsSaidToBeRetried() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            let lock = try ForeignWriteLock.take(on: fixture.database)
            var locked = true
            defer { if locked { try? lock.execute("ROLLBACK") } }
            try page.click("[data-buttons] button[value='Cat']")
            let notice = "document.querySelector('[data-notice]')"
            try page.waitUntil(
                "return !\(notice).hidden && \(notice).textContent.includes('PetVote is busy')",
                timeout: .seconds(30)
            )
            try lock.execute("ROLLBACK")
            locked = false
            try Self.waitForVotes(page, "Cat", 1)
            try page.waitUntil("return \(notice).hidden", timeout: .seconds(30))
            #expect(try fixture.board(podium: "300x300")["totalVotes"] as? Int == 1)
        }

        @Test("Every text on the page meets WCAG AA contrast, light and dark")
        func contrast() throws {
            let fixture = try Fixture()
            let page = try fixture.openPage()
            defer { page.close() }
            try page.click("[data-buttons] button[value='Cat']")
            try Self.waitForVotes(page, "Cat", 1)
            for scheme in ["light", "dark"] {
                try page.emulate(["prefers-color-scheme": scheme, "prefers-reduced-motion": "reduce"])
                let failures = try page.run(Self.contrastAudit) as? [String] ?? ["the audit did not run"]
                #expect(failures.isEmpty, "\(scheme): \(failures)")
            }
        }

        /// For every element that draws text: its colour against the first opaque background behind
        /// it, at least 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold); WCAG 2.2's formula.
        static let contrastAudit = """
            const channels = (text) => {
                const numbers = text.match(/[\\d.]+/g).map(Number);
                const scale = text.startsWith('color(') ? 1 : 1 / 255;
                return { rgb: numbers.slice(0, 3).map(n => n * scale), alpha: numbers.length > 3 ? numbers[3] : 1 };
            };
            const luminance = ([r, g, b]) => {
                const linear = c => c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
                return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
            };
            const background = (element) => {
                for (let node = element; node; node = node.parentElement) {
                    const colour = channels(getComputedStyle(node).backgroundColor);
                    if (colour.alpha > 0.99) return colour.rgb;
                }
                return channels(getComputedStyle(document.documentElement).backgroundColor).rgb;
            };
            const failures = [];
            for (const element of document.querySelectorAll('body *')) {
                const own = [...element.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
                const box = element.getBoundingClientRect();
                if (!own || box.width < 2 || box.height < 2) continue;
                const style = getComputedStyle(element);
                const [a, b] = [luminance(channels(style.color).rgb), luminance(background(element))];
                const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
                const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
                const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
                if (ratio < needed) failures.push(`${element.tagName}.${element.className} '${element.textContent.trim()}' ${ratio.toFixed(2)}:1`);
            }
            return failures;
            """
    }
}
