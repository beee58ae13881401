package site.ycsb.measurements;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The reporter's listeners: each call goes to every listener still healthy; one that throws is dropped. */
final class IntervalListeners {
  private final List<IntervalListener> listeners;
  private final PrintStream warnings;

  IntervalListeners(List<IntervalListener> listeners, PrintStream warnings) {
    this.listeners = new ArrayList<>(listeners);
    this.warnings = warnings;
  }

  boolean isEmpty() {
    return listeners.isEmpty();
  }

  void each(Consumer<IntervalListener> call) {
    for (int i = 0; i < listeners.size(); i++) {
      IntervalListener l = listeners.get(i);
      try {
        call.accept(l);
      } catch (RuntimeException e) {
        listeners.remove(i--);
        warnings.println("[WARN] " + l.getClass().getName() + " failed and is called no more: " + e);
      }
    }
  }
}
