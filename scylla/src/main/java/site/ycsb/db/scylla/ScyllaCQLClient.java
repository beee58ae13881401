package site.ycsb.db.scylla;

import com.datastax.oss.driver.api.core.CqlSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.DBException;
import site.ycsb.db.cql.CqlDB;
import site.ycsb.db.cql.CqlOptions;
import site.ycsb.db.cql.CqlSettings;

/**
 * The ScyllaDB binding, under upstream YCSB's class name: the Cassandra binding's CQL code, run on
 * Scylla's shard-aware driver, with upstream's {@code scylla.*} properties and defaults. Logs once
 * per session whether shard awareness is active.
 */
public class ScyllaCQLClient extends CqlDB {
  private static final Logger LOG = LoggerFactory.getLogger(ScyllaCQLClient.class);

  @Override
  protected CqlOptions options() {
    return ScyllaOptions.CQL;
  }

  @Override
  public void init() throws DBException {
    setProperties(ScyllaOptions.withDerivedDefaults(getProperties()));
    super.init();
  }

  @Override
  protected void sessionOpened(CqlSession session, CqlSettings settings) {
    LOG.info(ShardAwareness.of(session));
  }
}
