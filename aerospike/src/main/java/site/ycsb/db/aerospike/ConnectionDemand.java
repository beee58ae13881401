package site.ycsb.db.aerospike;

import java.util.Properties;

/**
 * The most commands this client can have in flight to one node: every client thread has one
 * (blocking mode) or {@code async.inflight} of them; each needs a connection of its own.
 *
 * @param threads the run's {@code threadcount}
 * @param inFlightPerThread 1 in blocking mode, else {@code async.inflight}
 */
public record ConnectionDemand(int threads, int inFlightPerThread) {

  /** Read leniently: the engine has already validated (and will report) these properties. */
  static ConnectionDemand from(Properties properties) {
    return new ConnectionDemand(positive(properties.getProperty("threadcount")),
        positive(properties.getProperty("async.inflight")));
  }

  private static int positive(String value) {
    try {
      return value == null ? 1 : Math.max(1, Integer.parseInt(value.trim()));
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  public int perNode() {
    long product = (long) threads * inFlightPerThread;
    return (int) Math.min(Integer.MAX_VALUE, product);
  }

  /** How the demand was reckoned, for messages. */
  public String describe() {
    return inFlightPerThread == 1 ? "threadcount=" + threads
        : "threadcount x async.inflight = " + threads + " x " + inFlightPerThread;
  }
}
