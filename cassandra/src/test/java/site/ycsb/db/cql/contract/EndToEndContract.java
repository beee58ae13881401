package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;
import site.ycsb.db.cql.contract.YcsbLauncher.Launched;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.ContainerCassandraServer;
import site.ycsb.testkit.cassandra.ExternalCassandraServer;
import site.ycsb.testkit.cassandra.LocalCassandraServer;
import site.ycsb.testkit.cassandra.OwnedCassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * The binding through the real launcher: {@code bin/ycsb load} then {@code bin/ycsb run} of
 * {@code workloads/mixed} as separate processes against a live server, checking the text report and
 * the HdrHistogram interval log; and a run whose server is killed half-way. A subclass names the
 * binding and its module folder.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class EndToEndContract {
  private static final Pattern STACK_TRACE_LINE =
      Pattern.compile("(?m)^\\s+at [\\w$.<>/]+\\(.*\\)\\s*$|^Exception in thread |^Caused by: ");
  private static final List<String> WORKLOAD_OPS = List.of("READ", "INSERT", "UPDATE", "DELETE");
  private static final List<String> FAILURE_STATUSES =
      List.of("SERVICE_UNAVAILABLE", "TIMEOUT", "UNAVAILABLE", "ERROR");

  private CqlBinding binding;
  private CassandraServer server;
  private YcsbLauncher launcher;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding under test. */
  protected abstract CqlBinding binding();

  /** The module folder of the binding (for the jars bin/ycsb uses). */
  protected abstract String module();

  /** Checks what the binding prints on standard error when a run starts; nothing by default. */
  protected void assertStartupMessages(String stderr) {
  }

  @BeforeAll
  void setUp(CassandraServer shared) {
    binding = binding();
    server = shared;
    launcher = YcsbLauncher.forModules(module());
  }

  @AfterAll
  void tearDown() {
    keyspaces.forEach(ks -> CqlBinding.dropKeyspace(server, ks));
  }

  /** {@code -P workloads/mixed}, then -p for the binding's connection properties and {@code more}. */
  private List<String> arguments(String command, CassandraServer target, String keyspace, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, binding.name(), "-P", "workloads/mixed"));
    Properties props = binding.properties(target, keyspace, more);
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    return args;
  }

  private static List<String> with(List<String> args, String... more) {
    List<String> all = new ArrayList<>(args);
    all.addAll(List.of(more));
    return all;
  }

  private Finished load(Path dir, CassandraServer target, String keyspace, String... more) throws Exception {
    List<Object> props = new ArrayList<>(List.of(CqlRole.CREATE_SCHEMA, "true", "recordcount", "2000",
        "hdrhistogram.output.path", dir.resolve("load.hdr").toString()));
    props.addAll(List.of(more));
    Finished load = launcher.run(dir, "load", with(arguments("load", target, keyspace, props.toArray()),
        "-threads", "4"), 5);
    assertThat(load.exitCode()).as(load.describe()).isZero();
    assertThat(TextReport.parse(load.stdout()).returned("INSERT", "OK")).as(load.describe()).isEqualTo(2000);
    return load;
  }

  /** Blocking mode, and asynchronous mode with 16 operations in flight per thread. */
  private static String[] mode(String mode) {
    return mode.equals("async") ? new String[] {"async.inflight", "16"} : new String[0];
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void loadThenRunOfTheMixedWorkloadReportEveryOperationAndWriteAnIntervalLogThatAddsUp(String mode,
      @TempDir Path dir) throws Exception {
    String keyspace = CqlBinding.uniqueKeyspace("e2e");
    keyspaces.add(keyspace);
    Finished load = load(dir, server, keyspace, mode(mode));
    assertStartupMessages(load.stderr());

    Path log = dir.resolve("run.hdr");
    List<Object> props = new ArrayList<>(List.of("recordcount", "2000", "operationcount", "6000",
        "measurement.interval.seconds", "1", "hdrhistogram.output.path", log.toString()));
    props.addAll(List.of(mode(mode)));
    Finished run = launcher.run(dir, "run", with(arguments("run", server, keyspace, props.toArray()),
        "-threads", "4", "-s"), 5);
    assertThat(run.exitCode()).as(run.describe()).isZero();
    assertStartupMessages(run.stderr());
    assertThat(run.stderr()).as("status lines (-s)").contains("current ops/sec");
    assertThat(STACK_TRACE_LINE.matcher(run.stdout() + run.stderr()).find()).as(run.describe()).isFalse();

    TextReport report = TextReport.parse(run.stdout());
    assertThat(report.has("OVERALL", "RunTime(ms)")).as(run.stdout()).isTrue();
    for (String op : WORKLOAD_OPS) {
      assertThat(report.returned(op, "OK")).as(op + " OK in\n" + run.stdout()).isPositive();
    }
    long readOk = report.returned("READ", "OK");
    long readNotFound = report.returned("READ", "NOT_FOUND");
    assertThat(report.count("READ-COMB", "Operations")).as("READ-COMB = READ OK + NOT_FOUND")
        .isEqualTo(readOk + readNotFound);
    long everyResult = WORKLOAD_OPS.stream().mapToLong(op -> report.returns(op).values().stream()
        .mapToLong(Long::longValue).sum()).sum();
    assertThat(everyResult).as("every operation has a result").isEqualTo(6000);

    Map<String, Long> logged = countsByTag(log);
    assertThat(logged.get("READ")).as("READ in the interval log " + logged)
        .isEqualTo(report.count("READ", "Operations"));
    assertThat(logged.get("INSERT")).as("INSERT in the interval log " + logged)
        .isEqualTo(report.count("INSERT", "Operations"));
  }

  @Test
  void aLocalDatacenterNoNodeIsInIsOneLineAndExit2BeforeAnyOperation(@TempDir Path dir) throws Exception {
    String keyspace = CqlBinding.uniqueKeyspace("e2e_dc");
    keyspaces.add(keyspace);
    load(dir, server, keyspace);
    Finished run = launcher.run(dir, "run", arguments("run", server, keyspace, "recordcount", "2000",
        "operationcount", "100", CqlRole.LOCAL_DATACENTER, "dc9", "hdrhistogram.fileoutput", "false"), 5);
    String property = binding.property(CqlRole.LOCAL_DATACENTER);
    assertThat(run.exitCode()).as(run.describe()).isEqualTo(2);
    List<String> err = run.stderr().lines().filter(l -> !l.startsWith("YCSB client ") && !l.startsWith("Command line: "))
        .toList();
    assertThat(err).as("one line, no driver log line before it").containsExactly("Error: " + property + "=dc9: no"
        + " node of the cluster is in that datacenter (its datacenters: " + server.localDatacenter() + "); expected "
        + property + "=" + server.localDatacenter());
    assertThat(run.stdout()).doesNotContain("[OVERALL]");
  }

  /** Recorded values per tag over every interval of an HdrHistogram log. */
  private static Map<String, Long> countsByTag(Path log) throws Exception {
    Map<String, Long> counts = new TreeMap<>();
    HistogramLogReader reader = new HistogramLogReader(new File(log.toString()));
    for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
      counts.merge(String.valueOf(h.getTag()), ((org.HdrHistogram.AbstractHistogram) h).getTotalCount(), Long::sum);
    }
    return counts;
  }

  /** A server of the test's own, to kill: a container where the shared server is one, else a local JVM. */
  private OwnedCassandraServer ownServer(CassandraServer shared) throws Exception {
    return shared instanceof ContainerCassandraServer ? ContainerCassandraServer.start()
        : LocalCassandraServer.start(binding.name() + "-e2e-kill", "512M");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void aServerKilledMidRunGivesErrorCountsByStatusAndACompleteReportWithoutStackTraces(String mode,
      CassandraServer shared, @TempDir Path dir) throws Exception {
    assumeFalse(shared instanceof ExternalCassandraServer,
        "kills a server of its own; not run against " + ExternalCassandraServer.HOSTS_ENV);
    try (OwnedCassandraServer own = ownServer(shared)) {
      load(dir, own, "e2e_kill");
      List<Object> props = new ArrayList<>(List.of("recordcount", "2000",
          "operationcount", "0", "maxexecutiontime", "16", "status.interval", "1",
          CqlRole.REQUEST_TIMEOUT_MILLIS, "2000", CqlRole.CONNECT_TIMEOUT_MILLIS, "1000",
          "hdrhistogram.output.path", dir.resolve("run.hdr").toString()));
      props.addAll(List.of(mode(mode)));
      Launched run = launcher.start(dir, "run", with(arguments("run", own, "e2e_kill", props.toArray()),
          "-threads", "4", "-target", "400", "-s"));
      long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
      while (!run.stderrSoFar().contains("current ops/sec") && run.process().isAlive()
          && System.nanoTime() < deadline) {
        Thread.sleep(200);
      }
      Thread.sleep(2000); // some seconds of successful operations first
      own.kill();
      Finished finished = run.await(3);

      assertThat(finished.exitCode()).as(finished.describe()).isZero();
      assertThat(STACK_TRACE_LINE.matcher(finished.stdout() + finished.stderr()).find())
          .as("no stack trace in\n" + finished.describe()).isFalse();
      TextReport report = TextReport.parse(finished.stdout());
      assertThat(report.has("OVERALL", "RunTime(ms)") && report.has("OVERALL", "Throughput(ops/sec)"))
          .as(finished.stdout()).isTrue();
      assertThat(report.returned("READ", "OK")).as("reads before the kill").isPositive();
      assertThat(report.has("READ", "Operations") && report.has("READ-FAILED", "Operations"))
          .as("the report has its usual sections:\n" + finished.stdout()).isTrue();
      long failures = WORKLOAD_OPS.stream()
          .mapToLong(op -> FAILURE_STATUSES.stream().mapToLong(s -> report.returned(op, s)).sum()).sum();
      assertThat(failures).as("operations failed by status after the kill:\n" + finished.stdout()).isPositive();
    }
  }
}
