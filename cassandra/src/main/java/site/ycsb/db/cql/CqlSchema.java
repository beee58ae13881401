package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.time.Duration;
import java.util.stream.Collectors;
import site.ycsb.DBException;

/** Creates the keyspace and table when asked, or checks that they exist, at session start. */
public final class CqlSchema {
  /** DDL waits for schema agreement, which can take longer than a normal request. */
  private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

  private CqlSchema() {
  }

  /** Replication in the local datacenter only: a single-DC cluster is the common benchmark set-up. */
  public static String createKeyspace(CqlSettings settings) {
    return "CREATE KEYSPACE IF NOT EXISTS " + CqlIdentifier.fromCql(settings.keyspace()).asCql(true)
        + " WITH replication = {'class': 'NetworkTopologyStrategy', '"
        + settings.localDatacenter().replace("'", "''") + "': " + settings.schema().replicationFactor() + "}";
  }

  public static String createTable(CqlSettings settings) {
    String fields = settings.schema().fieldNames().stream()
        .map(f -> ", " + CqlStatements.column(f) + " varchar").collect(Collectors.joining());
    return "CREATE TABLE IF NOT EXISTS " + new CqlStatements(settings.keyspace()).qualified(settings.schema().table())
        + " (" + CqlStatements.KEY_COLUMN + " varchar PRIMARY KEY" + fields + ")";
  }

  /** Idempotent: existing keyspace and table are left as they are. */
  static void create(CqlSession session, CqlSettings settings, CqlPropertyTable names) throws DBException {
    try {
      session.execute(SimpleStatement.newInstance(createKeyspace(settings)).setTimeout(DDL_TIMEOUT));
      session.execute(SimpleStatement.newInstance(createTable(settings)).setTimeout(DDL_TIMEOUT));
    } catch (RuntimeException e) {
      throw new DBException(names.get(CqlOption.CREATE_SCHEMA).name() + ": could not create "
          + settings.keyspace() + "." + settings.schema().table() + ": " + RateLimitedWarnings.describe(e), e);
    }
  }

  /** Fails init early, with a hint, rather than every operation later. */
  static void requireTable(CqlSession session, CqlSettings settings, CqlPropertyTable names) throws DBException {
    if (!session.isSchemaMetadataEnabled()) {
      return; // metadata turned off in the driver configuration: nothing to check against
    }
    String table = settings.schema().table();
    boolean exists = session.getMetadata().getKeyspace(CqlIdentifier.fromCql(settings.keyspace()))
        .flatMap(ks -> ks.getTable(CqlIdentifier.fromCql(table))).isPresent();
    if (!exists) {
      throw new DBException("table " + settings.keyspace() + "." + table + " does not exist: create it, or set "
          + names.get(CqlOption.CREATE_SCHEMA).name() + "=true to have it created");
    }
  }
}
