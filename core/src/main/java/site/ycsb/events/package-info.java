/**
 * Timed events of a run ({@code events}, {@code events.file}): the schedule, commands run in processes
 * of their own, what became of each ({@link site.ycsb.events.EventRecord}) and a command's programs
 * looked up before the run. Imports only config and options: the engine runs them, the model and the
 * reports read their records.
 */
package site.ycsb.events;
