package site.ycsb.results;

import java.util.Map;
import java.util.TreeMap;
import site.ycsb.measurements.MetricNames;

/** Maps by metric or operation name in the report's order, for output (hot paths keep hash maps). */
final class Ordered {
  private Ordered() {
  }

  static <V> Map<String, V> byMetric(Map<String, V> m) {
    Map<String, V> out = new TreeMap<>(MetricNames.ORDER);
    out.putAll(m);
    return out;
  }
}
