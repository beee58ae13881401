/**
 * Load that changes over time: a {@link site.ycsb.engine.schedule.RateSchedule} (the operations per
 * second the whole client asks for at each moment, written in {@code target.schedule}'s syntax or a
 * {@code target.schedule.file}) and the per-thread {@link site.ycsb.engine.schedule.SchedulePacer}
 * that turns it into intended start times, the integral of the rate. Imports only {@code java.*},
 * {@code site.ycsb.config} (one-line errors, options) and {@code site.ycsb.options}: the engine
 * uses it, it never reaches back into the engine.
 */
package site.ycsb.engine.schedule;
