package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;
import site.ycsb.db.cassandra.CassandraOptions;

class CqlSchemaTest {
  private static CqlSettings settings(String... pairs) throws Exception {
    Properties p = new Properties();
    p.setProperty("hosts", "127.0.0.1");
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return CqlSettings.from(Settings.of(p), CassandraOptions.CQL);
  }

  @Test
  void keyspaceIsReplicatedInTheGivenDatacenterOnly() throws Exception {
    assertThat(CqlSchema.createKeyspace(settings("cassandra.keyspace", "bench", "cassandra.replicationfactor", "3"),
        "dc'1"))
        .isEqualTo("CREATE KEYSPACE IF NOT EXISTS bench WITH replication = "
            + "{'class': 'NetworkTopologyStrategy', 'dc''1': 3}");
  }

  @Test
  void tableHasTheKeyAndFieldcountVarcharFields() throws Exception {
    assertThat(CqlSchema.createTable(settings("table", "t", "fieldcount", "3", "fieldnameprefix", "f")))
        .isEqualTo("CREATE TABLE IF NOT EXISTS ycsb.t (y_id varchar PRIMARY KEY, f0 varchar, f1 varchar, f2 varchar)");
    assertThat(CqlSchema.createTable(settings())).startsWith("CREATE TABLE IF NOT EXISTS ycsb.usertable (")
        .contains("field9 varchar").doesNotContain("field10");
  }
}
