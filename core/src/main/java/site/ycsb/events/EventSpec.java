package site.ycsb.events;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.UsageException;

/**
 * One timed event: when it fires and the shell command it runs. {@code when} is a share of the
 * phase's operations ({@code 20%}), seconds since the start ({@code 600s}) or an instant
 * ({@code 2026-11-23T10:00:00Z}).
 *
 * @param id 1-based position in the schedule
 * @param when the trigger as written
 * @param share fraction of the operations (0 to 1), or -1
 * @param afterMillis milliseconds since the start, or -1
 * @param atEpochMs instant in epoch milliseconds, or -1
 * @param command the {@code /bin/sh -c} command
 */
public record EventSpec(int id, String when, double share, long afterMillis, long atEpochMs, String command) {
  /** A trigger: {@code 20%}, {@code 600s} or an ISO-8601 instant with a zone. */
  static final String WHEN = "(?:\\d+(?:\\.\\d+)?%|\\d+(?:\\.\\d+)?s|\\d{4}-\\d\\d-\\d\\dT[0-9:.]+(?:Z|[+-]\\d\\d:\\d\\d))";
  private static final Pattern SPEC = Pattern.compile("^\\s*(" + WHEN + ")\\s*:(.*)$", Pattern.DOTALL);

  /** Parses {@code <when>:<command>}; {@code source} names the property or file in errors. */
  static EventSpec parse(int id, String text, String source) {
    Matcher m = SPEC.matcher(text);
    if (!m.matches() || m.group(2).isBlank()) {
      throw new UsageException(source + ": '" + text.trim() + "': expected <when>:<command>, <when> being a share of"
          + " the operations (20%), seconds since the start (600s) or an instant (2026-11-23T10:00:00Z)");
    }
    String when = m.group(1);
    String command = m.group(2).trim();
    if (when.endsWith("%")) {
      double pct = Double.parseDouble(when.substring(0, when.length() - 1));
      if (pct > 100) {
        throw new UsageException(source + ": '" + when + "': a share of the operations must be at most 100%");
      }
      return new EventSpec(id, when, pct / 100, -1, -1, command);
    }
    if (when.endsWith("s")) {
      return new EventSpec(id, when, -1, Math.round(Double.parseDouble(when.substring(0, when.length() - 1)) * 1000),
          -1, command);
    }
    return new EventSpec(id, when, -1, -1, instant(when, source), command);
  }

  private static long instant(String when, String source) {
    try {
      return Instant.parse(when).toEpochMilli();
    } catch (DateTimeParseException e) {
      try {
        return OffsetDateTime.parse(when).toInstant().toEpochMilli();
      } catch (DateTimeParseException e2) {
        throw new UsageException(source + ": '" + when + "': not an ISO-8601 instant");
      }
    }
  }

  /** Whether the event is due, given the phase's progress. */
  boolean due(long elapsedMillis, long nowEpochMs, long operationsDone, long operationsPlanned) {
    if (share >= 0) {
      return operationsPlanned > 0 && operationsDone >= Math.ceil(share * operationsPlanned);
    }
    if (afterMillis >= 0) {
      return elapsedMillis >= afterMillis;
    }
    return nowEpochMs >= atEpochMs;
  }
}
