package site.ycsb.db.cassandra;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the cluster-fault ITs read from a real run: its interval log's lines and its console output. */
final class RunLogLines {
  /** A Java stack trace's frame or cause line, which a run's output must never show. */
  static final Pattern STACK_TRACE = Pattern.compile("(?m)^\\s+at [\\w$.<>/]+\\(.*\\)\\s*$|^Caused by: ");
  /** An interval's status comment: operation, start and length in seconds, then STATUS=count pairs. */
  static final Pattern STATUS = Pattern.compile("^#\\[status op=(\\S+) start=([0-9.]+) length=([0-9.]+) (.*)]$");
  /** The operations of workloads/mixed. */
  static final List<String> OPS = List.of("READ", "INSERT", "UPDATE", "DELETE");

  private RunLogLines() {
  }

  /** Seconds since the run's start at which timed event {@code id} reached {@code state}. */
  static double eventTime(List<String> log, int id, String state) {
    Matcher m = Pattern.compile("^#\\[event id=" + id + " state=" + state + " time=([0-9.]+)").matcher("");
    for (String line : log) {
      if (m.reset(line).find()) {
        return Double.parseDouble(m.group(1));
      }
    }
    throw new AssertionError("no event " + id + " " + state + " in the log");
  }
}
