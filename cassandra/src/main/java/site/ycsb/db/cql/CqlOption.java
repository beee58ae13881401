package site.ycsb.db.cql;

/**
 * The settings a CQL binding reads. Each binding names them in its own {@link CqlPropertyTable}
 * ({@code cassandra.*}, {@code scylla.*}), so the CQL code never hard-codes a property name. A
 * binding must name every option except the optional ones, which it may leave out to not offer
 * them (then they keep the behaviour of their default).
 */
public enum CqlOption {
  HOSTS,
  PORT,
  KEYSPACE,
  LOCAL_DATACENTER,
  READ_CONSISTENCY,
  WRITE_CONSISTENCY,
  /** Optional: lightweight transactions for inserts, updates and deletes (off when not offered). */
  LWT(true),
  USERNAME,
  PASSWORD,
  USE_SSL,
  TRUSTSTORE_PATH,
  TRUSTSTORE_PASSWORD,
  KEYSTORE_PATH,
  KEYSTORE_PASSWORD,
  CONNECT_TIMEOUT_MILLIS,
  REQUEST_TIMEOUT_MILLIS,
  /** Optional: upstream's minimum pool size; driver 4.x pools have one size, the larger of the two. */
  CORE_CONNECTIONS(true),
  MAX_CONNECTIONS,
  MAX_REQUESTS_PER_CONNECTION,
  TRACING,
  DRIVER_CONFIG,
  CREATE_SCHEMA,
  REPLICATION_FACTOR;

  private final boolean optional;

  CqlOption() {
    this(false);
  }

  CqlOption(boolean optional) {
    this.optional = optional;
  }

  /** Whether a binding may leave this option out of its property table. */
  public boolean optional() {
    return optional;
  }
}
