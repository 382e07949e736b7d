#!/usr/bin/env python3
"""Issue 11's /v1/events figure: SUBSCRIBERS open event streams on votesrv, then VOTES votes are
cast one at a time, INTERVAL apart; for every (subscriber, vote) pair the time from sending the
vote's POST to that subscriber reading the board event that counts it, and the time from the vote's
answer (sent once its commit is done) to that reading, which leaves out the commit's own time (what a
slow disk lengthens); negative when a subscriber saw the vote before its voter had the answer.

    sse_fanout.py PORT [SUBSCRIBERS=1000] [VOTES=100] [INTERVAL_MS=250] [VOTE_ADDRESS=same]

VOTE_ADDRESS (HOST:PORT) casts the votes on another votesrv on the same database, so the delay is
also the time one host takes to hear of another's commit (scale-out, issue 25). HOST (default
127.0.0.1) is the subscribers' server's address.

Standard library only (asyncio streams). Prints one RESULT line: p50/p95/p99/max in ms from the
POST, p50/p95/p99 from the answer (`answered_*`), and how many pairs arrived (every subscriber must
see every vote: a missing pair is reported, not hidden).
"""
import asyncio, re, sys, time

import os

host = os.environ.get("HOST", "127.0.0.1")
port = int(sys.argv[1])
subscribers = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
votes = int(sys.argv[3]) if len(sys.argv) > 3 else 100
interval = (int(sys.argv[4]) if len(sys.argv) > 4 else 250) / 1000
vote_host, vote_port = (sys.argv[5].rsplit(":", 1) if len(sys.argv) > 5 else (host, port))
vote_port = int(vote_port)

TOTAL = re.compile(rb'"totalVotes":(\d+)')
arrivals = [[] for _ in range(subscribers)]  # per subscriber: (totalVotes, monotonic time) as read
ready = 0


async def subscribe(index, opened):
    global ready
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    await writer.drain()
    first = True
    while True:
        chunk = await reader.read(65536)
        if not chunk:
            return
        now = time.monotonic()
        for match in TOTAL.finditer(chunk):
            arrivals[index].append((int(match.group(1)), now))
            if first:
                first = False
                ready += 1
                if ready == subscribers:
                    opened.set()


async def post_vote():
    reader, writer = await asyncio.open_connection(vote_host, vote_port)
    writer.write(b"POST /v1/pets/Cat/votes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    await writer.drain()
    answer = await reader.read()
    writer.close()
    if not answer.startswith(b"HTTP/1.1 201"):
        raise SystemExit(f"vote refused: {answer[:200]!r}")


async def board_total():
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"GET /v1/board HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return int(TOTAL.search(answer).group(1))


async def main():
    opened = asyncio.Event()
    tasks = [asyncio.create_task(subscribe(i, opened)) for i in range(subscribers)]
    await asyncio.wait_for(opened.wait(), 120)
    start_total = await board_total()
    sent = {}
    answered = {}
    for _ in range(votes):
        await asyncio.sleep(interval)
        sent_at = time.monotonic()
        await post_vote()
        counted = len(sent) + 1 + start_total
        sent[counted] = sent_at
        answered[counted] = time.monotonic()
    await asyncio.sleep(2)
    # A vote has reached a subscriber with the first board counting it (a burst may be one event).
    def delays_from(moments):
        return sorted(
            (next(time for total, time in seen if total >= counted) - at) * 1000
            for seen in arrivals for counted, at in moments.items() if any(total >= counted for total, _ in seen))
    delays = delays_from(sent)
    after_answer = delays_from(answered)
    for task in tasks:
        task.cancel()
    missing = subscribers * votes - len(delays)
    pick = lambda values, q: values[min(len(values) - 1, int(q * len(values)))]
    print(f"RESULT subscribers={subscribers} votes={votes} pairs={len(delays)} missing={missing} "
          f"p50_ms={pick(delays, 0.5):.1f} p95_ms={pick(delays, 0.95):.1f} p99_ms={pick(delays, 0.99):.1f} "
          f"max_ms={delays[-1]:.1f} answered_p50_ms={pick(after_answer, 0.5):.1f} "
          f"answered_p95_ms={pick(after_answer, 0.95):.1f} answered_p99_ms={pick(after_answer, 0.99):.1f}")


asyncio.run(main())
