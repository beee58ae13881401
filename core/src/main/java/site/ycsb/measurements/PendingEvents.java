package site.ycsb.measurements;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import site.ycsb.intervallog.EventLine;

/**
 * Timed events other threads queue for the interval log: taken by the reporter at its drains, and
 * written before the log interval in progress.
 */
final class PendingEvents {
  private final Queue<EventLine> queued = new ConcurrentLinkedQueue<>();
  /** Events taken, waiting for the log interval they land before. */
  private final List<EventLine> forLog = new ArrayList<>();

  /** Any thread. */
  void add(EventLine event) {
    queued.add(event);
  }

  /** Moves the queued events to the reporter's list for the log, telling the listeners. */
  void take(IntervalListeners listeners) {
    EventLine event;
    while ((event = queued.poll()) != null) {
      forLog.add(event);
      EventLine e = event;
      listeners.each(l -> l.event(e));
    }
  }

  /** Writes the events taken to the log (null when off), and forgets them. */
  void logInto(HdrIntervalLog log) {
    if (log != null) {
      forLog.forEach(log::event);
    }
    forLog.clear();
  }
}
