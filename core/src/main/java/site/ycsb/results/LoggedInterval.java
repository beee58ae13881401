package site.ycsb.results;

import java.util.Map;
import site.ycsb.intervallog.ClientLine;

/**
 * One interval of one log: a histogram per metric and the results per status of each operation.
 *
 * @param startMs start, milliseconds since the epoch
 * @param lengthMs length in milliseconds
 * @param warmup whether the log marked it as a warm-up interval
 * @param histograms metric name to its histogram
 * @param statuses operation name to (status name to count); empty in a legacy log
 * @param firstStartMs the earliest start of the client intervals it holds: its own start, except in a
 *     merged log, whose {@code #[window ...]} lines keep the clients' exact times
 * @param lastEndMs the latest end of the client intervals it holds
 * @param clients how many clients' intervals it holds: 1, except in a merged log
 * @param clientMs the length of those intervals, added: its own length, except in a merged log
 * @param targetOpsPerSecond the operations per second the interval was paced at ({@code #[target ...]}),
 *     NaN when the log does not say (unpaced, or a log written before targets were recorded)
 * @param client the client's own figures of the interval ({@code #[client ...]}), null when the log has none
 * @param hiccups the client's hiccups in it (the {@code CLIENT-HICCUP} histogram), null when none; never
 *     among {@code histograms}: it is not an operation
 */
public record LoggedInterval(long startMs, long lengthMs, boolean warmup, Map<String, IntervalHistogram> histograms,
    Map<String, Map<String, Long>> statuses, long firstStartMs, long lastEndMs, int clients, long clientMs,
    double targetOpsPerSecond, ClientLine client, IntervalHistogram hiccups) {

  /** The middle of the interval: the window that holds it holds the interval. */
  public long midpointMs() {
    return startMs + lengthMs / 2;
  }
}
