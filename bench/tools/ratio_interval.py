#!/usr/bin/env python3
"""On / off of bench/validation.sh's runs, pooled over several sets: per database and mode, the
geometric mean of the rounds' on / off ratios (the run phase's [CLIENT] CpuPerOperation(us)) with an
approximate 95% interval (the mean of the log ratios +- 2 standard errors), and the median. A bound
(such as issue 35's 10%) is shown met when the interval's upper end lies below it, missed when its
lower end lies above it, and neither in between.

    bench/tools/ratio_interval.py bench/target/validation-A bench/target/validation-B ...
    bench/tools/ratio_interval.py --column server_us_per_op DIR...   another column of runs.csv pooled
        alike (the server's CPU per operation; a pair missing it is left out)
"""
import csv
import math
import statistics
import sys


def ratios(dirs, column):
    out = {}
    for d in dirs:
        pairs = {}
        with open(f"{d}/runs.csv") as f:
            for row in csv.DictReader(f):
                if row.get(column):
                    pairs.setdefault((row["db"], row["mode"], row["round"]), {})[row["validation"]] = float(row[column])
        for (db, mode, _), p in pairs.items():
            if "true" in p and "false" in p and p["false"] > 0:
                out.setdefault((db, mode), []).append(math.log(p["true"] / p["false"]))
    return out


def main():
    args = sys.argv[1:]
    column = "run_us_per_op"
    if args[:1] == ["--column"] and len(args) > 1:
        column, args = args[1], args[2:]
    if not args:
        sys.exit("usage: ratio_interval.py [--column NAME] DIR... (bench/validation.sh's result directories)")
    print(f"on / off of {column}")
    print(f"{'database':10} {'mode':8} {'rounds':>6}  {'geo-mean':>8}  {'95% interval':>13}  {'median':>7}")
    for (db, mode), logs in sorted(ratios(args, column).items()):
        n = len(logs)
        mean = statistics.mean(logs)
        half = 2 * statistics.stdev(logs) / math.sqrt(n) if n > 1 else float("nan")
        print(f"{db:10} {mode:8} {n:6}  {math.exp(mean):7.3f}x  {math.exp(mean - half):.3f}-{math.exp(mean + half):.3f}"
              f"  {math.exp(statistics.median(logs)):6.3f}x")


if __name__ == "__main__":
    main()
