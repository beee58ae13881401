package site.ycsb.measurements;

import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Other threads' requests for a copy of the run's totals so far (upstream's exportMeasurements),
 * answered by the reporter's thread after a drain.
 */
final class TotalsRequests {
  private final Queue<CompletableFuture<TickData>> pending = new ConcurrentLinkedQueue<>();

  boolean isEmpty() {
    return pending.isEmpty();
  }

  CompletableFuture<TickData> add() {
    CompletableFuture<TickData> request = new CompletableFuture<>();
    pending.add(request);
    return request;
  }

  void answer(TickData totals) {
    CompletableFuture<TickData> r;
    while ((r = pending.poll()) != null) {
      r.complete(totals.copy());
    }
  }
}
