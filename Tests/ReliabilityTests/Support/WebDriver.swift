import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Debian's `chromedriver` driving headless `chromium` through the W3C WebDriver protocol, spoken
/// with ``HTTPExchange``: a real browser, clicking and typing as a person does.
final class WebDriver {
    let driver: ChildProcess
    let port: Int
    /// The test's folder, held until the driver and its browsers have stopped writing in it.
    let scratch: TemporaryDirectory

    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    /// Whether the browser tests run: always in CI (where a missing browser fails them),
    /// elsewhere when Chromium and its driver are installed.
    static let isRequiredOrAvailable: Bool = {
        if ContinuousIntegration.isRunning { return true }
        return FileManager.default.isExecutableFile(atPath: chromium)
            && FileManager.default.isExecutableFile(atPath: chromedriver)
    }()

    /// Why the browser did not do what it was asked.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts chromedriver on a free loopback port and waits until it answers; its browsers keep
    /// their temporary files in `scratch`.
    init(in scratch: TemporaryDirectory) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.chromedriver),
            "chromedriver is missing: apt-get install chromium chromium-driver"
        )
        self.scratch = scratch
        port = try Self.freePort()
        driver = try ChildProcess(
            executable: Self.chromedriver,
            arguments: ["--port=\(port)", "--allowed-ips=127.0.0.1"],
            // The browsers' profiles and sockets go in the test's folder, and with it.
            environment: ["TMPDIR": scratch.url.path],
            outputDirectory: scratch.logs
        )
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while ContinuousClock.now < deadline {
            if (try? HTTPExchange.send(port: port, "GET", "/status", timeout: .seconds(5)))?.status == 200 { return }
            usleep(50_000)
        }
        _ = driver.killNow()
        throw Failure(description: "chromedriver did not start on port \(port)")
    }

    deinit {
        // chromedriver's shutdown quits its browsers and removes their profiles; one that has not
        // stopped within 10 s is killed.
        _ = try? HTTPExchange.send(port: port, "GET", "/shutdown", timeout: .seconds(5))
        _ = driver.wait(timeout: .seconds(10))
    }

    /// A new headless browser window `width` × `height` CSS pixels, with JavaScript on or off.
    func session(width: Int = 1024, height: Int = 900, javaScript: Bool = true) throws -> Session {
        var options: [String: Any] = [
            "binary": Self.chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--hide-scrollbars", "--window-size=\(width),\(height)",
            ],
        ]
        if !javaScript { options["prefs"] = ["profile.managed_default_content_settings.javascript": 2] }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome", "goog:chromeOptions": options,
                    "goog:loggingPrefs": ["browser": "ALL"],
                ]
            ]
        ]
        let answer = try command(port: port, "POST", "/session", capabilities, timeout: .seconds(60))
        guard let id = (answer as? [String: Any])?["sessionId"] as? String else {
            throw Failure(description: "chromedriver started no session: \(String(describing: answer))")
        }
        let session = Session(port: port, id: id)
        // The window size asked for is the viewport's: the headless window has no frame.
        try session.resize(width: width, height: height)
        return session
    }

    /// One browser: its windows, the page in the current one, and its console.
    struct Session {
        let port: Int
        let id: String

        /// Sends a WebDriver command of this session and returns its `value`.
        @discardableResult
        func send(_ method: String, _ path: String, _ body: Any? = nil) throws -> Any? {
            try command(port: port, method, "/session/\(id)\(path)", body)
        }

        func open(_ url: String) throws { try send("POST", "/url", ["url": url]) }

        func resize(width: Int, height: Int) throws {
            try send("POST", "/window/rect", ["width": width, "height": height])
            // Headless Chromium sizes the outer window: correct by what the page sees.
            let inner = try run("return [innerWidth, innerHeight]") as? [Double] ?? []
            if inner.count == 2, inner[0] != Double(width) || inner[1] != Double(height) {
                try send(
                    "POST",
                    "/window/rect",
                    ["width": 2 * width - Int(inner[0]), "height": 2 * height - Int(inner[1])]
                )
            }
        }

        /// Runs `script` (a function body; `arguments[0]`… are `arguments`) in the page.
        @discardableResult
        func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
            try send("POST", "/execute/sync", ["script": script, "args": arguments])
        }

        /// The element the CSS selector finds first.
        func element(_ selector: String) throws -> String {
            let found = try send("POST", "/element", ["using": "css selector", "value": selector])
            guard let object = found as? [String: Any], let element = object.values.first as? String else {
                throw Failure(description: "no element matches \(selector)")
            }
            return element
        }

        /// A real click, at the element's centre.
        func click(_ selector: String) throws {
            try send("POST", "/element/\(try element(selector))/click", [String: Any]())
        }

        /// Presses and releases each key in turn on the focused element (WebDriver key codes:
        /// `\u{E004}` Tab, `\u{E007}` Enter, `" "` Space).
        func press(_ keys: [String]) throws {
            let actions = keys.flatMap { key in
                [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]]
            }
            try send("POST", "/actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
        }

        /// Emulates the media features people set (`prefers-color-scheme`, `prefers-reduced-motion`).
        func emulate(_ features: [String: String]) throws {
            let list = features.map { ["name": $0.key, "value": $0.value] }
            try send(
                "POST",
                "/goog/cdp/execute",
                ["cmd": "Emulation.setEmulatedMedia", "params": ["features": list]]
            )
        }

        /// Opens a second window and switches to it; returns the first window's handle.
        func openWindow() throws -> (previous: String, new: String) {
            let previous = try send("GET", "/window") as? String ?? ""
            let created = try send("POST", "/window/new", ["type": "window"]) as? [String: Any]
            let handle = created?["handle"] as? String ?? ""
            try switchTo(handle)
            return (previous, handle)
        }

        func switchTo(_ handle: String) throws { try send("POST", "/window", ["handle": handle]) }

        /// A PNG of the viewport.
        func screenshot() throws -> Data {
            guard let text = try send("GET", "/screenshot") as? String, let data = Data(base64Encoded: text) else {
                throw Failure(description: "no screenshot")
            }
            return data
        }

        /// The console's messages since the last call: level and text.
        func consoleMessages() throws -> [(level: String, message: String)] {
            let entries = try send("POST", "/se/log", ["type": "browser"]) as? [[String: Any]] ?? []
            return entries.map { ($0["level"] as? String ?? "", $0["message"] as? String ?? "") }
        }

        /// Waits (up to `timeout`) until `script` returns `true`; the script's last value otherwise.
        func waitUntil(_ script: String, timeout: Duration = .seconds(10)) throws {
            let deadline = ContinuousClock.now.advanced(by: timeout)
            while ContinuousClock.now < deadline {
                if try run(script) as? Bool == true { return }
                usleep(25_000)
            }
            throw Failure(description: "waited \(timeout) in vain for: \(script)")
        }

        func close() { _ = try? send("DELETE", "") }
    }

    /// A loopback port nothing listens on now (the kernel's pick for port 0).
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// One WebDriver command: JSON in, the answer's `value` out, its error as a ``WebDriver/Failure``.
private func command(
    port: Int,
    _ method: String,
    _ path: String,
    _ body: Any?,
    timeout: Duration = .seconds(30)
) throws -> Any? {
    let json = try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) } ?? ""
    let exchange = try HTTPExchange.send(
        port: port,
        method,
        path,
        headers: json.isEmpty ? [:] : ["Content-Type": "application/json; charset=utf-8"],
        body: json,
        timeout: timeout
    )
    let answer = try JSONSerialization.jsonObject(with: Data(exchange.body.utf8), options: .fragmentsAllowed)
    let value = (answer as? [String: Any])?["value"]
    if exchange.status != 200 {
        let error = value as? [String: Any]
        throw WebDriver.Failure(
            description:
                "\(method) \(path): \(error?["error"] as? String ?? "\(exchange.status)"): \(error?["message"] as? String ?? exchange.body)"
        )
    }
    return value is NSNull ? nil : value
}
