package site.ycsb.measurements;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The run's stages as the reporter sees them: where each starts, which one is in progress, what
 * each recorded, and which starts the interval log has yet to mark. Used on the reporter's thread.
 */
final class Stages {
  private String[] names = new String[0];
  /** Nanos from the phase's start. */
  private long[] starts = new long[0];
  private TickData[] totals = new TickData[0];
  private int current = -1;
  private final List<Integer> forLog = new ArrayList<>();

  void plan(List<String> stageNames, double[] startSeconds, int digits) {
    names = stageNames.toArray(new String[0]);
    starts = new long[startSeconds.length];
    totals = new TickData[startSeconds.length];
    for (int i = 0; i < startSeconds.length; i++) {
      starts[i] = Math.round(startSeconds[i] * 1e9);
      totals[i] = new TickData(digits);
    }
  }

  /** The phase started: its first stage is in progress, and its start is for the log. */
  void started() {
    if (starts.length > 0) {
      current = 0;
      forLog.add(0);
    }
  }

  /** When the next stage begins, in nanos from the phase's start; Long.MAX_VALUE after the last. */
  long nextStart() {
    return current + 1 < starts.length ? starts[current + 1] : Long.MAX_VALUE;
  }

  /** Adds a drain to the stage in progress, then moves on to the stages begun by {@code elapsedNanos}. */
  void record(TickData tick, long elapsedNanos) {
    if (current >= 0) {
      totals[current].add(tick);
    }
    while (current + 1 < starts.length && elapsedNanos >= starts[current + 1]) {
      forLog.add(++current);
    }
  }

  /** Marks in the log ({@code #[stage name= time=]}) the stages begun since its last interval. */
  void logStarts(HdrIntervalLog log) {
    if (log != null) {
      forLog.forEach(i -> log.stage(names[i], starts[i] / 1e9));
    }
    forLog.clear();
  }

  Map<String, TickData> totalsByName() {
    Map<String, TickData> out = new LinkedHashMap<>();
    for (int i = 0; i < names.length; i++) {
      out.put(names[i], totals[i]);
    }
    return out;
  }

  Map<String, Long> startNanosByName() {
    Map<String, Long> out = new LinkedHashMap<>();
    for (int i = 0; i < names.length; i++) {
      out.put(names[i], starts[i]);
    }
    return out;
  }
}
