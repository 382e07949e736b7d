// swift-tools-version: 6.2

import PackageDescription

let package = Package(
    name: "PetVote",
    products: [
        .library(name: "VoteCore", targets: ["VoteCore"]),
        .library(name: "VoteStore", targets: ["VoteStore"]),
        .library(name: "VoteLayout", targets: ["VoteLayout"]),
        .library(name: "VoteBoard", targets: ["VoteBoard"]),
        .library(name: "VoteServer", targets: ["VoteServer"]),
        .library(name: "VotePostgres", targets: ["VotePostgres"]),
        .library(name: "VoteEngines", targets: ["VoteEngines"]),
        .executable(name: "votectl", targets: ["votectl"]),
        .executable(name: "votesrv", targets: ["votesrv"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // votesrv: the HTTP server, its start-up and graceful shutdown, and its /metrics.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The PostgreSQL engine, for when one machine is not enough.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // The server writer's queue (a Deque).
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // The HTTP parts Hummingbird's channels carry (NIOHTTPTypes), already resolved through it.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // What every engine shares: the VoteDatabase protocol, the models, the errors, and the
        // rules (pet names, ballots, windows, imports) and SQL both engines follow.
        .target(name: "VoteCore"),
        // The store in one SQLite file.
        .target(
            name: "VoteStore",
            dependencies: ["VoteCore", "CSQLite"]
        ),
        // The same store on a shared PostgreSQL server.
        .target(
            name: "VotePostgres",
            dependencies: [
                "VoteCore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "DequeModule", package: "swift-collections"),
            ]
        ),
        // The one place a database's name picks its engine (a path: SQLite; postgres://…: PostgreSQL).
        .target(
            name: "VoteEngines",
            dependencies: [
                "VoteCore", "VoteStore", "VotePostgres",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(name: "VoteLayout", exclude: ["Engine/README.md"]),
        .target(name: "VoteBoard", dependencies: ["VoteCore", "VoteLayout"]),
        // Reading votes from CSV, TSV, NDJSON and plain lines, shared by votectl and votesrv.
        .target(name: "VoteImport", dependencies: ["VoteCore"]),
        // What votectl and votesrv share as command lines: exit statuses, failures, and how an
        // error is reported.
        .target(
            name: "VoteCommandLine",
            dependencies: [
                "VoteCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "votectl",
            dependencies: [
                "VoteCommandLine",
                "VoteCore",
                "VoteStore",
                "VotePostgres",
                "VoteEngines",
                "VoteLayout",
                "VoteBoard",
                "VoteImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "VoteServer",
            dependencies: [
                "VoteCore",
                "VoteEngines",
                "VoteBoard",
                "VoteLayout",
                "VoteImport",
                .product(name: "Hummingbird", package: "hummingbird"),
                // The connection cap (MaximumAvailableConnections), which Hummingbird does not re-export.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                // The HTTP/1 parser's errors, answered as 400 rather than 500.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "DequeModule", package: "swift-collections"),
                // The response parts an event stream writes from its connection's event loop.
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                // The conversion to HTTP Types, before which HTTP/1.0 requests are told apart.
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            ],
            resources: [.copy("Resources/openapi.yaml"), .copy("Resources/web")]
        ),
        .executableTarget(
            name: "votesrv",
            dependencies: [
                "VoteCommandLine",
                "VoteServer",
                "VoteCore",
                "VotePostgres",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Temporary folders, a seeded generator and the blocking tests' own threads, shared by the
        // test targets.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "DequeModule", package: "swift-collections")],
            path: "Tests/TestSupport"
        ),
        // The engine-neutral rules alone: names, suggestions, hourly sums.
        .testTarget(name: "VoteCoreTests", dependencies: ["VoteCore", "TestSupport"]),
        .testTarget(
            name: "VoteStoreTests",
            dependencies: ["VoteCore", "VoteStore", "VotePostgres", "VoteEngines", "TestSupport"],
            // A database made by the release before the hourly tally, copied by the migration test.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "VoteLayoutTests", dependencies: ["VoteLayout"]),
        // The seeds' SwiftUI views, compiled as the seeds write them against VoteLayout.
        .testTarget(name: "SeedViewsTests", dependencies: ["VoteLayout"]),
        .testTarget(
            name: "VoteBoardTests",
            dependencies: ["VoteBoard", "VoteCore", "VoteStore", "VoteLayout", "TestSupport"]
        ),
        .testTarget(
            name: "votectlTests",
            dependencies: [
                "votectl",
                "VoteCommandLine",
                "VoteCore",
                "VoteStore",
                "VoteImport",
                "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The reference parser our CSV reader is checked against (it is too slow for the
                // import figure to be votectl's own parser; see BENCHMARKS.md).
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        .testTarget(
            name: "VoteServerTests",
            dependencies: [
                "VoteServer",
                "VoteCore",
                "VoteStore",
                "VoteBoard",
                "TestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "ReliabilityTests",
            // votesrv: built so that the server's crash tests can start it.
            dependencies: [
                "votectl", "votesrv", "VoteCore", "VoteStore", "VoteEngines", "VoteImport", "VotePostgres",
                "TestSupport",
            ],
            // Schemathesis's settings, read by the contract test from the source tree.
            exclude: ["Contract/schemathesis.toml"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    // SE-0335: spell existential types with `any`.
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // SE-0444: a file sees only the members of modules it imports itself.
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // SE-0409: imports are internal unless a public signature needs them.
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
