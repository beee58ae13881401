package site.ycsb.measurements;

import java.util.function.LongSupplier;
import site.ycsb.intervallog.EventLine;

/**
 * Watches a phase as its reporter sees it, from the same drains that feed the interval log and the
 * status line, never from a client thread: live exporters and per-interval checks hang here.
 * Calls come one at a time from the reporter thread, and the last ones (the final drain and
 * interval, {@link #finished}) from the thread that ends the phase. An implementation returns
 * quickly and reads the {@link TickData} it is handed during the call only (the reporter reuses
 * it). A listener that throws is named in one warning and called no more; the run goes on.
 */
public interface IntervalListener {
  /** The phase's clock starts; {@code header} holds what its interval log records about it. */
  default void started(LogHeader header, long startEpochMs) {
  }

  /**
   * As {@link #started(LogHeader, long)} (which it calls unless overridden), with what the phase's
   * client threads have issued and not yet seen complete ({@code async.inflight}; blocking threads
   * count none): a cheap read, valid until {@link #finished}, for a live in-flight figure.
   */
  default void started(LogHeader header, long startEpochMs, LongSupplier operationsInFlight) {
    started(header, startEpochMs);
  }

  /**
   * One drain: everything recorded since the previous drain (a second's worth at most).
   *
   * @param warmup whether the drain falls within {@code measurement.warmup}
   */
  default void drained(TickData tick, long nowEpochMs, boolean warmup) {
  }

  /**
   * A log interval closed: every {@code hdrhistogram.interval} seconds, and the last partial one
   * at the end; its data is what the interval log holds for it (also when no log is written).
   */
  default void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean warmup) {
  }

  /**
   * After {@link #intervalClosed}: the client's own figures of that interval (its CPU, pauses,
   * hiccups, saturation), when the engine measures them; read during the call only.
   */
  default void clientMeasured(ClientInterval interval, boolean warmup) {
  }

  /**
   * On each drain of a paced phase: the operations per second this client is asked for now (its
   * share of {@code target} or {@code target.schedule}), which a schedule moves.
   */
  default void paced(double opsPerSecond) {
  }

  /** A timed event started, ended or failed to start (its {@code #[event ...]} line in the log). */
  default void event(EventLine event) {
  }

  /** The phase ended (after the last interval); nothing follows. */
  default void finished(String stopReason) {
  }
}
