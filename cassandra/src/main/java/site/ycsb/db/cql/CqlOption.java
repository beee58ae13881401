package site.ycsb.db.cql;

/**
 * The settings a CQL binding reads. Each binding names them in its own {@link CqlPropertyTable}
 * ({@code cassandra.*}, {@code scylla.*}), so the CQL code never hard-codes a property name.
 */
public enum CqlOption {
  HOSTS,
  PORT,
  KEYSPACE,
  LOCAL_DATACENTER,
  READ_CONSISTENCY,
  WRITE_CONSISTENCY,
  USERNAME,
  PASSWORD,
  USE_SSL,
  TRUSTSTORE_PATH,
  TRUSTSTORE_PASSWORD,
  KEYSTORE_PATH,
  KEYSTORE_PASSWORD,
  CONNECT_TIMEOUT_MILLIS,
  REQUEST_TIMEOUT_MILLIS,
  MAX_CONNECTIONS,
  MAX_REQUESTS_PER_CONNECTION,
  TRACING,
  DRIVER_CONFIG,
  CREATE_SCHEMA,
  REPLICATION_FACTOR
}
