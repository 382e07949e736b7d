-- wrk's summary as one machine-readable line: completed requests, the non-2xx/3xx ones, socket
-- errors, latency percentiles in ms and the run's length in µs. Shared by every wrk run in server.sh.
done = function(summary, latency, requests)
    local errors = summary.errors
    io.write(string.format(
        "RESULT requests=%d non2xx=%d socket_errors=%d p50_ms=%.2f p99_ms=%.2f duration_us=%d\n",
        summary.requests, errors.status, errors.connect + errors.read + errors.write + errors.timeout,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.duration))
end
