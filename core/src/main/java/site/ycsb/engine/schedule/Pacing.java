package site.ycsb.engine.schedule;

/**
 * How a phase's threads are paced: the client's schedule, the number of slots it is shared
 * between (threads x clients, each slot stream offset by its share so they interleave), and what a
 * late thread does. Hands each thread its own {@link SchedulePacer}.
 */
public final class Pacing {
  /** Told, at most now and then, that a thread is behind its schedule. */
  @FunctionalInterface
  public interface Warning {
    void warn(String kind, java.util.function.Supplier<String> message);
  }

  private final RateSchedule schedule;
  private final int streams;
  private final int firstStream;
  private final int clients;
  private final Catchup catchup;
  private final Warning warning;

  /**
   * @param schedule the rate of all the clients together
   * @param threads this client's threads
   * @param clients how many clients share the schedule, each with as many threads
   * @param clientIndex this client's number: its threads' slots interleave with the other clients'
   * @param warning where a thread that is behind says so, or null for silence
   */
  public Pacing(RateSchedule schedule, int threads, int clients, int clientIndex, Catchup catchup, Warning warning) {
    this.schedule = schedule;
    this.streams = threads * clients;
    this.firstStream = clientIndex * threads;
    this.clients = clients;
    this.catchup = catchup;
    this.warning = warning;
  }

  public RateSchedule schedule() {
    return schedule;
  }

  /** This client's share of the schedule's rate: 1 / client.count. */
  public double clientShare() {
    return 1.0 / clients;
  }

  public Catchup catchup() {
    return catchup;
  }

  /** The pacer of this client's thread {@code thread}, its clock started at {@code startNanos}. */
  public SchedulePacer pacer(long startNanos, int thread) {
    return new SchedulePacer(startNanos, schedule, streams, (double) (firstStream + thread) / streams, catchup == Catchup.SKIP,
        warning);
  }
}
