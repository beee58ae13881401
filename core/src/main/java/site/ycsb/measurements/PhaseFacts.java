package site.ycsb.measurements;

import java.util.Map;

/**
 * What a phase was set to run, typed, for its listeners: the figures its log spells as {@code
 * #[meta ...]} lines (docs/interval-log.md), put there from this one record.
 *
 * @param phase {@code load} or {@code run}
 * @param threads {@code threadcount}
 * @param target {@code target}, operations per second (0 = unthrottled)
 * @param asyncInFlight {@code async.inflight} (0 = blocking)
 * @param intervalSeconds {@code measurement.interval.seconds}
 * @param warmupSeconds {@code measurement.warmup}
 */
public record PhaseFacts(String phase, int threads, double target, int asyncInFlight, long intervalSeconds,
    long warmupSeconds) {

  /** Puts the facts as the log's meta lines spell them. */
  public void putInto(Map<String, String> meta) {
    meta.put("phase", phase);
    meta.put("threads", Integer.toString(threads));
    meta.put("target", Double.toString(target));
    meta.put("async.inflight", Integer.toString(asyncInFlight));
    meta.put("interval.seconds", Long.toString(intervalSeconds));
    meta.put("warmup.seconds", Long.toString(warmupSeconds));
  }
}
