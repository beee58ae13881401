package site.ycsb.prometheus;

import java.util.Map;
import site.ycsb.intervallog.EventLine;

/**
 * A timed event of the phase as the live gauges show it: its command's start and end, paired from
 * the typed changes the event runner hands the listeners (docs/live-metrics.md).
 *
 * @param startEpochMs when its command started
 * @param endEpochMs when it ended or was killed; -1 while it runs
 */
record LiveEvent(int id, String when, String command, long startEpochMs, long endEpochMs, boolean running) {

  /** Applies one change to {@code events} (id to event); an end without a start changes nothing. */
  static void apply(EventLine e, long phaseStartEpochMs, Map<Integer, LiveEvent> events) {
    long at = phaseStartEpochMs + Math.round(e.seconds() * 1000);
    LiveEvent known = events.get(e.id());
    switch (e.state()) {
      case "started" -> events.put(e.id(), new LiveEvent(e.id(), e.when(), e.command(), at, -1, true));
      case "failed" -> events.put(e.id(), new LiveEvent(e.id(), e.when(), e.command(), at, at, false));
      default -> { // ended, timeout, unfinished, detached
        if (known != null) {
          events.put(e.id(), new LiveEvent(e.id(), known.when, known.command, known.startEpochMs, at, false));
        }
      }
    }
  }
}
