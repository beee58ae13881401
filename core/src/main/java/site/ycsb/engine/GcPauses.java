package site.ycsb.engine;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

/**
 * The collectors' pauses, from the JVM's GC notifications: each collection that stops the
 * application (not a concurrent collector's cycle, whose bean is named "... Cycles" or "...
 * Concurrent ...") adds its duration. Notifications come on the JVM's own thread; the reporter
 * takes the sums at each interval. They are JVM-wide: a pause stops every run in the JVM alike.
 */
final class GcPauses implements NotificationListener, AutoCloseable {
  private final List<NotificationEmitter> emitters = new ArrayList<>();
  private long count;
  private long totalMs;
  private long maxMs;

  /** Listens to every collector until {@link #close()}. */
  static GcPauses listen() {
    GcPauses p = new GcPauses();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (gc instanceof NotificationEmitter e) {
        e.addNotificationListener(p, null, null);
        p.emitters.add(e);
      }
    }
    return p;
  }

  /** Whether a collection stops the application. */
  static boolean isPause(String collector, String action) {
    String c = collector.toLowerCase(Locale.ROOT);
    return !c.contains("cycles") && !c.contains("concurrent") && !action.toLowerCase(Locale.ROOT).contains("concurrent");
  }

  @Override
  public void handleNotification(Notification n, Object handback) {
    if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
      return;
    }
    try {
      GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
      if (isPause(info.getGcName(), info.getGcAction())) {
        paused(info.getGcInfo().getDuration());
      }
    } catch (OutOfMemoryError e) {
      // the heap nearly exhausted (the heap watcher reports it and stops the run): this pause is lost
      // rather than a trace printed from the JVM's notification thread beside the report
    }
  }

  synchronized void paused(long ms) { // the JVM's notification thread, not a client thread
    count++;
    totalMs += ms;
    maxMs = Math.max(maxMs, ms);
  }

  /** {count, total ms, max ms} since the previous call, which starts the next interval. */
  synchronized long[] take() {
    long[] out = {count, totalMs, maxMs};
    count = 0;
    totalMs = 0;
    maxMs = 0;
    return out;
  }

  @Override
  public void close() {
    for (NotificationEmitter e : emitters) {
      try {
        e.removeNotificationListener(this);
      } catch (ListenerNotFoundException ignored) {
        // already gone
      }
    }
  }
}
