/**
 * The kit a binding author uses: typed reads of the binding's property table that fail with one
 * line and exit 2 ({@link BindingProperties}), warnings at a limited rate ({@link RateLimitedWarning}),
 * and the mapping of a driver's errors to statuses ({@link ErrorStatuses}). See
 * docs/writing-a-binding.md.
 * Imports only site.ycsb's API, config and options: bindings (core's db and the binding modules), the
 * engine and thresholds import it.
 */
package site.ycsb.binding;
