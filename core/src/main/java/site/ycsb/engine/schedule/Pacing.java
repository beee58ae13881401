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
  private final Catchup catchup;
  private final Warning warning;

  /**
   * @param streams how many slot streams share the schedule (each takes 1/streams of the rate)
   * @param firstStream this client's first stream (client.index x threads): clients interleave too
   * @param warning where a thread that is behind says so, or null for silence
   */
  public Pacing(RateSchedule schedule, int streams, int firstStream, Catchup catchup, Warning warning) {
    this.schedule = schedule;
    this.streams = streams;
    this.firstStream = firstStream;
    this.catchup = catchup;
    this.warning = warning;
  }

  public RateSchedule schedule() {
    return schedule;
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
