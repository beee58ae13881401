package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.values;
import static site.ycsb.db.scylla.ScyllaTestSupport.BINDING;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.utility.DockerImageName;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cassandra.testserver.CassandraServer;
import site.ycsb.db.cql.CqlErrorStatus;
import site.ycsb.db.cql.CqlOption;

/**
 * The binding against a real ScyllaDB (the official image, two shards), where the driver is shard
 * aware; skipped where no Docker engine runs.
 */
@Testcontainers(disabledWithoutDocker = true)
class ScyllaContainerIT {
  private static final int CQL_PORT = 9042;
  private static final int SHARDS = 2;

  @Container
  private static final GenericContainer<?> SCYLLA =
      new GenericContainer<>(DockerImageName.parse("scylladb/scylla:6.2"))
      .withExposedPorts(CQL_PORT)
      // small and quick: developer mode, SHARDS shards on SHARDS cores, 1 GiB of memory
      .withCommand("--smp", Integer.toString(SHARDS), "--memory", "1G", "--overprovisioned", "1",
          "--developer-mode", "1")
      .waitingFor(Wait.forLogMessage(".*Starting listening for CQL clients.*\\n", 1)
          .withStartupTimeout(Duration.ofMinutes(4)));

  /** The container as the fixture's server interface (one node). */
  private static CassandraServer server() {
    return new CassandraServer() {
      @Override
      public String hosts() {
        return SCYLLA.getHost();
      }

      @Override
      public int port() {
        return SCYLLA.getMappedPort(CQL_PORT);
      }

      @Override
      public String localDatacenter() {
        return "datacenter1";
      }

      /** Whatever datacenter the image names: the driver takes the contact point's. */
      @Override
      public CqlSession openSession() {
        return CqlSession.builder().addContactPoints(contactPoints())
            .withConfigLoader(DriverConfigLoader.programmaticBuilder()
                .withString(DefaultDriverOption.LOAD_BALANCING_POLICY_CLASS, "DcInferringLoadBalancingPolicy").build())
            .build();
      }

      @Override
      public String description() {
        return "ScyllaDB container at " + hosts() + ":" + port();
      }
    };
  }

  @Test
  void crudRoundTripOnScyllaDb() throws Exception {
    DB db = BINDING.open(BINDING.properties(server(), "container", CqlOption.CREATE_SCHEMA, "true"));
    try {
      assertThat(db.insert("usertable", "k", values("field0", "v"))).isEqualTo(Status.OK);
      Map<String, ByteIterator> result = new HashMap<>();
      assertThat(db.read("usertable", "k", null, result)).isEqualTo(Status.OK);
      assertThat(strings(result)).isEqualTo(Map.of("field0", "v"));
      assertThat(db.update("usertable", "k", values("field1", "w"))).isEqualTo(Status.OK);
      assertThat(db.delete("usertable", "k")).isEqualTo(Status.OK);
      assertThat(db.read("usertable", "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void theDriverIsShardAwareOnScyllaDb() {
    try (CqlSession session = server().openSession()) {
      assertThat(ShardAwareness.of(session)).isEqualTo("shard awareness active: the node has " + SHARDS
          + " shards; each request goes to a connection of the shard that owns its token");
    }
  }

  @Test
  void lightweightTransactionsWorkOnScyllaDb() throws Exception {
    DB db = BINDING.open(BINDING.properties(server(), "container_lwt", CqlOption.CREATE_SCHEMA, "true",
        CqlOption.LWT, "true"));
    try {
      assertThat(db.insert("usertable", "k", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(db.insert("usertable", "k", values("field0", "w"))).isEqualTo(CqlErrorStatus.ALREADY_EXISTS);
      assertThat(db.delete("usertable", "missing")).isEqualTo(Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }
}
