package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;
import static site.ycsb.db.cassandra.RunLogLines.OPS;
import static site.ycsb.db.cassandra.RunLogLines.STACK_TRACE;
import static site.ycsb.db.cassandra.RunLogLines.STATUS;
import static site.ycsb.db.cassandra.RunLogLines.eventTime;

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
import site.ycsb.measurements.StatusCounts;
import site.ycsb.testkit.cassandra.CassandraImage;
import site.ycsb.testkit.cassandra.ContainerCassandraCluster;
import site.ycsb.testkit.docker.Docker;

/**
 * Container-level faults as timed events of real {@code bin/ycsb run}s against a three-node cluster
 * of containers on a Docker network (RF 3, QUORUM), the way docs/containers.md's "Faults with Docker"
 * recipe injects them: node 3 frozen ({@code docker pause}, then {@code unpause}: its connections
 * stay open and the requests it coordinates time out, which a kill never shows), cut off
 * ({@code docker network disconnect}, then {@code connect} on its address) and killed
 * ({@code docker kill}, then {@code docker start}). Each run completes; every operation has a
 * status; the failures are counted by status and fall in the fault's window; operations succeed
 * again once the fault heals; and both events sit at their time in the interval log and the HTML
 * report. Skipped with one line where no Docker engine runs, no Cassandra image can be had, or
 * this host cannot reach the containers' addresses.
 */
@EnabledIf(value = "dockerAndImage", disabledReason = "no Docker engine or no Cassandra image: see the [containers] line")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class CassandraFaultsContainerIT {
  private static final CqlBinding BINDING = CassandraTestSupport.BINDING;
  private static final Pattern COUNT = Pattern.compile("\\b([A-Z_]+)=(\\d+)");
  /** A paced run: RATE operations a second for SECONDS, the fault at FAULT_AT s, healed at HEAL_AT s. */
  private static final int RATE = 100;
  private static final int SECONDS = 45;
  private static final int FAULT_AT = 10;
  private static final int HEAL_AT = 25;
  /** The client's request timeout: a request to a frozen or cut-off node fails after it. */
  private static final int REQUEST_TIMEOUT_MS = 2000;
  /** After the heal, the client reconnects and the node catches up; from then on next to nothing fails. */
  private static final int RECOVERED_AFTER = HEAL_AT + 10;

  private ContainerCassandraCluster cluster;
  private YcsbLauncher launcher;
  private final String keyspace = CqlBinding.uniqueKeyspace("faults");

  static boolean dockerAndImage() {
    return Docker.canHave(CassandraImage::name);
  }

  @BeforeAll
  void startClusterAndLoad(@TempDir Path dir) throws Exception {
    cluster = Docker.orSkip(() -> ContainerCassandraCluster.start(3, "512M"));
    launcher = YcsbLauncher.forModules("cassandra");
    Finished load = launcher.run(dir, "load", args("load", CqlRole.CREATE_SCHEMA, "true",
        "cassandra.replicationfactor", "3", "hdrhistogram.fileoutput", "false"), 5);
    assertThat(load.exitCode()).as(load.describe()).isZero();
  }

  @AfterAll
  void removeCluster() {
    if (cluster != null) {
      cluster.close();
    }
  }

  /** Whatever a test did to node 3, the next one starts with the whole cluster up. */
  @AfterEach
  void heal() {
    String node = cluster.containerName(3);
    Docker.cli(Duration.ofSeconds(30), "unpause", node);
    Docker.cli(Duration.ofSeconds(30), "network", "connect", "--ip", cluster.address(3), cluster.networkName(), node);
    Docker.cli(Duration.ofMinutes(1), "start", node);
    cluster.awaitAllUp();
  }

  private List<String> args(String command, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, "cassandra", "-P", "workloads/mixed"));
    Properties props = BINDING.properties(cluster, keyspace, more);
    props.setProperty("recordcount", "1000");
    props.setProperty(BINDING.property(CqlRole.READ_CONSISTENCY), "QUORUM");
    props.setProperty(BINDING.property(CqlRole.WRITE_CONSISTENCY), "QUORUM");
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    args.addAll(List.of("-threads", "4"));
    return args;
  }

  /** What a run left: its report, interval log and HTML report. */
  private record Run(String fault, String heal, TextReport report, List<String> log, String html) {
  }

  /** A paced run with the fault at FAULT_AT s and its heal at HEAL_AT s; the run and its report must be whole. */
  private Run run(Path dir, String fault, String heal) throws Exception {
    Path log = dir.resolve("run.hdr");
    Finished run = launcher.run(dir, "run", args("run", "operationcount", Integer.toString(RATE * SECONDS),
        "target", Integer.toString(RATE), "measurement.interval.seconds", "1",
        "hdrhistogram.output.path", log.toString(), CqlRole.REQUEST_TIMEOUT_MILLIS, Integer.toString(REQUEST_TIMEOUT_MS),
        "events", FAULT_AT + "s:" + fault + ";" + HEAL_AT + "s:" + heal), 6);
    assertThat(run.exitCode()).as(run.describe()).isZero();
    assertThat(STACK_TRACE.matcher(run.stdout() + run.stderr()).find()).as("no stack trace\n" + run.describe())
        .isFalse();
    TextReport report = TextReport.parse(run.stdout());
    long results = OPS.stream().mapToLong(op -> report.returns(op).values().stream().mapToLong(Long::longValue).sum())
        .sum();
    assertThat(results).as("every operation has a status\n" + run.stdout()).isEqualTo((long) RATE * SECONDS);
    assertThat(run.stdout()).contains("[EVENT-1], Outcome, exit=0", "[EVENT-2], Outcome, exit=0");

    Path html = dir.resolve("run.html");
    Finished rendered = launcher.run(dir, "report", List.of("report", "-o", html.toString(), log.toString()), 3);
    assertThat(rendered.exitCode()).as(rendered.describe()).isZero();
    Run result = new Run(fault, heal, report, Files.readAllLines(log), Files.readString(html));
    assertEventsAtTheirTime(result, fault, heal);
    return result;
  }

  /** Both events started when asked, ended well, and the HTML report shows them at the log's times. */
  private static void assertEventsAtTheirTime(Run run, String fault, String heal) {
    double faultAt = eventTime(run.log(), 1, "started");
    double healAt = eventTime(run.log(), 2, "started");
    assertThat(faultAt).as("the fault's start in the log").isBetween((double) FAULT_AT, FAULT_AT + 3.0);
    assertThat(healAt).as("the heal's start in the log").isBetween((double) HEAL_AT, HEAL_AT + 3.0);
    String log = String.join("\n", run.log());
    assertThat(log).containsPattern("#\\[event id=1 state=ended time=[0-9.]+ exit=0")
        .containsPattern("#\\[event id=2 state=ended time=[0-9.]+ exit=0");
    assertThat(htmlEventStart(run.html(), fault)).as("the fault in the HTML report").isCloseTo(faultAt,
        offset(0.6));
    assertThat(htmlEventStart(run.html(), heal)).as("the heal in the HTML report").isCloseTo(healAt,
        offset(0.6));
    assertThat(run.html()).contains("<g class=\"event\"><title>E1: " + fault, "<g class=\"event\"><title>E2: " + heal);
  }

  /** The "Started (s)" cell of the events table's row of {@code command}. */
  private static double htmlEventStart(String html, String command) {
    Matcher m = Pattern.compile("<td><code>" + Pattern.quote(command) + "</code></td><td>([0-9.]+)</td>").matcher(html);
    assertThat(m.find()).as("a row of the HTML report's events table for " + command).isTrue();
    return Double.parseDouble(m.group(1));
  }

  /** Results by status in the intervals starting in [from, to) seconds, all operations together. */
  private static Map<String, Long> statuses(List<String> log, double from, double to) {
    Map<String, Long> counts = new TreeMap<>();
    for (String line : log) {
      Matcher m = STATUS.matcher(line);
      if (m.matches() && OPS.contains(m.group(1))) {
        double start = Double.parseDouble(m.group(2));
        if (start >= from && start < to) {
          Matcher c = COUNT.matcher(m.group(4));
          while (c.find()) {
            counts.merge(c.group(1), Long.parseLong(c.group(2)), Long::sum);
          }
        }
      }
    }
    return counts;
  }

  private static long failures(Map<String, Long> statuses) {
    return statuses.entrySet().stream().filter(e -> StatusCounts.isFailure(e.getKey()))
        .mapToLong(Map.Entry::getValue).sum();
  }

  /**
   * Failures while the fault lasted (plus the request timeout), none before it and next to none once
   * recovered after the heal, and the report's failures by status equal to the log's.
   */
  private static void assertFailuresFollowTheFault(Run run, boolean mustFail) {
    double faultAt = eventTime(run.log(), 1, "started");
    double healAt = eventTime(run.log(), 2, "started");
    Map<String, Long> before = statuses(run.log(), 0, Math.floor(faultAt));
    Map<String, Long> during = statuses(run.log(), Math.floor(faultAt), healAt + REQUEST_TIMEOUT_MS / 1000.0 + 1);
    Map<String, Long> after = statuses(run.log(), RECOVERED_AFTER, Double.MAX_VALUE);
    System.err.printf("[faults] %s at %.1f s, %s at %.1f s: before %s, during %s, from %d s on %s%n",
        run.fault(), faultAt, run.heal(), healAt, before, during, RECOVERED_AFTER, after);
    assertThat(failures(before)).as("failures before the fault: " + before).isZero();
    assertThat(before.getOrDefault("OK", 0L)).isPositive();
    if (mustFail) {
      assertThat(failures(during)).as("failures by status while node 3 is unreachable: " + during).isPositive();
    }
    // Recovered: at most 1% of the operations from RECOVERED_AFTER on fail (a client still cut off from
    // the node fails about a third). Not none: after a partition heals, a coordinator can still send
    // one request over an internode connection that died with the partition and time out (CI saw one
    // TIMEOUT in 1,035 operations after a network reconnect, on the busy machine).
    long afterTotal = after.values().stream().mapToLong(Long::longValue).sum();
    assertThat(failures(after)).as("failures after the heal: " + after).isLessThanOrEqualTo(afterTotal / 100);
    assertThat(after.getOrDefault("OK", 0L)).as("operations succeed again after the heal").isPositive();
    Map<String, Long> whole = statuses(run.log(), 0, Double.MAX_VALUE);
    long reportFailures = OPS.stream().mapToLong(op -> failures(run.report().returns(op))).sum();
    assertThat(failures(whole)).as("the interval log's failures are the report's").isEqualTo(reportFailures);
  }

  @Test
  @Order(1)
  void aPausedNodeTimesOutTheRequestsItCoordinatesUntilItIsUnpaused(@TempDir Path dir) throws Exception {
    String node = cluster.containerName(3);
    Run run = run(dir, "docker pause " + node, "docker unpause " + node);
    assertFailuresFollowTheFault(run, true);
    long timeouts = OPS.stream().mapToLong(op -> run.report().returned(op, "TIMEOUT")).sum();
    assertThat(timeouts).as("requests to the frozen node time out: its connections stay open").isPositive();
  }

  @Test
  @Order(2)
  void aNodeCutOffTheNetworkFailsRequestsUntilItIsConnectedAgain(@TempDir Path dir) throws Exception {
    String node = cluster.containerName(3);
    Run run = run(dir, "docker network disconnect " + cluster.networkName() + " " + node,
        "docker network connect --ip " + cluster.address(3) + " " + cluster.networkName() + " " + node);
    assertFailuresFollowTheFault(run, true);
  }

  @Test
  @Order(3)
  void aKilledNodeLeavesQuorumSucceedingAndRejoinsWhenStartedAgain(@TempDir Path dir) throws Exception {
    String node = cluster.containerName(3);
    Run run = run(dir, "docker kill " + node, "docker start " + node);
    // a kill closes the node's connections: the client stops using it at once, so few or no failures
    assertFailuresFollowTheFault(run, false);
    Map<String, Long> whileDown = statuses(run.log(), eventTime(run.log(), 1, "ended") + 2, HEAL_AT);
    assertThat(whileDown.getOrDefault("OK", 0L)).as("QUORUM holds on two nodes of three").isPositive();
    cluster.awaitAllUp();
  }
}
