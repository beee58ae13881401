package site.ycsb.events;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.IoProblem;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.EventOptions;

/** The events of a phase, from {@code events} and {@code events.file}, checked before the phase starts. */
public final class EventSchedule {
  private final List<EventSpec> events;
  private final long timeoutSeconds;
  private final boolean detach;

  private EventSchedule(List<EventSpec> events, long timeoutSeconds, boolean detach) {
    this.events = List.copyOf(events);
    this.timeoutSeconds = timeoutSeconds;
    this.detach = detach;
  }

  /**
   * @param operationsPlanned the phase's operations (0 = unlimited: then a share of them cannot be
   *     a trigger)
   */
  public static EventSchedule from(Settings s, long operationsPlanned) {
    List<EventSpec> events = new ArrayList<>();
    String inline = s.get(EventOptions.EVENTS);
    if (inline != null && !inline.isBlank()) {
      // split only where the next part starts with a <when>: the commands may hold ';' themselves
      for (String part : inline.split(";(?=\\s*" + EventSpec.WHEN + "\\s*:)")) {
        if (!part.isBlank()) {
          events.add(checked(EventSpec.parse(events.size() + 1, part, "events"), "events"));
        }
      }
    }
    String file = s.get(EventOptions.EVENTS_FILE);
    if (file != null && !file.isBlank()) {
      List<String> lines;
      try {
        lines = Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UsageException("events.file=" + file + ": cannot read it (" + IoProblem.describe(e) + ")");
      }
      for (String line : lines) {
        if (!line.isBlank() && !line.trim().startsWith("#")) {
          events.add(checked(EventSpec.parse(events.size() + 1, line, "events.file=" + file), "events.file=" + file));
        }
      }
    }
    for (EventSpec e : events) {
      if (e.share() >= 0 && operationsPlanned == 0) {
        throw new UsageException("events: '" + e.when() + "' is a share of the operations, but the phase has no"
            + " operation count; expected operationcount > 0, or a time (600s) or an instant");
      }
    }
    return new EventSchedule(events, s.get(EventOptions.TIMEOUT), s.get(EventOptions.DETACH));
  }

  /** An event whose program the shell would not find is refused now, not recorded as exit=127 mid-run. */
  private static EventSpec checked(EventSpec e, String source) {
    ShellCommandCheck.requireResolvable(source + ": '" + e.when() + ":" + e.command() + "'", e.command());
    return e;
  }

  public boolean isEmpty() {
    return events.isEmpty();
  }

  public List<EventSpec> events() {
    return events;
  }

  public long timeoutSeconds() {
    return timeoutSeconds;
  }

  /** Whether a command still running at the phase's end is left running (events.detach). */
  public boolean detach() {
    return detach;
  }
}
