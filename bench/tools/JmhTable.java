import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Condenses a JMH CSV result file (-rf csv) into one line per benchmark and parameters: the score
 * (ns/op) with its 99.9% error, and the allocation per operation from the gc profiler
 * (gc.alloc.rate.norm) when it ran. JDK only: {@code java bench/tools/JmhTable.java results.csv}.
 */
public final class JmhTable {
  public static void main(String[] args) throws IOException {
    List<String> lines = Files.readAllLines(Path.of(args[0]));
    if (lines.isEmpty()) {
      return;
    }
    List<String> header = split(lines.get(0));
    Map<String, String[]> rows = new LinkedHashMap<>(); // key -> {score, error, unit, alloc}
    for (String line : lines.subList(1, lines.size())) {
      List<String> f = split(line);
      String bench = f.get(0);
      StringBuilder params = new StringBuilder();
      for (int i = 7; i < f.size() && i < header.size(); i++) {
        if (!f.get(i).isEmpty()) {
          params.append(header.get(i).replace("Param: ", "")).append('=').append(f.get(i)).append(' ');
        }
      }
      String metric = null;
      int colon = bench.indexOf(':');
      if (colon > 0) {
        metric = bench.substring(colon + 1).replace("\u00b7", "");
        bench = bench.substring(0, colon);
      }
      String shortName = bench.substring(bench.lastIndexOf('.', bench.lastIndexOf('.') - 1) + 1);
      String key = String.format(Locale.ROOT, "%-46s %s", shortName, params.toString().trim());
      String[] r = rows.computeIfAbsent(key, k -> new String[] {"", "", "", ""});
      if (metric == null) {
        r[0] = f.get(4);
        r[1] = f.get(5);
        r[2] = f.get(6);
      } else if (metric.equals("gc.alloc.rate.norm")) {
        r[3] = f.get(4);
      }
    }
    System.out.printf(Locale.ROOT, "%-80s %12s %10s %10s%n", "benchmark and parameters", "score", "+-99.9%", "B/op");
    for (Map.Entry<String, String[]> e : rows.entrySet()) {
      String[] r = e.getValue();
      System.out.printf(Locale.ROOT, "%-80s %12s %10s %10s  %s%n", e.getKey(), fmt(r[0]), fmt(r[1]),
          r[3].isEmpty() ? "-" : fmt(r[3]), r[2]);
    }
  }

  private static String fmt(String s) {
    if (s == null || s.isEmpty() || s.equals("NaN")) {
      return "-";
    }
    double d = Double.parseDouble(s);
    return String.format(Locale.ROOT, d >= 100 ? "%.0f" : d >= 10 ? "%.1f" : "%.2f", d);
  }

  /** Splits one CSV line (JMH quotes every text field; no embedded quotes). */
  private static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (char c : line.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        out.add(cur.toString());
        cur.setLength(0);
      } else {
        cur.append(c);
      }
    }
    out.add(cur.toString());
    return out;
  }
}
