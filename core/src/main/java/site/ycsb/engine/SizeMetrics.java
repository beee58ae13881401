package site.ycsb.engine;

import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.SizeBuckets;
import site.ycsb.measurements.ThreadRecorder;

/**
 * A measured binding's latency by value size ({@code measurement.bysize}): each OK read, insert and
 * update is recorded once more, by its value bytes, in its {@link SizeBuckets} metric (service time,
 * from the call to its return or completion). One per measured instance; it holds no state per call.
 */
final class SizeMetrics {
  private final SizeBuckets reads = new SizeBuckets(Op.READ.metricName());
  private final SizeBuckets inserts = new SizeBuckets(Op.INSERT.metricName());
  private final SizeBuckets updates = new SizeBuckets(Op.UPDATE.metricName());

  /** A write's value bytes: measured before the call, which may consume its values. */
  static long written(SizeMetrics sizes, Map<String, ByteIterator> values) {
    return sizes == null ? 0 : SizeBuckets.bytes(values);
  }

  void read(ThreadRecorder recorder, Status status, Map<String, ByteIterator> result, long startNanos) {
    if (status != null && status.isOk()) {
      record(recorder, reads.metric(SizeBuckets.bytes(result)), startNanos);
    }
  }

  void written(ThreadRecorder recorder, Op op, Status status, long bytes, long startNanos) {
    if (status != null && status.isOk()) {
      record(recorder, (op == Op.INSERT ? inserts : updates).metric(bytes), startNanos);
    }
  }

  private static void record(ThreadRecorder recorder, String metric, long startNanos) {
    recorder.recordNamed(metric, (System.nanoTime() - startNanos) / 1000);
  }
}
