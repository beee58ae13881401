package site.ycsb.events;

import static site.ycsb.config.PropertyDefinition.of;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.IoProblem;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/** The events of a phase, from {@code events} and {@code events.file}, checked before the phase starts. */
public final class EventSchedule {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("events", null, "Timed events: <when>:<command>[;<when>:<command>...], <when> = a share of the operations"
          + " (20%), seconds since the start (600s) or an instant (ISO-8601); each command runs in /bin/sh."),
      of("events.file", null, "A file of events, one <when>:<command> per line (# starts a comment)."),
      of("load.events", null, "Timed events of the load phase (of loadrun, or of load instead of events)."),
      of("load.events.file", null, "A file of the load phase's events (of loadrun, or of load instead of"
          + " events.file)."),
      of("events.timeout", "600", "Seconds an event's command may run; then it is killed (and that is recorded)."),
      of("events.detach", "false", "true: a command still running when its phase ends is left running (a server it"
          + " starts keeps starting) instead of killed; recorded as detached."));

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
  public static EventSchedule from(Props p, long operationsPlanned) {
    List<EventSpec> events = new ArrayList<>();
    if (p.has("events")) {
      // split only where the next part starts with a <when>: the commands may hold ';' themselves
      for (String part : p.string("events", "").split(";(?=\\s*" + EventSpec.WHEN + "\\s*:)")) {
        if (!part.isBlank()) {
          events.add(checked(EventSpec.parse(events.size() + 1, part, "events"), "events"));
        }
      }
    }
    if (p.has("events.file")) {
      String file = p.string("events.file", "");
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
    return new EventSchedule(events, p.seconds("events.timeout", 600, 1), p.bool("events.detach", false));
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
