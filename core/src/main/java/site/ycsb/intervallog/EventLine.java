package site.ycsb.intervallog;

/**
 * One timed event's change of state: what the event runner hands the live listeners and the log,
 * and what an {@code #[event ...]} line reads back as (docs/interval-log.md, "Events").
 *
 * @param id the event's number in its client's schedule
 * @param state {@code started}, {@code ended}, {@code timeout}, {@code unfinished}, {@code detached} or
 *     {@code failed}
 * @param seconds when, seconds since the phase's start (the log's BaseTime)
 * @param clientId the client that ran it: empty in a client's own log, named in a merged log
 * @param when the trigger as written (a {@code started} line; else empty)
 * @param command the command ({@code started} and {@code failed} lines; else empty)
 * @param detail the rest: {@code output=<path>}, {@code error=<why>}, {@code exit=<code>}, a note
 */
public record EventLine(int id, String state, double seconds, String clientId, String when, String command,
    String detail) {

  /** The command started; its output goes to {@code output}. */
  public static EventLine started(int id, double seconds, String when, String output, String command) {
    return new EventLine(id, "started", seconds, "", when, command, Lines.OUTPUT + output);
  }

  /** The command could not be started. */
  public static EventLine failed(int id, double seconds, String error, String command) {
    return new EventLine(id, "failed", seconds, "", "", command, "error=" + error);
  }

  /** The command ended by itself. */
  public static EventLine ended(int id, double seconds, int exitCode) {
    return new EventLine(id, "ended", seconds, "", "", "", "exit=" + exitCode);
  }

  /** The command ran past {@code events.timeout} and was killed. */
  public static EventLine timeout(int id, double seconds, long timeoutSeconds) {
    return new EventLine(id, "timeout", seconds, "", "", "", "after=" + timeoutSeconds + "s (events.timeout): killed");
  }

  /** The command was still running at the phase's end and was killed. */
  public static EventLine unfinished(int id, double seconds) {
    return new EventLine(id, "unfinished", seconds, "", "", "", "still running at the end of the phase: killed");
  }

  /** The command was still running at the phase's end and was left running ({@code events.detach}). */
  public static EventLine detached(int id, double seconds) {
    return new EventLine(id, "detached", seconds, "", "", "",
        "still running at the end of the phase: left running (events.detach=true)");
  }

  /** Whether the command is running after this change (it started). */
  public boolean starts() {
    return "started".equals(state);
  }

  /** The same change as the client {@code clientId} logged it (a merged log names it). */
  public EventLine ofClient(String clientId) {
    return new EventLine(id, state, seconds, clientId, when, command, detail);
  }
}
