package site.ycsb.thresholds;

import java.util.List;
import java.util.Locale;
import site.ycsb.model.ClientFigures;

/**
 * The {@code [CLIENT]} figures as criteria name them: the report's name lower-cased without its
 * unit ({@code CpuUtilization(%)} is {@code CLIENT.cpuutilization}), measured in the criteria's base
 * units (microseconds, a fraction, a count, operations per second).
 */
final class ClientFigureNames {
  private static final List<String> FIGURES = List.of(ClientFigures.CPU_PER_OPERATION, ClientFigures.CPU_UTILIZATION,
      ClientFigures.CPU_USER_SHARE, ClientFigures.GC_PAUSE_TOTAL, ClientFigures.GC_PAUSE_COUNT,
      ClientFigures.GC_PAUSE_MAX, ClientFigures.HICCUP_P99, ClientFigures.HICCUP_MAX,
      ClientFigures.SATURATED_INTERVALS, ClientFigures.TARGET_THROUGHPUT, ClientFigures.ACHIEVED_SHARE);

  private ClientFigureNames() {
  }

  /** {@code cpuutilization} for {@code CpuUtilization(%)}. */
  static String word(String figure) {
    int paren = figure.indexOf('(');
    return (paren < 0 ? figure : figure.substring(0, paren)).toLowerCase(Locale.ROOT);
  }

  static List<String> words() {
    return FIGURES.stream().map(ClientFigureNames::word).toList();
  }

  /** The figure a criterion's word names, or null. */
  static String figure(String word) {
    return FIGURES.stream().filter(f -> word(f).equals(word)).findFirst().orElse(null);
  }

  static Aggregate.Dimension dimension(String figure) {
    if (figure.endsWith("(us)") || figure.endsWith("(ms)")) {
      return Aggregate.Dimension.LATENCY;
    }
    if (figure.endsWith("(%)")) {
      return Aggregate.Dimension.SHARE;
    }
    return figure.endsWith("(ops/sec)") ? Aggregate.Dimension.RATE : Aggregate.Dimension.COUNT;
  }

  /** The figure in its dimension's base unit; NaN when the run's client was not measured or lacks it. */
  static double measure(String figure, ClientFigures client) {
    if (client == null) {
      return Double.NaN;
    }
    Number n = client.byName().get(figure);
    if (n == null) {
      return Double.NaN;
    }
    double v = n.doubleValue();
    if (figure.endsWith("(ms)")) {
      return v * 1000;
    }
    return figure.endsWith("(%)") ? v / 100 : v;
  }
}
