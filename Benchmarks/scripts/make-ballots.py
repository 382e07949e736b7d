#!/usr/bin/env python3
"""Writes FILE: COUNT distinct ballots `pet,at,id` as an export would have them: the three seed
pets, times over 30 days from 2026-09-21 in random order, ids random UUIDs (import.sh's ballots).

    Benchmarks/scripts/make-ballots.py FILE [COUNT]     # COUNT defaults to 1,000,000
"""
import random
import sys
import time
import uuid

path = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
random.seed(12)
pets = ["Cat", "Goldfish", "Dog"]


def iso(t):
    whole = int(t)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole)) + ".%03dZ" % int((t - whole) * 1000)


with open(path, "w") as f:
    f.write("pet,at,id\n")
    for _ in range(count):
        t = 1_790_000_000 + random.random() * 30 * 86400
        f.write(f"{random.choice(pets)},{iso(t)},{uuid.UUID(int=random.getrandbits(128), version=4)}\n")
