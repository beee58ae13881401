package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cassandra.RunLogLines.STACK_TRACE;
import static site.ycsb.db.cassandra.RunLogLines.STATUS;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.db.cql.contract.TextReport;
import site.ycsb.db.cql.contract.YcsbLauncher;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;
import site.ycsb.testkit.cassandra.CassandraImage;
import site.ycsb.testkit.cassandra.ContainerCassandraCluster;
import site.ycsb.testkit.docker.Docker;

/**
 * Validated reads through a real partition (issue 35): a three-node cluster of containers, RF 3,
 * hinted handoff and the dynamic snitch off, node 3 cut off by {@code docker network disconnect}
 * while a validated run updates and reads, then connected again. At write and read CL ONE the updates acknowledged by
 * nodes 1 and 2 while node 3 was away never reach it (no hints; the mutations queued for it arrive
 * after the heal, past their timeout, and node 3 drops them; a read at ONE asks one replica, so no
 * read repair), and every later read that node 3 answers returns the older version: the run counts
 * {@code Stale}. At QUORUM/QUORUM through the same fault every acknowledged write is on two replicas
 * and every read asks two: no anomaly. Few updates and many reads, so keys written during the cut
 * stay unwritten long after it (their stale copies are read before an update repairs them).
 *
 * <p>The dynamic snitch is off, so a coordinator reads at ONE from the first live replica of the
 * key's ring order: node 3 answers every read of the keys it owns first, whichever node
 * coordinates. With it on, which replica answers follows each coordinator's latency scores, and a
 * run was seen in which node 3, after the heal, coordinated 60-90 reads a second and answered none
 * of them itself (the scores favoured node 1): no stale read at all.
 */
@EnabledIf(value = "dockerAndImage", disabledReason = "no Docker engine or no Cassandra image: see the [containers] line")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CassandraPartitionValidationContainerIT {
  private static final CqlBinding BINDING = CassandraTestSupport.BINDING;
  /** A paced run: RATE operations a second for SECONDS, node 3 cut off at CUT_AT s, connected at HEAL_AT s. */
  private static final int RATE = 200;
  private static final int SECONDS = 40;
  private static final int CUT_AT = 8;
  private static final int HEAL_AT = 18;
  private static final int RECORDS = 500;
  private static final int REQUEST_TIMEOUT_MS = 2000;
  private static final Pattern STALE = Pattern.compile("\\bSTALE=(\\d+)");
  private static final List<String> ANOMALIES = List.of("Stale", "Lost", "Resurrected", "Corrupt");

  private ContainerCassandraCluster cluster;
  private YcsbLauncher launcher;
  private Path driverConfig;
  private final String keyspace = CqlBinding.uniqueKeyspace("partition");

  static boolean dockerAndImage() {
    return Docker.canHave(CassandraImage::name);
  }

  @BeforeAll
  void startClusterWithoutHintsAndLoad(@TempDir Path dir) throws Exception {
    cluster = Docker.orSkip(() -> ContainerCassandraCluster.start(3, "512M",
        List.of("hinted_handoff_enabled=false", "dynamic_snitch=false")));
    assertOffOnEveryNode("hinted_handoff_enabled");
    assertOffOnEveryNode("dynamic_snitch");
    // the driver tries a node that went away again every second (the default backs off to a minute),
    // so it reads from node 3 soon after the reconnect
    driverConfig = dir.resolve("driver.conf");
    Files.writeString(driverConfig, """
        datastax-java-driver.advanced.reconnection-policy {
          class = ConstantReconnectionPolicy
          base-delay = 1 second
        }
        """);
    launcher = YcsbLauncher.forModules("cassandra");
    Finished load = launcher.run(dir, "load", args("load", "QUORUM", CqlRole.CREATE_SCHEMA, "true",
        "cassandra.replicationfactor", "3", "hdrhistogram.fileoutput", "false"), 5);
    assertThat(load.exitCode()).as(load.describe()).isZero();
  }

  /** Each node's own settings table (a virtual table: node-local) says {@code setting} is false. */
  private void assertOffOnEveryNode(String setting) {
    try (CqlSession session = cluster.openSession()) {
      for (Node node : session.getMetadata().getNodes().values()) {
        Row row = session.execute(SimpleStatement.newInstance(
            "SELECT value FROM system_views.settings WHERE name = ?", setting).setNode(node)).one();
        assertThat(row).as(setting + " on " + node).isNotNull();
        assertThat(row.getString("value")).as(setting + " on " + node).isEqualTo("false");
      }
    }
  }

  @AfterAll
  void removeCluster() {
    if (cluster != null) {
      cluster.close();
    }
  }

  /** Whatever a run did to node 3, the next one starts with the whole cluster up. */
  @AfterEach
  void heal() {
    Docker.cli(Duration.ofSeconds(30), "network", "connect", "--ip", cluster.address(3), cluster.networkName(),
        cluster.containerName(3));
    cluster.awaitAllUp();
  }

  private List<String> args(String command, String consistency, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, "cassandra", "-P", "workloads/mixed"));
    Properties props = BINDING.properties(cluster, keyspace, more);
    props.setProperty("recordcount", Integer.toString(RECORDS));
    props.setProperty("fieldcount", "4");
    props.setProperty("fieldlength", "100");
    props.setProperty("validation", "true");
    props.setProperty("readproportion", "0.9");
    props.setProperty("updateproportion", "0.1");
    props.setProperty("insertproportion", "0");
    props.setProperty("deleteproportion", "0");
    props.setProperty("requestdistribution", "uniform");
    props.setProperty(BINDING.property(CqlRole.READ_CONSISTENCY), consistency);
    props.setProperty(BINDING.property(CqlRole.WRITE_CONSISTENCY), consistency);
    props.setProperty(BINDING.property(CqlRole.DRIVER_CONFIG), driverConfig.toString());
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    args.addAll(List.of("-threads", "4"));
    return args;
  }

  /**
   * A run's report, and what it printed with which node coordinated and answered the reads, second
   * by second: for a failure message.
   */
  private record CutRun(TextReport report, String printed) {
  }

  /** A paced validated run at {@code consistency} with node 3 cut off from CUT_AT s to HEAL_AT s. */
  private CutRun runThroughTheCut(Path dir, String consistency) throws Exception {
    String node = cluster.containerName(3);
    Finished run;
    String reads;
    try (ReadsByNode byNode = ReadsByNode.start(cluster, keyspace)) {
      run = launcher.run(dir, "run", args("run", consistency, "operationcount", Integer.toString(RATE * SECONDS),
          "target", Integer.toString(RATE), "measurement.interval.seconds", "1", "hdrhistogram.output.path",
          dir.resolve("run.hdr").toString(), CqlRole.REQUEST_TIMEOUT_MILLIS, Integer.toString(REQUEST_TIMEOUT_MS),
          "events", CUT_AT + "s:docker network disconnect " + cluster.networkName() + " " + node + ";" + HEAL_AT
              + "s:docker network connect --ip " + cluster.address(3) + " " + cluster.networkName() + " " + node), 6);
      reads = byNode.describe();
    }
    assertThat(run.exitCode()).as(run.describe()).isZero();
    assertThat(STACK_TRACE.matcher(run.stdout() + run.stderr()).find()).as("no stack trace\n" + run.describe())
        .isFalse();
    assertThat(run.stdout()).contains("[EVENT-1], Outcome, exit=0", "[EVENT-2], Outcome, exit=0");
    TextReport report = TextReport.parse(run.stdout());
    System.err.printf("[partition] %s/%s: throughput %s ops/s, READ p99 %s us, UPDATE p99 %s us, READ %s,"
        + " UPDATE %s, VALIDATION %s%n", consistency, consistency,
        report.metrics().getOrDefault("OVERALL", Map.of()).get("Throughput(ops/sec)"),
        report.metrics().getOrDefault("READ", Map.of()).get("99thPercentileLatency(us)"),
        report.metrics().getOrDefault("UPDATE", Map.of()).get("99thPercentileLatency(us)"), report.returns("READ"),
        report.returns("UPDATE"), report.metrics().get("VALIDATION"));
    System.err.printf("[partition] %s/%s: stale reads by interval start (s): %s%n", consistency, consistency,
        staleByInterval(Files.readAllLines(dir.resolve("run.hdr"))));
    assertThat(report.count("VALIDATION", "Valid")).as("reads were judged\n" + run.stdout()).isPositive();
    return new CutRun(report, run.describe() + "\n" + reads);
  }

  /** The interval log's Stale counts by interval start, to see when the stale reads came. */
  private static Map<Double, Long> staleByInterval(List<String> log) {
    Map<Double, Long> stale = new TreeMap<>();
    for (String line : log) {
      Matcher m = STATUS.matcher(line);
      if (m.matches() && m.group(1).equals("VALIDATION")) {
        Matcher c = STALE.matcher(m.group(4));
        if (c.find()) {
          stale.put(Double.parseDouble(m.group(2)), Long.parseLong(c.group(1)));
        }
      }
    }
    return stale;
  }

  @Test
  @Order(1)
  void atConsistencyOneTheNodeCutOffWithoutHintsServesStaleReadsAfterItIsConnectedAgain(@TempDir Path dir)
      throws Exception {
    CutRun run = runThroughTheCut(dir, "ONE");
    TextReport report = run.report();
    assertThat(report.count("VALIDATION", "Stale"))
        .as("stale reads at ONE/ONE: " + report.metrics().get("VALIDATION") + "\n" + run.printed()).isPositive();
    for (String other : List.of("Lost", "Resurrected", "Corrupt")) {
      assertThat(report.count("VALIDATION", other)).as(other + ": updates only, nothing lost or corrupted")
          .isZero();
    }
  }

  @Test
  @Order(2)
  void atQuorumTheSameCutLeavesEveryReadValid(@TempDir Path dir) throws Exception {
    CutRun run = runThroughTheCut(dir, "QUORUM");
    TextReport report = run.report();
    for (String anomaly : ANOMALIES) {
      assertThat(report.count("VALIDATION", anomaly)).as(anomaly + " at QUORUM/QUORUM: "
          + report.metrics().get("VALIDATION") + "\n" + run.printed()).isZero();
    }
  }
}
