print("store benchmarks")
