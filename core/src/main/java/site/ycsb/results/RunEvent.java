package site.ycsb.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A timed event as a whole: its {@code started} line paired with how it ended.
 *
 * @param clientId the client that ran it
 * @param id its number in that client's schedule
 * @param when its trigger as written
 * @param command its command
 * @param startMs when it started (or failed to), milliseconds since the epoch
 * @param endMs when it ended, or -1 when the log does not say
 * @param outcome {@code exit=<code>}, {@code timeout}, {@code unfinished}, {@code failed: <why>}, or
 *     {@code running} when the log ends before the event does
 */
public record RunEvent(String clientId, int id, String when, String command, long startMs, long endMs,
    String outcome) {

  /** Pairs the event lines of a run, in order of their start. */
  public static List<RunEvent> pair(List<LoggedEvent> lines) {
    Map<String, RunEvent> byKey = new LinkedHashMap<>();
    for (LoggedEvent e : lines) {
      String key = e.clientId() + "#" + e.id();
      RunEvent had = byKey.get(key);
      switch (e.state()) {
        case "started":
          byKey.put(key, new RunEvent(e.clientId(), e.id(), e.when(), e.command(), e.timeMs(), -1, "running"));
          break;
        case "failed":
          byKey.put(key, new RunEvent(e.clientId(), e.id(), e.when(), e.command(), e.timeMs(), e.timeMs(),
              "failed: " + e.detail().replaceFirst("^error=", "")));
          break;
        default:
          if (had != null) {
            String outcome = "ended".equals(e.state()) ? e.detail() : e.state();
            byKey.put(key, new RunEvent(had.clientId, had.id, had.when, had.command, had.startMs, e.timeMs(), outcome));
          }
      }
    }
    List<RunEvent> out = new ArrayList<>(byKey.values());
    out.sort((a, b) -> Long.compare(a.startMs, b.startMs));
    return out;
  }
}
