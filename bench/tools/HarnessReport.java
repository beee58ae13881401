import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Prints the table of bench/harness-overhead.sh from its results.csv (run with the JDK's source
 * launcher: {@code java bench/tools/HarnessReport.java results.csv}). JDK only.
 *
 * <p>Per configuration (DB, workload, threads) and engine: steady-state ops/s min/median/max over
 * the rounds; the ratio ours/upstream as the median (and range) of the per-round ratios (each
 * round's runs are adjacent in time); the ratio of the engines' own reported [OVERALL] throughput
 * medians; medians of CPU time and bytes allocated per operation in the steady window; the
 * largest peak RSS.
 */
public final class HarnessReport {
  /** Runs whose process got less CPU than this share of what it could use are left out. */
  static final double MIN_CPU_SHARE = 0.8;

  private record Row(int round, String engine, String db, String workload, int threads, double reported,
      long steadyOps, long steadyNs, long steadyCpuNs, long steadyAlloc, long peakRssKb, long finalOps,
      long recordedOps, long cores) {
    /** CPU the process got in the steady window, per core it could have used (workers + GC/JIT: about 1). */
    double cpuShare() {
      return steadyNs > 0 ? (double) steadyCpuNs / steadyNs / Math.max(1, Math.min(threads, cores)) : 0;
    }

    /** Whether the run got too little CPU (other load on the machine) or had no steady window. */
    boolean starved() {
      return steadyNs <= 0 || steadyOps <= 0 || (cores > 0 && cpuShare() < MIN_CPU_SHARE);
    }

    double opsPerSec() {
      return steadyNs > 0 && steadyOps > 0 ? steadyOps * 1e9 / steadyNs : Double.NaN;
    }

    double cpuUsPerOp() {
      return steadyOps > 0 ? steadyCpuNs / 1000.0 / steadyOps : Double.NaN;
    }

    double bytesPerOp() {
      return steadyOps > 0 ? (double) steadyAlloc / steadyOps : Double.NaN;
    }
  }

  public static void main(String[] args) throws IOException {
    List<String> lines = Files.readAllLines(Path.of(args[0]));
    Map<String, List<Row>> byConfig = new LinkedHashMap<>();
    List<String> header = List.of(lines.get(0).split(","));
    List<String> inexact = new ArrayList<>();
    List<String> starved = new ArrayList<>();
    int checked = 0;
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      Map<String, String> v = new TreeMap<>();
      for (int i = 0; i < header.size() && i < f.length; i++) {
        v.put(header.get(i), f[i]);
      }
      Row r = new Row(Integer.parseInt(v.get("round")), v.get("engine"), v.get("db"), v.get("workload"),
          Integer.parseInt(v.get("threads")), num(v.get("reported_ops_s")), lng(v.get("steady_ops")),
          lng(v.get("steady_ns")), lng(v.get("steady_cpu_ns")), lng(v.get("steady_alloc_bytes")),
          lng(v.get("peak_rss_kb")), lng(v.get("final_ops")), lng(v.get("recorded_ops")), lng(v.get("cores")));
      byConfig.computeIfAbsent(r.db() + " " + r.workload() + " " + r.threads(), k -> new ArrayList<>()).add(r);
      if (r.starved()) {
        starved.add(String.format(Locale.ROOT, "round %d %s %s %s %d thr (CPU share %.2f)", r.round(), r.engine(),
            r.db(), r.workload(), r.threads(), r.cpuShare()));
      }
      if (v.containsKey("recorded_ops")) {
        checked++;
        if (r.recordedOps() != r.finalOps()) {
          inexact.add(String.format(Locale.ROOT, "round %d %s %s %s %d thr: %d done, %d recorded", r.round(), r.engine(),
              r.db(), r.workload(), r.threads(), r.finalOps(), r.recordedOps()));
        }
      }
    }

    StringBuilder out = new StringBuilder();
    String fmt = "%-9s %-9s %3s  %-8s | %-23s | %-22s | %8s | %9s | %9s | %8s%n";
    out.append(String.format(Locale.ROOT, fmt, "db", "workload", "thr", "engine", "ops/s (steady state)",
        "ratio to upstream", "reported", "CPU", "alloc", "peak RSS"));
    out.append(String.format(Locale.ROOT, fmt, "", "", "", "", "min / med / max", "med (min - max)", "ratio",
        "us/op", "B/op", "MiB"));
    out.append("-".repeat(133)).append('\n');
    Map<String, List<Map.Entry<String, Double>>> targets = new LinkedHashMap<>(); // group -> (label, ratio)
    String lastDb = null;
    for (Map.Entry<String, List<Row>> e : byConfig.entrySet()) {
      List<Row> rows = e.getValue();
      Row any = rows.get(0);
      if (lastDb != null && !lastDb.equals(any.db())) {
        out.append('\n');
      }
      lastDb = any.db();
      List<String> engines = new ArrayList<>();
      rows.forEach(r -> {
        if (!engines.contains(r.engine())) {
          engines.add(r.engine());
        }
      });
      engines.sort((a, b) -> a.equals("upstream") ? -1 : b.equals("upstream") ? 1 : 0);
      List<Row> up = usable(rows.stream().filter(r -> r.engine().equals("upstream")).toList());
      boolean first = true;
      for (String engine : engines) {
        List<Row> mine = usable(rows.stream().filter(r -> r.engine().equals(engine)).toList());
        List<Double> ratios = new ArrayList<>();
        if (!engine.equals("upstream")) {
          for (Row o : mine) {
            up.stream().filter(u -> u.round() == o.round()).findFirst()
                .filter(u -> Double.isFinite(o.opsPerSec() / u.opsPerSec()))
                .ifPresent(u -> ratios.add(o.opsPerSec() / u.opsPerSec()));
          }
        }
        double ratio = median(ratios);
        double reportedRatio = median(mine.stream().map(Row::reported).toList())
            / median(up.stream().map(Row::reported).toList());
        out.append(String.format(Locale.ROOT, fmt,
            first ? any.db() : "", first ? any.workload() : "", first ? Integer.toString(any.threads()) : "",
            engine + (mine.stream().allMatch(Row::starved) ? "*" : ""),
            triple(mine.stream().map(Row::opsPerSec).toList()),
            ratios.isEmpty() ? "" : String.format(Locale.ROOT, "%.2fx (%.2f - %.2f)", ratio, Collections.min(ratios),
                Collections.max(ratios)),
            engine.equals("upstream") || Double.isNaN(reportedRatio) ? "" : String.format(Locale.ROOT, "%.2fx", reportedRatio),
            f3(median(mine.stream().map(Row::cpuUsPerOp).toList())),
            f0(median(mine.stream().map(Row::bytesPerOp).toList())),
            f0(max(mine.stream().map(r -> r.peakRssKb() / 1024.0).toList()))));
        first = false;
        if (engine.equals("ours") && !ratios.isEmpty()) {
          String group = any.db().equals("consuming") && !any.workload().equals("workloadc")
              ? "consuming " + any.workload() : any.db().equals("noop") ? "noop (all workloads)" : null;
          if (group != null) {
            boolean doubtful = mine.stream().allMatch(Row::starved) || up.stream().allMatch(Row::starved);
            String label = (group.startsWith("noop") ? any.workload() + "/" : "") + any.threads() + "thr"
                + (doubtful ? "*" : "");
            targets.computeIfAbsent(group, k -> new ArrayList<>()).add(Map.entry(label, ratio));
          }
        }
      }
    }
    out.append('\n').append("Targets (median of the per-round ratios ours/upstream, steady-state ops/s; "
        + "* = from runs starved of CPU):\n");
    for (Map.Entry<String, List<Map.Entry<String, Double>>> t : targets.entrySet()) {
      double goal = t.getKey().startsWith("consuming") ? 3.0 : 1.5;
      double worst = Double.MAX_VALUE;
      StringBuilder sb = new StringBuilder();
      for (Map.Entry<String, Double> p : t.getValue()) {
        worst = Math.min(worst, p.getValue());
        sb.append(String.format(Locale.ROOT, " %s %.2fx", p.getKey(), p.getValue()));
      }
      out.append(String.format(Locale.ROOT, "  %-21s >= %.1fx: %-6s (lowest %.2fx):%s%n", t.getKey(), goal,
          worst >= goal ? "MET" : "MISSED", worst, sb));
    }
    if (!starved.isEmpty()) {
      out.append(String.format(Locale.ROOT, "Left out: %d run(s) that got less than %.0f%% of the CPU they could use "
          + "(other load on the machine) or had no steady window; an engine marked * had only such runs and is "
          + "shown from them anyway:%n  %s%n", starved.size(), MIN_CPU_SHARE * 100, String.join("\n  ", starved)));
    }
    if (checked > 0) {
      out.append(inexact.isEmpty()
          ? String.format(Locale.ROOT, "Exactness: in all %d runs the report's histograms hold every operation done.%n", checked)
          : "Exactness: operations done and operations in the report's histograms differ in:\n  "
              + String.join("\n  ", inexact) + "\n");
    }
    System.out.print(out);
  }

  /** The runs that got their CPU, or all of them when none did. */
  private static List<Row> usable(List<Row> rows) {
    List<Row> ok = rows.stream().filter(r -> !r.starved()).toList();
    return ok.isEmpty() ? rows : ok;
  }

  private static double num(String s) {
    return s == null || s.isBlank() ? Double.NaN : Double.parseDouble(s);
  }

  private static long lng(String s) {
    return s == null || s.isBlank() ? 0 : Long.parseLong(s.trim());
  }

  private static double median(List<Double> values) {
    List<Double> v = values.stream().filter(d -> !Double.isNaN(d)).sorted().toList();
    if (v.isEmpty()) {
      return Double.NaN;
    }
    int n = v.size();
    return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
  }

  private static double max(List<Double> values) {
    return values.stream().filter(d -> !Double.isNaN(d)).mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
  }

  private static String triple(List<Double> values) {
    List<Double> v = values.stream().filter(d -> !Double.isNaN(d)).sorted().toList();
    if (v.isEmpty()) {
      return "-";
    }
    return ops(v.get(0)) + " / " + ops(median(v)) + " / " + ops(v.get(v.size() - 1));
  }

  private static String ops(double d) {
    if (d >= 1e6) {
      return String.format(Locale.ROOT, "%.2fM", d / 1e6);
    }
    return String.format(Locale.ROOT, "%.0fk", d / 1e3);
  }

  private static String f3(double d) {
    return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.3f", d);
  }

  private static String f0(double d) {
    return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.0f", d);
  }
}
