package site.ycsb.results;

import java.util.List;
import java.util.Map;

/**
 * One window of merged time: every client's intervals whose midpoint falls in
 * {@code [startMs, startMs + lengthMs)}, added per metric. A client's warm-up intervals are kept
 * apart from its measured ones, so the summary leaves out exactly what each client left out of its
 * own report, even in a window where one client is still warming up and another is measuring.
 *
 * @param index the window's number: {@code startMs / lengthMs} (windows are aligned to absolute time)
 * @param startMs start, milliseconds since the epoch
 * @param lengthMs the clients' interval length
 * @param all everything in the window
 * @param warmup the clients' warm-up intervals in it
 * @param measured the other intervals in it
 * @param opsPerSecond per operation and TOTAL: {@code all}'s results per second of its clients' time
 *     (their intervals' lengths added, over the number of clients)
 * @param events the events that fell in the window
 */
public record Window(long index, long startMs, long lengthMs, WindowPart all, WindowPart warmup, WindowPart measured,
    Map<String, Double> opsPerSecond, List<LoggedEvent> events) {

  /** Whether no client recorded anything in the window. */
  public boolean empty() {
    return all.intervals() == 0;
  }

  /** Whether it holds any client's warm-up interval. */
  public boolean hasWarmup() {
    return warmup.intervals() > 0;
  }
}
