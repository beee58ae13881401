package site.ycsb.thresholds;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.MetricSections;
import site.ycsb.validation.ReadClass;

/**
 * What a criterion measures of a metric: a latency figure ({@code p99}, {@code avg}, {@code max}),
 * a count, a share of the results ({@code errorrate}, {@code notfoundrate}) or a rate
 * ({@code throughput}); of the pseudo-metric VALIDATION, a count of validated reads ({@code lost},
 * {@code anomalies}, ...) or, with a bound in %, its share of Checked.
 *
 * @param kind which figure
 * @param percentile for {@link Kind#PERCENTILE}, the percentile (0 to 100); else 0
 * @param figure for the VALIDATION kinds, the figure as written ({@code stale}, {@code checked},
 *     {@code anomalies}); for {@link Kind#CLIENT}, the {@code [CLIENT]} figure's report name
 *     ({@code CpuUtilization(%)}); else null
 */
public record Aggregate(Kind kind, double percentile, String figure) {
  /** The figures a criterion can name; CLIENT: one of the client's own ({@code CLIENT.cpuutilization}). */
  public enum Kind { PERCENTILE, AVG, MAX, COUNT, ERRORRATE, NOTFOUNDRATE, THROUGHPUT, VALIDATED, VALIDATEDSHARE, CLIENT }

  /** A figure of an operation's metric or OVERALL. */
  public Aggregate(Kind kind, double percentile) {
    this(kind, percentile, null);
  }

  /** The figures of VALIDATION, for messages. */
  static final String VALIDATION_NAMES = "checked, valid, stale, lost, resurrected, corrupt, unverifiable or"
      + " anomalies";

  /** What a figure is, which says the units its bound may carry. */
  public enum Dimension {
    /** Microseconds; bounds in us, ms or s (us when none is given). */
    LATENCY,
    /** A share of the results, 0 to 1; bounds with % or as a fraction. */
    SHARE,
    /** A number of operations; a bound without a unit. */
    COUNT,
    /** Operations per second; a bound without a unit (or ops/s). */
    RATE
  }

  /** The words a criterion may use, for messages. */
  static final String NAMES = "p<percentile> (p50, p99, p99.9), avg, max, count, errorrate, notfoundrate or throughput"
      + " (of CLIENT: " + String.join(", ", ClientFigureNames.words()) + ")";
  private static final Pattern PERCENTILE = Pattern.compile("p\\(?(\\d{1,3}(?:\\.\\d+)?)\\)?");

  /** The aggregate a word names, case aside ({@code p99}, {@code p(99.9)}, {@code avg}), or null. */
  static Aggregate parse(String word) {
    String w = word.trim().toLowerCase(Locale.ROOT);
    Matcher m = PERCENTILE.matcher(w);
    if (m.matches()) {
      double p = Double.parseDouble(m.group(1));
      return p <= 100 ? new Aggregate(Kind.PERCENTILE, p, null) : null;
    }
    return switch (w) {
      case "avg", "mean" -> new Aggregate(Kind.AVG, 0, null);
      case "max" -> new Aggregate(Kind.MAX, 0, null);
      case "count" -> new Aggregate(Kind.COUNT, 0, null);
      case "errorrate" -> new Aggregate(Kind.ERRORRATE, 0, null);
      case "notfoundrate" -> new Aggregate(Kind.NOTFOUNDRATE, 0, null);
      case "throughput" -> new Aggregate(Kind.THROUGHPUT, 0, null);
      default -> ClientFigureNames.figure(w) == null ? null : new Aggregate(Kind.CLIENT, 0, ClientFigureNames.figure(w));
    };
  }

  /**
   * A figure of VALIDATION, case aside: a count of reads, or with {@code share} its share of Checked;
   * null when the word names none.
   */
  static Aggregate validation(String word, boolean share) {
    String w = word.trim().toLowerCase(Locale.ROOT);
    boolean known = w.equals("checked") || w.equals("anomalies") || readClass(w) != null;
    return known ? new Aggregate(share ? Kind.VALIDATEDSHARE : Kind.VALIDATED, 0, w) : null;
  }

  private static ReadClass readClass(String figure) {
    for (ReadClass c : ReadClass.values()) {
      if (c.label().toLowerCase(Locale.ROOT).equals(figure)) {
        return c;
      }
    }
    return null;
  }

  public Dimension dimension() {
    return switch (kind) {
      case PERCENTILE, AVG, MAX -> Dimension.LATENCY;
      case ERRORRATE, NOTFOUNDRATE, VALIDATEDSHARE -> Dimension.SHARE;
      case COUNT, VALIDATED -> Dimension.COUNT;
      case THROUGHPUT -> Dimension.RATE;
      case CLIENT -> ClientFigureNames.dimension(figure);
    };
  }

  /** As a criterion writes it: {@code p99}, {@code p99.9}, {@code avg}. */
  public String name() {
    if (kind == Kind.CLIENT) {
      return ClientFigureNames.word(figure);
    }
    if (kind == Kind.PERCENTILE) {
      return "p" + (percentile == Math.rint(percentile) ? Long.toString((long) percentile)
          : Double.toString(percentile));
    }
    return figure != null ? figure : kind.name().toLowerCase(Locale.ROOT);
  }

  /**
   * The report's measure the figure appears under ({@code 99thPercentileLatency(us)},
   * {@code Operations}), or null when the report has no such column.
   */
  public String reportMeasure() {
    return switch (kind) {
      case PERCENTILE -> MetricSections.ordinal(percentile) + "PercentileLatency(us)";
      case AVG -> "AverageLatency(us)";
      case MAX -> "MaxLatency(us)";
      case COUNT -> "Operations";
      case THROUGHPUT -> "OperationsPerSecond";
      case NOTFOUNDRATE -> "NotFoundShare";
      case ERRORRATE, VALIDATED, VALIDATEDSHARE -> null;
      case CLIENT -> figure;
    };
  }

  /** The figure of {@code metric} in {@code f}: NaN when there is nothing to measure it on. */
  public double measure(String metric, Figures f) {
    boolean overall = Criterion.OVERALL.equals(metric);
    switch (kind) {
      case CLIENT:
        return ClientFigureNames.measure(figure, f.client());
      case COUNT:
        return overall ? f.operations() : count(f.histogram(metric));
      case THROUGHPUT:
        if (f.seconds() <= 0) {
          return Double.NaN;
        }
        return (overall ? f.operations() : count(f.histogram(metric))) / f.seconds();
      case ERRORRATE:
      case NOTFOUNDRATE:
        return share(f.statuses(overall ? MetricNames.TOTAL : metric));
      case VALIDATED:
      case VALIDATEDSHARE:
        return validated(f.validation());
      default:
        Histogram h = f.histogram(metric);
        if (h == null || h.getTotalCount() == 0) {
          return Double.NaN;
        }
        return switch (kind) {
          case AVG -> h.getMean();
          case MAX -> h.getMaxValue();
          default -> h.getValueAtPercentile(percentile);
        };
    }
  }

  /** The figure of the validated reads; NaN when none was checked (nothing to judge). */
  private double validated(ValidationCounts v) {
    if (v.isEmpty()) {
      return Double.NaN;
    }
    ReadClass c = readClass(figure);
    long n = c != null ? v.count(c) : "anomalies".equals(figure) ? v.anomalies() : v.checked();
    return kind == Kind.VALIDATEDSHARE ? (double) n / v.checked() : n;
  }

  private static long count(Histogram h) {
    return h == null ? 0 : h.getTotalCount();
  }

  /** Errors (neither OK, BATCHED_OK nor NOT_FOUND) or NOT_FOUND results over all results. */
  private double share(Map<String, Long> counts) {
    long all = 0;
    long part = 0;
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      all += e.getValue();
      String status = e.getKey();
      boolean counted = kind == Kind.NOTFOUNDRATE ? "NOT_FOUND".equals(status)
          : !"OK".equals(status) && !"BATCHED_OK".equals(status) && !"NOT_FOUND".equals(status);
      if (counted) {
        part += e.getValue();
      }
    }
    return all == 0 ? Double.NaN : (double) part / all;
  }
}
