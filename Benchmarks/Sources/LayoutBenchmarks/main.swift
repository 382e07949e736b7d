print("layout benchmarks")
