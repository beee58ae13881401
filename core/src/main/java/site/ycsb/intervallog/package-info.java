/**
 * The interval log's format (docs/interval-log.md), owned here alone: {@link
 * site.ycsb.intervallog.IntervalLogWriter} writes every kind of line and {@link
 * site.ycsb.intervallog.IntervalLogParser} reads each back, both from the spellings in one place, so
 * the writer and the reader cannot drift. Used by the run's log (measurements.HdrIntervalLog), the
 * merge (results.MergedLogWriter) and every reader (results.LogReader). May import the JDK and
 * HdrHistogram only: it sits below measurements and results.
 */
package site.ycsb.intervallog;
