/**
 * Number generators: the distributions keys, field lengths, scan lengths and operations are drawn from.
 * Imports only site.ycsb's API ({@code Utils}); workloads, upstream's time-series binding base and
 * harnesses draw from them.
 */
package site.ycsb.generator;
