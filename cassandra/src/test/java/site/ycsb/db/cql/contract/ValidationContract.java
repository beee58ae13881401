package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Validated reads through the real launcher (issue 35): {@code bin/ycsb loadrun} of
 * {@code workloads/mixed} with {@code validation=true} against a live server (the run judges reads
 * of the loaded keys: loadrun hands it the load's ledger), then {@code bin/ycsb verify} over both
 * ledgers. A healthy single server loses nothing: no anomaly in the run, verify exits 0. Blocking
 * and asynchronous. A subclass names the binding and its module folder.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ValidationContract {
  private static final List<String> ANOMALIES = List.of("Stale", "Lost", "Resurrected", "Corrupt");

  private CqlBinding binding;
  private CassandraServer server;
  private YcsbLauncher launcher;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding under test. */
  protected abstract CqlBinding binding();

  /** The module folder of the binding (for the jars bin/ycsb uses). */
  protected abstract String module();

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

  private List<String> arguments(String command, String keyspace, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, binding.name(), "-P", "workloads/mixed"));
    Properties props = binding.properties(server, keyspace, more);
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    return args;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void aValidatedLoadAndRunReportNoAnomalyAndVerifyFindsEveryAcknowledgedWrite(String mode, @TempDir Path dir)
      throws Exception {
    String keyspace = CqlBinding.uniqueKeyspace("validated");
    keyspaces.add(keyspace);
    Path logs = dir.resolve("logs");
    List<Object> props = new ArrayList<>(List.of(CqlRole.CREATE_SCHEMA, "true", "validation", "true",
        "recordcount", "1000", "operationcount", "3000", "hdrhistogram.output.path", logs + "/"));
    if (mode.equals("async")) {
      props.addAll(List.of("async.inflight", "16"));
    }
    List<String> args = arguments("loadrun", keyspace, props.toArray());
    args.addAll(List.of("-threads", "4"));
    Finished run = launcher.run(dir, "loadrun", args, 8);
    assertThat(run.exitCode()).as(run.describe()).isZero();
    assertThat(validation(run.stdout(), "Valid")).as("reads judged Valid in\n" + run.stdout()).isPositive();
    for (String anomaly : ANOMALIES) {
      assertThat(validation(run.stdout(), anomaly)).as(anomaly + " in\n" + run.describe()).isZero();
    }

    List<String> verifyArgs = new ArrayList<>(arguments("verify", keyspace));
    verifyArgs.add(logs.toString());
    Finished verify = launcher.run(dir, "verify", verifyArgs, 5);
    assertThat(verify.exitCode()).as(verify.describe()).isZero();
    for (String anomaly : ANOMALIES) {
      assertThat(verify.stdout()).as(verify.describe()).containsPattern("(?m)^\\[VERIFY\\], " + anomaly + ", 0$");
    }
    assertThat(verify.stdout()).as(verify.describe()).containsPattern("(?m)^\\[VERIFY\\], Valid, [1-9]\\d*$");
  }

  /** The sum of {@code [VALIDATION], <name>, n} over every report in {@code stdout}. */
  static long validation(String stdout, String name) {
    Matcher m = Pattern.compile("(?m)^\\[VALIDATION\\], " + name + ", (\\d+)$").matcher(stdout);
    long sum = 0;
    while (m.find()) {
      sum += Long.parseLong(m.group(1));
    }
    return sum;
  }
}
