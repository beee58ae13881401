package site.ycsb.db.cql.contract;

import java.util.function.Function;
import site.ycsb.config.Option;
import site.ycsb.db.cql.CqlOptions;

/**
 * The CQL options by what they are for, so that a contract test names one once for every binding
 * ({@link CqlBinding#property}): each binding's own declaration is the one it reads.
 */
public enum CqlRole {
  HOSTS(o -> o.hosts),
  PORT(o -> o.port),
  KEYSPACE(o -> o.keyspace),
  LOCAL_DATACENTER(o -> o.localDatacenter),
  READ_CONSISTENCY(o -> o.readConsistency),
  WRITE_CONSISTENCY(o -> o.writeConsistency),
  LWT(o -> o.lwt),
  USERNAME(o -> o.username),
  PASSWORD(o -> o.password),
  CONNECT_TIMEOUT_MILLIS(o -> o.connectTimeoutMillis),
  REQUEST_TIMEOUT_MILLIS(o -> o.requestTimeoutMillis),
  TRACING(o -> o.tracing),
  DRIVER_CONFIG(o -> o.driverConfig),
  CREATE_SCHEMA(o -> o.createSchema),
  REPLICATION_FACTOR(o -> o.replicationFactor);

  private final Function<CqlOptions, Option<?>> option;

  CqlRole(Function<CqlOptions, Option<?>> option) {
    this.option = option;
  }

  /** The binding's declaration, or null where it does not offer the option. */
  public Option<?> of(CqlOptions options) {
    return option.apply(options);
  }
}
