/**
 * The embedded databases, bindings like any other: {@code memory} ({@link site.ycsb.db.MemoryDB} over
 * {@link site.ycsb.db.MemoryStore}) and {@code memory-ts} ({@link site.ycsb.db.MemoryTimeseriesDB}).
 * Imports only site.ycsb's binding API ({@code TimeseriesDB} for memory-ts) and, for their settings,
 * config, options and binding; only the engine names them, by their short names.
 */
package site.ycsb.db;
