#!/usr/bin/env python3
"""On / off of bench/validation.sh's runs, pooled over several sets: per database and mode, the
geometric mean of the rounds' on / off ratios (the run phase's [CLIENT] CpuPerOperation(us)) with an
approximate 95% interval (the mean of the log ratios +- 2 standard errors), and the median.

With --adjust, also the on / off at an equal rate: unpaced, a client's CPU per operation falls as the
rate the server gives rises (fewer operations per wake-up), and that rate moves from run to run for
reasons of its own. Each pair's log ratio of CPU is regressed on its log ratio of ops/s; the
intercept is on / off where both runs got the same rate (+- 2 standard errors), the slope how strongly
CPU followed the rate. It removes the rate's noise, not an effect: read it only where on and off got
the same rate on average (the ops_per_s line), or it would also remove a rate that validation caused.

    bench/tools/ratio_interval.py bench/target/validation-A bench/target/validation-B ...
    bench/tools/ratio_interval.py --column server_us_per_op DIR...   another column of runs.csv pooled
        alike (the server's CPU per operation; a pair missing it is left out)
    bench/tools/ratio_interval.py --adjust DIR...   and the rate-adjusted on / off
    bench/tools/ratio_interval.py --check   both intervals on synthetic sets of known truth: how often
        they hold it, and how wide they are
"""
import csv
import math
import random
import statistics
import sys


def pairs_of(dirs, column):
    """Per (db, mode): the rounds' (log on/off of column, log on/off of ops/s)."""
    out = {}
    for d in dirs:
        pairs = {}
        with open(f"{d}/runs.csv") as f:
            for row in csv.DictReader(f):
                if row.get(column):
                    pairs.setdefault((row["db"], row["mode"], row["round"]), {})[row["validation"]] = row
        for (db, mode, _), p in pairs.items():
            if "true" in p and "false" in p and float(p["false"][column]) > 0:
                on, off = p["true"], p["false"]
                rate = math.log(float(on["ops_per_s"]) / float(off["ops_per_s"])) \
                    if float(on["ops_per_s"]) > 0 and float(off["ops_per_s"]) > 0 else None
                out.setdefault((db, mode), []).append((math.log(float(on[column]) / float(off[column])), rate))
    return out


def mean_interval(logs):
    """Geometric mean and its approximate 95% interval, as log values."""
    mean = statistics.mean(logs)
    half = 2 * statistics.stdev(logs) / math.sqrt(len(logs)) if len(logs) > 1 else float("nan")
    return mean, mean - half, mean + half


def at_equal_rate(pairs):
    """Intercept (log on/off at equal rate) with its interval, the slope and the correlation; None if it cannot be fitted."""
    pts = [(x, y) for y, x in pairs if x is not None]
    n = len(pts)
    if n < 4 or statistics.stdev(x for x, _ in pts) < 0.01:
        return None  # too few pairs, or paced runs: the rates did not move, nothing to adjust for
    mx = statistics.mean(x for x, _ in pts)
    my = statistics.mean(y for _, y in pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    syy = sum((y - my) ** 2 for _, y in pts)
    if sxx == 0 or syy == 0:
        return None
    sxy = sum((x - mx) * (y - my) for x, y in pts)
    slope = sxy / sxx
    a = my - slope * mx
    s2 = sum((y - a - slope * x) ** 2 for x, y in pts) / (n - 2)
    se = math.sqrt(s2 * (1 / n + mx * mx / sxx))
    return a, a - 2 * se, a + 2 * se, slope, sxy / math.sqrt(sxx * syy)


def ratio(log_value):
    """A log ratio written as a ratio."""
    return f"{math.exp(log_value):.3f}"


def report(dirs, column, adjust):
    print(f"on / off of {column}")
    head = f"{'database':10} {'mode':8} {'rounds':>6}  {'geo-mean':>8}  {'95% interval':>13}  {'median':>7}"
    print(head + ("   ops/s on / off (95%)     at equal rate (95%)     slope      r" if adjust else ""))
    for (db, mode), pairs in sorted(pairs_of(dirs, column).items()):
        logs = [y for y, _ in pairs]
        mean, lo, hi = mean_interval(logs)
        line = f"{db:10} {mode:8} {len(logs):6}  {ratio(mean):>7}x  {ratio(lo)}-{ratio(hi)}  {ratio(statistics.median(logs)):>6}x"
        if adjust:
            rates = [r for _, r in pairs if r is not None]
            rmean, rlo, rhi = mean_interval(rates) if len(rates) > 1 else (float("nan"),) * 3
            line += f"   {ratio(rmean)}x ({ratio(rlo)}-{ratio(rhi)})"
            fit = at_equal_rate(pairs)
            if fit:
                a, alo, ahi, slope, r = fit
                line += f"   {ratio(a)}x ({ratio(alo)}-{ratio(ahi)})   {slope:5.2f}  {r:5.2f}"
            else:
                line += "   -"
        print(line)


def check(seed=1):
    """Synthetic sets of 32 pairs: a true on / off, a rate ratio that moves (sd 0.2 in log), CPU
    following it with slope -0.5, and run noise (sd 0.05 in log). Coverage of both intervals; then
    a client that is the limit (slope -1, the whole cost in the rate), where the adjustment fails."""
    rnd = random.Random(seed)
    print("synthetic sets of 32 pairs, 400 each: rate ratio sd 0.2 (log), CPU ~ rate^-0.5, run noise sd 0.05")
    print(f"{'truth':>6}  {'plain: held':>11} {'width':>6}  {'adjusted: held':>14} {'width':>6}")
    # the last case: the client is the limit, so its +10% costs the rate 10% and shows only through it
    for truth, through_rate in ((1.0, False), (1.05, False), (1.10, False), (1.10, True)):
        held = [0, 0]
        width = [0.0, 0.0]
        sets = 400
        for _ in range(sets):
            pairs = []
            for _ in range(32):
                if through_rate:
                    rate = -math.log(truth) + rnd.gauss(0, 0.2)
                    pairs.append((-rate + rnd.gauss(0, 0.05), rate))
                    continue
                rate = rnd.gauss(0, 0.2)
                pairs.append((math.log(truth) - 0.5 * rate + rnd.gauss(0, 0.05), rate))
            _, lo, hi = mean_interval([y for y, _ in pairs])
            _, alo, ahi, _, _ = at_equal_rate(pairs)
            for i, (l, h) in enumerate(((lo, hi), (alo, ahi))):
                held[i] += l <= math.log(truth) <= h
                width[i] += math.exp(h) - math.exp(l)
        print(f"{truth:6.2f}  {held[0] / sets:11.1%} {width[0] / sets:6.3f}  {held[1] / sets:14.1%} {width[1] / sets:6.3f}"
              + ("  (all of it through the rate: the client the limit; the adjusted figure is not to be read)" if through_rate else ""))


def main():
    args = sys.argv[1:]
    if args == ["--check"]:
        check()
        return
    column, adjust = "run_us_per_op", False
    while args[:1] in (["--column"], ["--adjust"]):
        if args[0] == "--adjust":
            adjust, args = True, args[1:]
        elif len(args) > 1:
            column, args = args[1], args[2:]
        else:
            args = []
    if not args:
        sys.exit("usage: ratio_interval.py [--column NAME] [--adjust] DIR... | --check (bench/validation.sh's result directories)")
    report(args, column, adjust)


if __name__ == "__main__":
    main()
