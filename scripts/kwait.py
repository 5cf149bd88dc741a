#!/usr/bin/env python3
"""Samples where a process's threads are, as the kernel sees them.

    scripts/kwait.py PID [SECONDS] [INTERVAL_MS]

Every INTERVAL_MS (default 2) for SECONDS (default 5) it reads the state of
each thread of PID from /proc and prints how often 0, 1, 2, ... threads
were runnable (R) and blocked in the kernel (D), then the kernel stacks of
the blocked threads, most frequent first. Reading the stacks needs root.
docs/performance.md uses it to tell threads waiting for a disk flush from
threads waiting for a CPU; run it while `arbitra bench` runs, for example

    arbitra bench --duration 15s --concurrency 32 &
    sleep 5; scripts/kwait.py "$(pgrep -n arbitra)" 6
"""
import collections
import os
import sys
import time


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    pid = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    interval = (float(sys.argv[3]) if len(sys.argv) > 3 else 2.0) / 1000
    runnable, blocked, stacks = (collections.Counter() for _ in range(3))
    samples = 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except FileNotFoundError:
            break
        r = d = 0
        for tid in tids:
            try:
                with open(f"/proc/{pid}/task/{tid}/stat") as f:
                    stat = f.read()
            except OSError:
                continue  # the thread exited
            state = stat[stat.rindex(")") + 2]
            if state == "R":
                r += 1
            elif state == "D":
                d += 1
                try:
                    with open(f"/proc/{pid}/task/{tid}/stack") as f:
                        frames = [ln.split()[-1] for ln in f.read().splitlines()[:6]]
                except OSError:
                    frames = ["(stack unreadable)"]
                stacks[" < ".join(frames)] += 1
        runnable[r] += 1
        blocked[d] += 1
        samples += 1
        time.sleep(interval)
    if samples == 0:
        sys.exit(f"no samples: is {pid} running?")
    print(f"{samples} samples of pid {pid}")
    for name, hist in (("runnable (R)", runnable), ("blocked (D)", blocked)):
        shares = ", ".join(f"{n}: {100 * c / samples:.1f}%" for n, c in sorted(hist.items()))
        print(f"threads {name}: {shares}")
    total = sum(stacks.values())
    for stack, c in stacks.most_common(8):
        print(f"{100 * c / total:5.1f}% of blocked: {stack}")


if __name__ == "__main__":
    main()
