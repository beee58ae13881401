package site.ycsb.results;

/**
 * One {@code #[event ...]} line: a timed event's state change.
 *
 * @param clientId the client whose log holds it
 * @param id the event's number in that client's schedule
 * @param state started, ended, timeout, unfinished or failed
 * @param timeMs when, milliseconds since the epoch
 * @param when the trigger as written (started and failed lines; else empty)
 * @param command the command (started and failed lines; else empty)
 * @param detail the rest of the line: {@code exit=0}, the error, the timeout's note
 */
public record LoggedEvent(String clientId, int id, String state, long timeMs, String when, String command,
    String detail) {
}
