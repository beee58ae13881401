package site.ycsb.measurements;

import java.util.Map;
import site.ycsb.ByteIterator;

/**
 * Latency by value size ({@code measurement.bysize=true}): the metric {@code OP-SIZE-<bucket>} of an
 * OK read, insert or update whose values (the sum of its fields' bytes, read or written) are at most
 * the bucket's bound and above the bound before: 64B, 256B, 1KB, 4KB, 16KB, 64KB, 256KB, 1MB, 4MB,
 * 16MB, 64MB (powers of 4), then {@code 64MB+}. The results are counted already in their operation's
 * metrics: the size metrics are named metrics of their own, never in TOTAL or the throughput
 * ({@link MetricNames#opOf} claims none). Names are made once: recording costs no allocation.
 */
public final class SizeBuckets {
  /** What a size metric's name holds: {@code READ-SIZE-1KB}. */
  public static final String INFIX = "-SIZE-";
  private static final String[] LABELS = {"64B", "256B", "1KB", "4KB", "16KB", "64KB", "256KB", "1MB", "4MB",
      "16MB", "64MB", "64MB+"};
  private final String[] names;

  /** The size metrics of {@code operation} (its metric name, READ). */
  public SizeBuckets(String operation) {
    names = new String[LABELS.length];
    for (int i = 0; i < LABELS.length; i++) {
      names[i] = operation + INFIX + LABELS[i];
    }
  }

  /** The metric of a result of {@code bytes} value bytes. */
  public String metric(long bytes) {
    // bucket i holds (64 * 4^(i-1), 64 * 4^i]: the bits above 6, two per bucket
    long over = Math.max(0, bytes - 1) >>> 6;
    int bucket = over == 0 ? 0 : (64 - Long.numberOfLeadingZeros(over) + 1) / 2;
    return names[Math.min(bucket, names.length - 1)];
  }

  /** The bytes of a map's values not yet read (a write's, before the call; a read's, after it). */
  public static long bytes(Map<String, ByteIterator> values) {
    long n = 0;
    for (ByteIterator v : values.values()) {
      n += v.bytesLeft();
    }
    return n;
  }

  /** The operation's metric name of a size metric ({@code READ} of {@code READ-SIZE-1KB}), else the name itself. */
  public static String operationOf(String metric) {
    int at = metric.indexOf(INFIX);
    return at < 0 ? metric : metric.substring(0, at);
  }

  /** A size metric's place in report order: smallest bucket first (0 for any other name). */
  public static int rank(String metric) {
    int at = metric.indexOf(INFIX);
    if (at < 0) {
      return 0;
    }
    return java.util.Arrays.asList(LABELS).indexOf(metric.substring(at + INFIX.length()));
  }
}
