package site.ycsb.prometheus;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A timed event of the phase as its log comments tell it (docs/interval-log.md, "Events"):
 * {@code id=<n> state=<state> time=<s> ...}, {@code when=} and {@code command=} on the line that
 * starts it (or says it failed to), the command last because it may hold spaces.
 *
 * @param startEpochMs when its command started
 * @param endEpochMs when it ended or was killed; -1 while it runs
 */
record RunEvent(int id, String when, String command, long startEpochMs, long endEpochMs, boolean running) {
  private static final Pattern HEAD = Pattern.compile("^id=(\\d+) state=(\\S+) time=([0-9.]+)(.*)$", Pattern.DOTALL);
  private static final Pattern WHEN = Pattern.compile("(?:^| )when=(\\S+)");
  private static final Pattern COMMAND = Pattern.compile("(?:^| )command=(.*)$", Pattern.DOTALL);

  /** Applies one event comment to {@code events} (id to event); a line it cannot read changes nothing. */
  static void apply(String body, long phaseStartEpochMs, Map<Integer, RunEvent> events) {
    Matcher m = HEAD.matcher(body);
    if (!m.matches()) {
      return;
    }
    int id = Integer.parseInt(m.group(1));
    String state = m.group(2);
    long at = phaseStartEpochMs + Math.round(Double.parseDouble(m.group(3)) * 1000);
    String rest = m.group(4);
    RunEvent known = events.get(id);
    switch (state) {
      case "started" -> events.put(id, new RunEvent(id, find(WHEN, rest), find(COMMAND, rest), at, -1, true));
      case "failed" -> events.put(id, new RunEvent(id, find(WHEN, rest), find(COMMAND, rest), at, at, false));
      default -> { // ended, timeout, unfinished
        if (known != null) {
          events.put(id, new RunEvent(id, known.when, known.command, known.startEpochMs, at, false));
        }
      }
    }
  }

  private static String find(Pattern p, String s) {
    Matcher m = p.matcher(s);
    return m.find() ? m.group(1).trim() : "";
  }
}
