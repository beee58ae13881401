package site.ycsb.events;

/**
 * What became of one event, for the report.
 *
 * @param id the event's number in the schedule
 * @param when its trigger as written
 * @param command its command
 * @param startMs when it started, milliseconds since the phase's start (-1: never started)
 * @param durationMs how long its command ran (-1: still running when the phase ended)
 * @param outcome {@code exit=<code>}, {@code timeout}, {@code failed: <why>}, {@code not reached},
 *     {@code unfinished} (killed at the phase's end) or {@code detached} (left running, events.detach)
 */
public record EventRecord(int id, String when, String command, long startMs, long durationMs, String outcome) {
}
