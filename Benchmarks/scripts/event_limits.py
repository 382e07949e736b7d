#!/usr/bin/env python3
"""What /v1/events streams cost votesrv under hostile clients, measured from outside the process:

    event_limits.py stalled PORT PID [SUBSCRIBERS=2000] [SECONDS=30]
        SUBSCRIBERS streams that never read (a 4 KiB receive buffer each), while votes change the
        board for SECONDS; votesrv's RSS (from /proc/PID/status) before, at its peak, and after, and
        how many streams votesrv dropped (petvote_event_streams_dropped_total).
    churn PORT PID [CYCLES=20000] [CONCURRENCY=64]
        CYCLES connect / read the first event / close cycles, CONCURRENCY at a time; RSS before and
        after, and the streams still registered once the cycles end (petvote_event_subscribers).

Standard library only. Prints one RESULT line of key=value fields.
"""
import asyncio, re, socket, sys, time


def rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise SystemExit("votesrv is gone")


async def http(port, request):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(request)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return answer


async def metric(port, name):
    text = await http(port, b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    found = re.search(rb"^" + re.escape(name.encode()) + rb" (\S+)$", text, re.M)
    return float(found.group(1)) if found else 0.0


async def vote(port, pet):
    await http(port, f"POST /v1/pets/{pet}/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n"
                     "Connection: close\r\n\r\n".encode())


async def stalled(port, pid, subscribers, seconds):
    before = rss_mib(pid)
    sockets = []
    for _ in range(subscribers):
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", port))
        sock.sendall(b"GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        sockets.append(sock)  # never read
    opened = rss_mib(pid)
    peak, end, turn = opened, time.monotonic() + seconds, 0
    while time.monotonic() < end:
        turn += 1
        await vote(port, "Cat" if turn % 2 else "Dog")
        if turn % 20 == 0:
            peak = max(peak, rss_mib(pid))
    peak = max(peak, rss_mib(pid))
    dropped = await metric(port, "petvote_event_streams_dropped_total")
    open_streams = await metric(port, "petvote_event_subscribers")
    for sock in sockets:
        sock.close()
    await asyncio.sleep(2)
    print(f"RESULT mode=stalled subscribers={subscribers} seconds={seconds} votes={turn} rss_before_mib={before:.1f} "
          f"rss_opened_mib={opened:.1f} rss_peak_mib={peak:.1f} rss_after_mib={rss_mib(pid):.1f} "
          f"dropped={dropped:.0f} still_open={open_streams:.0f}")


async def churn(port, pid, cycles, concurrency):
    async def cycle():
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        await writer.drain()
        seen = b""
        while b"event: board" not in seen:
            chunk = await reader.read(65536)
            if not chunk:
                raise SystemExit(f"stream closed before its first event: {seen[:200]!r}")
            seen += chunk
        writer.close()

    async def worker(count):
        for _ in range(count):
            await cycle()

    for _ in range(200):  # warm-up: allocator pools and caches settle before the baseline
        await cycle()
    before = rss_mib(pid)
    started = time.monotonic()
    await asyncio.gather(*(worker(cycles // concurrency) for _ in range(concurrency)))
    took = time.monotonic() - started
    await asyncio.sleep(1)
    still = await metric(port, "petvote_event_subscribers")
    after = rss_mib(pid)
    print(f"RESULT mode=churn cycles={cycles // concurrency * concurrency} seconds={took:.1f} "
          f"rss_before_mib={before:.1f} rss_after_mib={after:.1f} growth_mib={after - before:.1f} "
          f"still_registered={still:.0f}")


mode, port, pid = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
if mode == "stalled":
    asyncio.run(stalled(port, pid, int(sys.argv[4]) if len(sys.argv) > 4 else 2000,
                        int(sys.argv[5]) if len(sys.argv) > 5 else 30))
elif mode == "churn":
    asyncio.run(churn(port, pid, int(sys.argv[4]) if len(sys.argv) > 4 else 20000,
                      int(sys.argv[5]) if len(sys.argv) > 5 else 64))
else:
    raise SystemExit(__doc__)
