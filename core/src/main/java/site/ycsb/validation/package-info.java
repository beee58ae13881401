/**
 * Validated reads ({@code validation=true}): values that describe themselves, the ledger of acknowledged
 * writes, and the classification of every read against it. Imports the API, {@code config}, {@code
 * options}, {@code measurements} (to count what it finds) and {@code model}; never workloads, the engine
 * or anything above them.
 */
package site.ycsb.validation;
