#!/usr/bin/env python3
"""Where a JFR recording's CPU samples fall: jdk.ExecutionSample events (JFR's method profiler, on
by default in the `profile` settings), counted by their top frame's method (self) and by the first
frame from a named group of code (inclusive), threads as JFR names them. Prints shares of the samples.

    jfr print --json --events jdk.ExecutionSample rec.jfr > rec.json && bench/tools/jfr_hot.py rec.json [N]
"""
import json
import sys
from collections import Counter

GROUPS = [  # (label, prefix of the frame's type name), tried top frame down: the first that matches wins
    ("harness: site.ycsb.measurements / HdrHistogram", ("site.ycsb.measurements", "org.HdrHistogram")),
    ("harness: site.ycsb.engine", ("site.ycsb.engine",)),
    ("harness: site.ycsb.workloads / generator", ("site.ycsb.workloads", "site.ycsb.generator")),
    ("binding: site.ycsb.db", ("site.ycsb.db",)),
    ("driver: com.datastax / com.aerospike", ("com.datastax", "com.aerospike")),
    ("netty", ("io.netty",)),
    ("JDK java.util.concurrent", ("java.util.concurrent",)),
]


def main():
    events = json.load(open(sys.argv[1]))["recording"]["events"]
    top_n = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    self_count, group_count, threads = Counter(), Counter(), Counter()
    for e in events:
        frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
        if not frames:
            continue
        names = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in frames]
        self_count[names[0]] += 1
        label = "other (JDK, JIT'd glue)"
        for n in names:
            hit = next((g for g, prefixes in GROUPS if n.startswith(prefixes)), None)
            if hit:
                label = hit
                break
        group_count[label] += 1
        thread = e["values"].get("sampledThread") or {}
        name = thread.get("javaName") or thread.get("osName") or "?"
        threads[name.rstrip("0123456789")] += 1
    total = sum(self_count.values())
    print(f"{total} samples")
    print("by the first frame of a named group (top frame down):")
    for g, c in group_count.most_common():
        print(f"  {100.0 * c / total:5.1f}%  {g}")
    print("by thread (trailing digits dropped):")
    for t, c in threads.most_common(8):
        print(f"  {100.0 * c / total:5.1f}%  {t}")
    print(f"top {top_n} methods (self):")
    for m, c in self_count.most_common(top_n):
        print(f"  {100.0 * c / total:5.1f}%  {m}")


if __name__ == "__main__":
    main()
