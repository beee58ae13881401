/**
 * {@code bin/ycsb calibrate}: steps of runs at rising threads or target until the SLA breaks, the
 * {@code calibrate.check}/{@code calibrate.between} commands around them and the table. Sits above the
 * engine (it runs the steps through it), thresholds and results (the step files' format); only cli
 * imports it.
 */
package site.ycsb.calibrate;
