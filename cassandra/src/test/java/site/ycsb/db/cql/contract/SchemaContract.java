package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * The createschema option sets up a keyspace and table from nothing, replicated in the local
 * datacenter (given or inferred), and does no harm when repeated. A subclass names the binding.
 */
public abstract class SchemaContract extends KeyspaceContract {

  @Test
  void createSchemaMakesTheKeyspaceAndAVarcharTableOfFieldcountFields() throws Exception {
    String ks = keyspace("create");
    // replication factor 2 on one node: only ONE can be met
    DB db = binding.open(binding.properties(server, ks, CqlRole.CREATE_SCHEMA, "true",
        CqlRole.REPLICATION_FACTOR, "2", CqlRole.WRITE_CONSISTENCY, "ONE",
        "table", "bench", "fieldcount", "3", "fieldnameprefix", "col"));
    try {
      assertThat(db.insert("bench", "k", values("col0", "a", "col2", "c"))).isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
    try (CqlSession session = server.openSession()) {
      Map<String, String> columns = new TreeMap<>();
      for (Row row : session.execute("SELECT column_name, type, kind FROM system_schema.columns "
          + "WHERE keyspace_name = ? AND table_name = 'bench'", ks)) {
        columns.put(row.getString(0), row.getString(1) + "/" + row.getString(2));
      }
      assertThat(columns).isEqualTo(Map.of("y_id", "text/partition_key", "col0", "text/regular",
          "col1", "text/regular", "col2", "text/regular"));
      Map<String, String> replication = session.execute(
          "SELECT replication FROM system_schema.keyspaces WHERE keyspace_name = ?", ks)
          .one().getMap(0, String.class, String.class);
      assertThat(replication).containsEntry("class", "org.apache.cassandra.locator.NetworkTopologyStrategy")
          .containsEntry(server.localDatacenter(), "2");
    }
  }

  @Test
  void createSchemaAgainOnAnExistingTableKeepsItsData() throws Exception {
    String ks = keyspace("again");
    Properties props = binding.properties(server, ks, CqlRole.CREATE_SCHEMA, "true");
    DB first = binding.open(props);
    assertThat(first.insert("usertable", "kept", values("field0", "v"))).isEqualTo(Status.OK);
    first.cleanup();
    // two instances of a later run: the session (and the schema step) is opened once more
    DB second = binding.open(props);
    DB third = binding.open(props);
    try {
      Map<String, ByteIterator> result = new HashMap<>();
      assertThat(third.read("usertable", "kept", null, result)).isEqualTo(Status.OK);
      assertThat(strings(result)).isEqualTo(Map.of("field0", "v"));
    } finally {
      second.cleanup();
      third.cleanup();
    }
  }

  @Test
  void withoutCreateSchemaAMissingTableFailsInitWithAHint() {
    String ks = keyspace("missing");
    assertThatThrownBy(() -> binding.open(binding.properties(server, ks)))
        .isInstanceOf(DBException.class)
        .hasMessage("table " + ks + ".usertable does not exist: create it, or set "
            + binding.property(CqlRole.CREATE_SCHEMA) + "=true to have it created");
  }
}
