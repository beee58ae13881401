package site.ycsb.db.cql.contract;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The text report of a run ({@code [METRIC], Key, Value} lines, upstream YCSB's format), parsed.
 * Lines of any other shape are ignored.
 */
public final class TextReport {
  private final Map<String, Map<String, String>> metrics = new LinkedHashMap<>();

  private TextReport() {
  }

  public static TextReport parse(String text) {
    TextReport report = new TextReport();
    for (String line : text.split("\\R")) {
      if (!line.startsWith("[")) {
        continue;
      }
      int close = line.indexOf("], ");
      if (close < 0) {
        continue;
      }
      String rest = line.substring(close + 3);
      int comma = rest.lastIndexOf(", ");
      if (comma < 0) {
        continue;
      }
      report.metrics.computeIfAbsent(line.substring(1, close), m -> new LinkedHashMap<>())
          .put(rest.substring(0, comma), rest.substring(comma + 2).trim());
    }
    return report;
  }

  public boolean has(String metric, String key) {
    return metrics.containsKey(metric) && metrics.get(metric).containsKey(key);
  }

  /** The value as a whole number, if the line exists. */
  public OptionalLong number(String metric, String key) {
    if (!has(metric, key)) {
      return OptionalLong.empty();
    }
    String value = metrics.get(metric).get(key);
    return OptionalLong.of(value.contains(".") ? Math.round(Double.parseDouble(value)) : Long.parseLong(value));
  }

  /** The value as a whole number; 0 when the line is missing (a status that never occurred). */
  public long count(String metric, String key) {
    return number(metric, key).orElse(0);
  }

  /** {@code [OP], Return=<status>, n}: operations that ended with the status; 0 when none did. */
  public long returned(String op, String status) {
    return count(op, "Return=" + status);
  }

  /** Every {@code Return=} line of an operation: status name to count. */
  public Map<String, Long> returns(String op) {
    Map<String, Long> returns = new LinkedHashMap<>();
    metrics.getOrDefault(op, Map.of()).forEach((key, value) -> {
      if (key.startsWith("Return=")) {
        returns.put(key.substring("Return=".length()), Long.parseLong(value));
      }
    });
    return returns;
  }

  public Map<String, Map<String, String>> metrics() {
    return metrics;
  }
}
