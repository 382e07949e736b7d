// swift-tools-version: 6.2

import PackageDescription

// Benchmarks live in their own package so `swift test` on PetVote never builds them.
// Run from this folder: `swift run -c release StoreBenchmarks` (see ../BENCHMARKS.md).
let package = Package(
    name: "PetVoteBenchmarks",
    dependencies: [
        .package(name: "PetVote", path: ".."),
        .package(url: "https://github.com/google/swift-benchmark", from: "0.1.2"),
        // The peer of votesrv's figures (BENCHMARKS.md#votesrv).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "StoreBenchmarks",
            dependencies: [
                .product(name: "VoteCore", package: "PetVote"),
                .product(name: "VoteStore", package: "PetVote"),
                .product(name: "Benchmark", package: "swift-benchmark"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "VoteLayout", package: "PetVote"),
                .product(name: "Benchmark", package: "swift-benchmark"),
            ]
        ),
        .executableTarget(
            name: "HelloServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
