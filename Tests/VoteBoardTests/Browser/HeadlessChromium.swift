import Foundation
import TestSupport

/// Debian's `chromium`, run headless with a deadline: the real browser the SVG board is checked in.
enum HeadlessChromium {
    /// The Debian packages the browser checks need.
    static let packages = "chromium fonts-liberation fonts-noto-cjk fonts-noto-color-emoji"

    /// The browser's executable, or `nil` when none is installed.
    static let executable: URL? = {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }()

    /// The font files the board names, as Debian installs them.
    static let fontFiles = [
        "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// Whether the browser checks run: the browser and fonts are installed, or CI requires them
    /// (``ContinuousIntegration``), in which case a missing one fails the checks instead of skipping them.
    static let isRequiredOrAvailable: Bool = {
        if ContinuousIntegration.isRunning { return true }
        return executable != nil && fontFiles.allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }()

    enum Failure: Error, CustomStringConvertible {
        case notInstalled
        case timedOut(seconds: Double)
        case failed(status: Int32, standardError: String)

        var description: String {
            switch self {
            case .notInstalled: "chromium is not installed (apt-get install \(HeadlessChromium.packages))"
            case .timedOut(let seconds): "chromium did not finish within \(seconds) s"
            case .failed(let status, let error): "chromium exited with \(status): \(error.suffix(2000))"
            }
        }
    }

    /// The DOM of `page` after its scripts ran (`--dump-dom`), in a window `width` pixels wide.
    static func dumpDOM(of page: URL, width: Int, height: Int) throws -> String {
        try run(["--dump-dom", "--window-size=\(width),\(height)", page.absoluteString])
    }

    /// A PNG screenshot of `page` in a `width` × `height` window, written to `output`.
    static func screenshot(of page: URL, width: Int, height: Int, to output: URL, dark: Bool = false) throws {
        var arguments = ["--hide-scrollbars", "--screenshot=\(output.path)", "--window-size=\(width),\(height)"]
        if dark { arguments.append("--force-dark-mode") }
        _ = try run(arguments + [page.absoluteString])
    }

    /// Runs the browser headless (as root it needs `--no-sandbox`) and returns its standard output;
    /// a run past `deadline` seconds is killed.
    private static func run(_ arguments: [String], deadline: Double = 90) throws -> String {
        guard let executable else { throw Failure.notInstalled }
        let folder = try TemporaryDirectory("chromium")
        let result = try ChildProcess(
            executable: executable.path,
            arguments: [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--disable-extensions", "--user-data-dir=\(folder.path("profile"))",
            ] + arguments,
            environment: ["TMPDIR": folder.url.path],
            outputDirectory: folder.url
        )
        .wait(timeout: .seconds(deadline))
        switch result.termination {
        case .exited(0): return result.stdout
        case .timedOut: throw Failure.timedOut(seconds: deadline)
        default: throw Failure.failed(status: result.status, standardError: result.stderr)
        }
    }
}
