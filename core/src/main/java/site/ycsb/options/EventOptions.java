package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Option;

/**
 * Timed events: shell commands run at a share of the operations, a time or an instant
 * (docs/events-and-resilience.md).
 */
public final class EventOptions {
  public static final Option<String> EVENTS = Option.text("events", null)
      .describe("Timed events: <when>:<command>[;<when>:<command>...], <when> = a share of the operations (20%),"
          + " seconds since the start (600s) or an instant (ISO-8601); each command runs in /bin/sh.");
  public static final Option<String> EVENTS_FILE = Option.text("events.file", null)
      .describe("A file of events, one <when>:<command> per line (# starts a comment).");
  public static final Option<String> LOAD_EVENTS = Option.text("load.events", null)
      .describe("Timed events of the load phase (of loadrun, or of load instead of events).");
  public static final Option<String> LOAD_EVENTS_FILE = Option.text("load.events.file", null)
      .describe("A file of the load phase's events (of loadrun, or of load instead of events.file).");
  public static final Option<Long> TIMEOUT = Option.seconds("events.timeout", 600L, 1)
      .describe("Seconds an event's command may run; then it is killed (and that is recorded).");
  public static final Option<Boolean> DETACH = Option.flag("events.detach", false)
      .describe("true: a command still running when its phase ends is left running (a server it starts keeps"
          + " starting) instead of killed; recorded as detached.");

  public static final OptionGroup GROUP = new OptionGroup(RunOptions.GROUP.title(), "properties.md",
      List.of(EVENTS, EVENTS_FILE, LOAD_EVENTS, LOAD_EVENTS_FILE, TIMEOUT, DETACH));

  private EventOptions() {
  }
}
