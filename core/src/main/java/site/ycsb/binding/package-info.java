/**
 * The kit a binding author uses: its options declared with the bindings' one-line errors, exit 2
 * ({@link BindingOptions}, read typed through {@code site.ycsb.config.Settings}), warnings at a
 * limited rate ({@link RateLimitedWarning}), and the mapping of a driver's errors to statuses
 * ({@link ErrorStatuses}). See docs/writing-a-binding.md.
 * Imports only site.ycsb's API, config and options: bindings (core's db and the binding modules), the
 * engine and thresholds import it.
 */
package site.ycsb.binding;
