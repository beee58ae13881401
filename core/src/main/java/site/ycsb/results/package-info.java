/**
 * Study results from interval logs alone (docs/interval-log.md): reading one or many logs, merging
 * them exactly by wall-clock window, the whole-run summary, the HTML, CSV and JSON reports and the
 * comparison of labelled runs. Nothing here reaches into the engine: the logs are the only input.
 */
package site.ycsb.results;
