import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes a client interval log of a long run, per docs/interval-log.md, for bench/report-large.sh:
 * {@code java -cp HdrHistogram.jar LargeLog.java <file> <intervals> <interval seconds> [<client id> <start
 * offset ms>]}. Twenty
 * metrics per interval (READ, UPDATE, INSERT, DELETE: OP and OP-COMB, OP-NOT_FOUND for READ and DELETE,
 * which find nothing 8% of the time; the same with Intended-), latencies drawn from a log-normal around 400 us to 2 ms with a slow drift and rare
 * spikes, statuses per operation, one event and an end line.
 */
public class LargeLog {
  public static void main(String[] args) throws Exception {
    String file = args[0];
    int intervals = Integer.parseInt(args[1]);
    int seconds = Integer.parseInt(args[2]);
    String client = args.length > 3 ? args[3] : "bench-client";
    long start = 1_790_000_000_000L + (args.length > 4 ? Long.parseLong(args[4]) : 0);
    List<String> ops = List.of("READ", "UPDATE", "INSERT", "DELETE");
    double[] share = {0.50, 0.06, 0.40, 0.04};
    SplittableRandom rnd = new SplittableRandom(client.hashCode());
    try (PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(file), 1 << 16), false,
        StandardCharsets.UTF_8)) {
      out.print("#[YCSB interval log: latency in microseconds, one tag per metric; see docs/interval-log.md]\n");
      String[][] meta = {{"binding", "cassandra"}, {"client.id", client}, {"host", "bench"}, {"phase", "run"},
          {"interval.seconds", Integer.toString(seconds)}, {"significantdigits", "3"}, {"start", java.time.Instant.ofEpochMilli(start).toString()},
          {"start.epochms", Long.toString(start)}, {"threads", "400"}, {"target", "0"}, {"unit", "us"},
          {"version", "bench"}, {"warmup.seconds", Integer.toString(6 * seconds)},
          {"workload", "site.ycsb.workloads.CoreWorkload"}, {"workload.files", "workloads/mixed"}};
      for (String[] m : meta) {
        out.print("#[meta " + m[0] + "=" + m[1] + "]\n");
      }
      out.print("#[property recordcount=100000000]\n#[property measurement.warmup=" + 6 * seconds + "]\n");
      HistogramLogWriter w = new HistogramLogWriter(out);
      w.outputLogFormatVersion();
      w.outputStartTime(start);
      w.outputBaseTime(start);
      w.setBaseTime(start);
      w.outputLegend();
      Histogram h = new Histogram(3);
      long ops10s = 1_000_000L; // operations recorded per interval: counts as a long, busy run has
      for (int i = 0; i < intervals; i++) {
        long s = start + (long) i * seconds * 1000 + 3;
        long e = s + seconds * 1000L + 1;
        if (i < 6) {
          out.print("#[warm-up interval]\n");
        }
        if (i == intervals / 2) {
          out.print(String.format(Locale.ROOT, "#[event id=1 state=started time=%.3f when=50%% output=/tmp/e.out"
              + " command=nodetool decommission]%n", (s - start) / 1000.0 + 1));
        }
        double drift = 1 + 0.5 * i / intervals;
        boolean spike = rnd.nextInt(200) == 0;
        StringBuilder status = new StringBuilder();
        for (int k = 0; k < ops.size(); k++) {
          String op = ops.get(k);
          long n = (long) (ops10s * share[k]);
          long notFound = op.equals("READ") || op.equals("DELETE") ? n * 8 / 100 : 0;
          for (String kind : new String[] {"", "-COMB", "-NOT_FOUND"}) {
            if (kind.equals("-NOT_FOUND") && notFound == 0) {
              continue;
            }
            for (String prefix : new String[] {"", "Intended-"}) {
              h.reset();
              long count = kind.isEmpty() ? n - notFound : kind.equals("-COMB") ? n : notFound;
              fill(h, rnd, count, (300 + 100 * k) * drift * (prefix.isEmpty() ? 1 : 1.3), spike);
              h.setStartTimeStamp(s);
              h.setEndTimeStamp(e);
              h.setTag(prefix + op + kind);
              w.outputIntervalHistogram(h);
            }
          }
          status.append(String.format(Locale.ROOT, "#[status op=%s start=%.3f length=%.3f OK=%d%s]%n", op,
              (s - start) / 1000.0, (e - s) / 1000.0, n - notFound, notFound > 0 ? " NOT_FOUND=" + notFound : ""));
        }
        out.print(status);
      }
      out.print(String.format(Locale.ROOT, "#[event id=1 state=ended time=%.3f exit=0]%n",
          (intervals / 2 + 30.0) * seconds));
      out.print(String.format(Locale.ROOT, "#[end time=%.3f stop=COMPLETED operations=%d]%n",
          (double) intervals * seconds + 0.01, ops10s * intervals));
    }
  }

  /** {@code count} values around {@code medianUs}: 400 distinct draws, each standing for count/400 values. */
  private static void fill(Histogram h, SplittableRandom rnd, long count, double medianUs, boolean spike) {
    int draws = 400;
    long each = count / draws;
    for (int d = 0; d < draws; d++) {
      double v = medianUs * Math.exp(0.6 * gaussian(rnd));
      if (spike && d % 50 == 0) {
        v *= 40;
      }
      h.recordValueWithCount(Math.max(1, (long) v), d == 0 ? count - each * (draws - 1) : each);
    }
  }

  private static double gaussian(SplittableRandom rnd) {
    return Math.sqrt(-2 * Math.log(1 - rnd.nextDouble())) * Math.cos(2 * Math.PI * rnd.nextDouble());
  }
}
