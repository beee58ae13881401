package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.loadbalancing.NodeDistance;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.time.Duration;
import java.util.stream.Collectors;
import site.ycsb.DBException;
import site.ycsb.binding.RateLimitedWarning;

/** Creates the keyspace and table when asked, or checks that they exist, at session start. */
public final class CqlSchema {
  /** DDL waits for schema agreement, which can take longer than a normal request. */
  private static final Duration DDL_TIMEOUT = Duration.ofSeconds(60);

  private CqlSchema() {
  }

  /** Replication in the local datacenter only: a single-DC cluster is the common benchmark set-up. */
  public static String createKeyspace(CqlSettings settings, String datacenter) {
    return "CREATE KEYSPACE IF NOT EXISTS " + CqlIdentifier.fromCql(settings.keyspace()).asCql(true)
        + " WITH replication = {'class': 'NetworkTopologyStrategy', '"
        + datacenter.replace("'", "''") + "': " + settings.schema().replicationFactor() + "}";
  }

  /** The configured local datacenter, else the one the driver inferred: that of the nodes it uses. */
  static String localDatacenter(CqlSession session, CqlSettings settings) {
    if (settings.localDatacenter() != null) {
      return settings.localDatacenter();
    }
    return session.getMetadata().getNodes().values().stream()
        .filter(node -> node.getDistance() == NodeDistance.LOCAL && node.getDatacenter() != null)
        .map(Node::getDatacenter).findFirst()
        .orElseThrow(() -> new IllegalStateException("no node of the local datacenter is known"));
  }

  public static String createTable(CqlSettings settings) {
    String fields = settings.schema().fieldNames().stream()
        .map(f -> ", " + CqlStatements.column(f) + " varchar").collect(Collectors.joining());
    return "CREATE TABLE IF NOT EXISTS " + new CqlStatements(settings.keyspace()).qualified(settings.schema().table())
        + " (" + CqlStatements.KEY_COLUMN + " varchar PRIMARY KEY" + fields + ")";
  }

  /** Idempotent: existing keyspace and table are left as they are. */
  static void create(CqlSession session, CqlSettings settings, CqlOptions names) throws DBException {
    try {
      String keyspace = createKeyspace(settings, localDatacenter(session, settings));
      session.execute(SimpleStatement.newInstance(keyspace).setTimeout(DDL_TIMEOUT));
      session.execute(SimpleStatement.newInstance(createTable(settings)).setTimeout(DDL_TIMEOUT));
    } catch (RuntimeException e) {
      throw new DBException(names.createSchema.name() + ": could not create "
          + settings.keyspace() + "." + settings.schema().table() + ": " + RateLimitedWarning.describe(e), e);
    }
  }

  /** Fails init early, with a hint, rather than every operation later. */
  static void requireTable(CqlSession session, CqlSettings settings, CqlOptions names) throws DBException {
    if (!session.isSchemaMetadataEnabled()) {
      return; // metadata turned off in the driver configuration: nothing to check against
    }
    String table = settings.schema().table();
    boolean exists = session.getMetadata().getKeyspace(CqlIdentifier.fromCql(settings.keyspace()))
        .flatMap(ks -> ks.getTable(CqlIdentifier.fromCql(table))).isPresent();
    if (!exists) {
      throw new DBException("table " + settings.keyspace() + "." + table + " does not exist: create it, or set "
          + names.createSchema.name() + "=true to have it created");
    }
  }
}
