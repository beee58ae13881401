package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.StringByteIterator;

/** Value-size buckets: powers of 4 from 64 bytes, each holding sizes above the bound before up to its own. */
class SizeBucketsTest {
  private final SizeBuckets read = new SizeBuckets("READ");

  @Test
  void eachBucketHoldsTheSizesUpToItsBoundAndAboveTheBoundBefore() {
    assertThat(read.metric(0)).isEqualTo("READ-SIZE-64B");
    assertThat(read.metric(64)).isEqualTo("READ-SIZE-64B");
    assertThat(read.metric(65)).isEqualTo("READ-SIZE-256B");
    assertThat(read.metric(256)).isEqualTo("READ-SIZE-256B");
    assertThat(read.metric(257)).isEqualTo("READ-SIZE-1KB");
    assertThat(read.metric(1024)).isEqualTo("READ-SIZE-1KB");
    assertThat(read.metric(1025)).isEqualTo("READ-SIZE-4KB");
    assertThat(read.metric(1 << 20)).isEqualTo("READ-SIZE-1MB");
    assertThat(read.metric((1 << 20) + 1)).isEqualTo("READ-SIZE-4MB");
    assertThat(read.metric(64L << 20)).isEqualTo("READ-SIZE-64MB");
    assertThat(read.metric((64L << 20) + 1)).isEqualTo("READ-SIZE-64MB+");
    assertThat(read.metric(Long.MAX_VALUE)).isEqualTo("READ-SIZE-64MB+");
  }

  @Test
  void aSizeMetricBelongsToNoOperationSoItIsNeverCountedTwice() {
    assertThat(MetricNames.opOf("READ-SIZE-1KB")).isNull();
    assertThat(MetricNames.opOf("UPDATE-SIZE-64MB+")).isNull();
    assertThat(MetricNames.opOf("READ-NOT_FOUND")).isEqualTo(Op.READ);
  }

  @Test
  void theBytesOfAMapAreItsValuesBytesNotYetRead() {
    assertThat(SizeBuckets.bytes(Map.of("a", new StringByteIterator("abc"), "b", new StringByteIterator("de"))))
        .isEqualTo(5);
  }

  @Test
  void theReportListsSizeMetricsAfterTheirOperationsSectionsSmallestFirst() {
    java.util.TreeSet<String> names = new java.util.TreeSet<>(MetricNames.ORDER);
    names.addAll(java.util.List.of("UPDATE", "READ-SIZE-16KB", "READ", "READ-SIZE-1KB", "READ-NOT_FOUND",
        "UPDATE-SIZE-4KB", "READ-SIZE-64MB+", "TOTAL"));
    assertThat(names).containsExactly("READ", "READ-NOT_FOUND", "READ-SIZE-1KB", "READ-SIZE-16KB", "READ-SIZE-64MB+",
        "UPDATE", "UPDATE-SIZE-4KB", "TOTAL");
  }
}
