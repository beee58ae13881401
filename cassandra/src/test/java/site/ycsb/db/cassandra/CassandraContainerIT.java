package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cassandra.CassandraTestSupport.BINDING;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cassandra.testserver.ContainerCassandraServer;
import site.ycsb.db.cql.CqlOption;

/** The binding against the official cassandra:5.0 image; skipped where no Docker engine runs. */
@Testcontainers(disabledWithoutDocker = true)
class CassandraContainerIT {
  @Container
  private static final GenericContainer<?> CASSANDRA = ContainerCassandraServer.newContainer();

  @Test
  void insertAndReadRoundTripOnTheDockerImage() throws Exception {
    DB db = BINDING.open(BINDING.properties(ContainerCassandraServer.of(CASSANDRA), "container",
        CqlOption.CREATE_SCHEMA, "true"));
    try {
      assertThat(db.insert("usertable", "k", values("field0", "v"))).isEqualTo(Status.OK);
      Map<String, ByteIterator> result = new HashMap<>();
      assertThat(db.read("usertable", "k", null, result)).isEqualTo(Status.OK);
      assertThat(strings(result)).isEqualTo(Map.of("field0", "v"));
      assertThat(db.delete("usertable", "k")).isEqualTo(Status.OK);
      assertThat(db.read("usertable", "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }
}
