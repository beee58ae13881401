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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.Images;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * The binding against a real ScyllaDB (the official image, two shards; {@code SCYLLA_IMAGE} names
 * another), where the driver is shard aware; skipped with one line naming the image and the
 * variable where no Docker engine runs or the image cannot be had (no registry).
 */
@EnabledIf(value = "imageCanBeHad", disabledReason = "no Docker engine or no ScyllaDB image: see the [containers] line")
class ScyllaContainerIT {
  static final String VARIABLE = "SCYLLA_IMAGE";
  static final String OFFICIAL = "scylladb/scylla:6.2";
  private static final int CQL_PORT = 9042;
  private static final int SHARDS = 2;
  private static GenericContainer<?> scylla;

  static boolean imageCanBeHad() {
    return Docker.canHave(ScyllaContainerIT::image);
  }

  private static String image() throws UnavailableException {
    return Images.namedOrOfficialOrSkip(VARIABLE, OFFICIAL);
  }

  @BeforeAll
  @SuppressWarnings("resource") // stopped in stop()
  static void start() {
    String image = Docker.orSkip(ScyllaContainerIT::image);
    scylla = Docker.publishOnLoopback(new GenericContainer<>(DockerImageName.parse(image)), CQL_PORT)
        .withLabels(Docker.labels())
        // small and quick: developer mode, SHARDS shards on SHARDS cores, 1 GiB of memory
        .withCommand("--smp", Integer.toString(SHARDS), "--memory", "1G", "--overprovisioned", "1",
            "--developer-mode", "1")
        .waitingFor(Wait.forLogMessage(".*Starting listening for CQL clients.*\\n", 1)
            .withStartupTimeout(Duration.ofMinutes(4)));
    scylla.start();
    Docker.info("ScyllaDB container (" + image + ") at " + server().hosts() + ":" + server().port());
  }

  @AfterAll
  static void stop() {
    if (scylla != null) {
      scylla.stop();
    }
  }

  /** The container as the fixture's server interface (one node). */
  private static CassandraServer server() {
    return new CassandraServer() {
      @Override
      public String hosts() {
        return Docker.host(scylla);
      }

      @Override
      public int port() {
        return scylla.getMappedPort(CQL_PORT);
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
    DB db = BINDING.open(BINDING.properties(server(), "container", CqlRole.CREATE_SCHEMA, "true"));
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
    DB db = BINDING.open(BINDING.properties(server(), "container_lwt", CqlRole.CREATE_SCHEMA, "true",
        CqlRole.LWT, "true"));
    try {
      assertThat(db.insert("usertable", "k", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(db.insert("usertable", "k", values("field0", "w"))).isEqualTo(CqlErrorStatus.ALREADY_EXISTS);
      assertThat(db.delete("usertable", "missing")).isEqualTo(Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }
}
