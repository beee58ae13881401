package site.ycsb.measurements;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Upstream's status line: {@code <time> <s> sec: <n> operations; <x> current ops/sec; est completion
 * in <t> [READ: Count=.., Max=.., Min=.., Avg=.., 50=.., 90=.., 99=.., 99.9=.., 99.99=..] ...}.
 * A metric with nothing in the interval shows only {@code Count=0}.
 */
public final class StatusLine {
  private StatusLine() {
  }

  static String format(String label, long nowEpochMs, long elapsedMs, long totalOps, double currentOpsPerSec,
      long remainingOps, double overallOpsPerSec, Map<String, Histogram> interval, Iterable<String> knownMetrics) {
    StringBuilder sb = head(label, nowEpochMs, elapsedMs, totalOps, currentOpsPerSec, remainingOps, overallOpsPerSec);
    appendMetrics(sb, interval, knownMetrics);
    return sb.toString().stripTrailing();
  }

  /**
   * The same line with a metrics part made elsewhere: upstream's {@code StatusThread}, which
   * appends {@code Measurements.getSummary()}.
   */
  public static String format(String label, long nowEpochMs, long elapsedMs, long totalOps, double currentOpsPerSec,
      long remainingOps, double overallOpsPerSec, String metricsSummary) {
    StringBuilder sb = head(label, nowEpochMs, elapsedMs, totalOps, currentOpsPerSec, remainingOps, overallOpsPerSec);
    return sb.append(metricsSummary).toString().stripTrailing();
  }

  private static StringBuilder head(String label, long nowEpochMs, long elapsedMs, long totalOps,
      double currentOpsPerSec, long remainingOps, double overallOpsPerSec) {
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    StringBuilder sb = new StringBuilder(256);
    sb.append(label).append(new SimpleDateFormat("yyyy-MM-dd HH:mm:ss:SSS").format(new Date(nowEpochMs)))
        .append(' ').append(elapsedMs / 1000).append(" sec: ").append(totalOps).append(" operations; ");
    if (totalOps != 0) {
      sb.append(d.format(currentOpsPerSec)).append(" current ops/sec; ");
    }
    if (remainingOps > 0 && overallOpsPerSec > 0) {
      sb.append("est completion in ").append(formatRemaining((long) Math.ceil(remainingOps / overallOpsPerSec)));
    }
    return sb;
  }

  /**
   * The metrics part alone, {@code [READ: Count=.., Max=.., ...] ...}: upstream's
   * {@code Measurements.getSummary()}.
   */
  static String metrics(Map<String, Histogram> interval, Iterable<String> knownMetrics) {
    StringBuilder sb = new StringBuilder(128);
    appendMetrics(sb, interval, knownMetrics);
    return sb.toString().stripTrailing();
  }

  private static void appendMetrics(StringBuilder sb, Map<String, Histogram> interval, Iterable<String> knownMetrics) {
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    for (String metric : knownMetrics) {
      Histogram h = interval.get(metric);
      sb.append('[').append(metric).append(": Count=");
      if (h == null || h.getTotalCount() == 0) {
        sb.append("0] ");
        continue;
      }
      sb.append(h.getTotalCount())
          .append(", Max=").append(h.getMaxValue())
          .append(", Min=").append(h.getMinValue())
          .append(", Avg=").append(d.format(h.getMean()))
          .append(", 50=").append(d.format(h.getValueAtPercentile(50)))
          .append(", 90=").append(d.format(h.getValueAtPercentile(90)))
          .append(", 99=").append(d.format(h.getValueAtPercentile(99)))
          .append(", 99.9=").append(d.format(h.getValueAtPercentile(99.9)))
          .append(", 99.99=").append(d.format(h.getValueAtPercentile(99.99)))
          .append("] ");
    }
  }

  /**
   * The line's end once any operation has failed: {@code  [FAILED: Count=<in the interval>,
   * Total=<since the start>]}, in the form of the metrics' parts (the head's operations and ops/sec
   * count every result, as upstream's); empty while nothing has failed.
   */
  static String failures(long inInterval, long sinceStart) {
    return sinceStart == 0 ? "" : " [FAILED: Count=" + inInterval + ", Total=" + sinceStart + "]";
  }

  /** "2 days 3 hours", "5 minutes", "42 seconds": the two largest units only. */
  static String formatRemaining(long seconds) {
    long days = seconds / 86400;
    long hours = seconds % 86400 / 3600;
    long minutes = seconds % 3600 / 60;
    long secs = seconds % 60;
    StringBuilder sb = new StringBuilder();
    if (days > 0) {
      unit(sb, days, "day");
      unit(sb, hours, "hour");
    } else if (hours > 0) {
      unit(sb, hours, "hour");
      unit(sb, minutes, "minute");
    } else if (minutes > 0) {
      unit(sb, minutes, "minute");
    } else {
      unit(sb, secs, "second");
    }
    return sb.length() == 0 ? "0 seconds " : sb.toString();
  }

  private static void unit(StringBuilder sb, long n, String name) {
    if (n > 0 || name.equals("second")) {
      sb.append(n).append(' ').append(name).append(n == 1 ? " " : "s ");
    }
  }
}
