package site.ycsb.db.aerospike;

import site.ycsb.config.Settings;
import site.ycsb.options.RunOptions;

/**
 * The most commands this client can have in flight to one node: every client thread has one
 * (blocking mode) or {@code async.inflight} of them; each needs a connection of its own.
 *
 * @param threads the run's {@code threadcount}
 * @param asyncInFlight {@code async.inflight}: 0 in blocking mode, else the commands each thread keeps in flight
 */
public record ConnectionDemand(int threads, int asyncInFlight) {

  /** Read leniently: the engine checks (and reports) these options; upstream's client may leave them odd. */
  static ConnectionDemand from(Settings settings) {
    return new ConnectionDemand(settings.getOrDefault(RunOptions.THREAD_COUNT),
        settings.getOrDefault(RunOptions.ASYNC_INFLIGHT));
  }

  public boolean async() {
    return asyncInFlight > 0;
  }

  /** Commands in flight to one node at most. */
  public int perNode() {
    long product = (long) threads * Math.max(1, asyncInFlight);
    return (int) Math.min(Integer.MAX_VALUE, product);
  }

  /**
   * The connections to one node that every command in flight finds one in, with {@code eventLoops}
   * event loops (asynchronous mode): the client divides a node's connections evenly among its loops,
   * and {@link LoopRouter} gives each loop up to ceil(async.inflight / loops) commands of each thread.
   */
  public int connectionsPerNode(int eventLoops) {
    if (!async()) {
      return perNode();
    }
    long perLoop = (long) threads * LoopRouter.shareOf(asyncInFlight, eventLoops);
    return (int) Math.min(Integer.MAX_VALUE, perLoop * eventLoops);
  }

  /** How the demand was reckoned, for messages. */
  public String describe(int eventLoops) {
    if (!async()) {
      return "threadcount=" + threads;
    }
    String perLoop = eventLoops == 1 ? "" : ", spread over " + eventLoops + " event loops, "
        + LoopRouter.shareOf(asyncInFlight, eventLoops) + " per thread each";
    return "threadcount x async.inflight = " + threads + " x " + asyncInFlight + perLoop;
  }
}
