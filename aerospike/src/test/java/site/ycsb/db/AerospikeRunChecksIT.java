package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.aerospike.testserver.LocalAerospikeServer;
import site.ycsb.db.aerospike.testserver.OwnAerospikeServer;

/**
 * What a user meets on a real server with {@code bin/ycsb}: a namespace the server does not have
 * (refused before the first operation), a second {@code mixed} run without a reload (its inserts
 * meet the first run's keys), a namespace that fills up (the server's stop-writes). A server of its
 * own, since the last test fills it; the tests run in order.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AerospikeRunChecksIT {
  private LocalAerospikeServer server;
  @TempDir
  Path dir;

  private OwnAerospikeServer own;

  @BeforeAll
  void startOwnServer() throws Exception {
    own = OwnAerospikeServer.start("checks", "fill");
    server = own.server();
  }

  /** Each test skips on its own, so the reports count it as skipped (an abort in @BeforeAll counts none). */
  @BeforeEach
  void needsOwnServer() {
    own.assumeRunning();
  }

  @AfterAll
  void stopOwnServer() {
    own.close();
  }

  /** The outcome of one bin/ycsb command: exit code, stdout, stderr. */
  private record Ran(int code, String out, String err) {
  }

  private Ran ycsb(String phase, String... args) throws Exception {
    Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
    List<String> command = new ArrayList<>(List.of(root.resolve("bin/ycsb").toString(), phase, "aerospike",
        "-P", root.resolve("workloads/mixed").toString(), "-p", "as.host=127.0.0.1", "-p", "as.port=" + server.port(),
        "-p", "hdrhistogram.output.path=" + dir + "/", "-p", "recordcount=2000", "-threads", "4"));
    command.addAll(List.of(args));
    Path out = Files.createTempFile(dir, phase, ".out");
    Path err = Files.createTempFile(dir, phase, ".err");
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile());
    builder.environment().put("YCSB_CDS_DIR", dir.resolve("cds").toString());
    Process p = builder.start();
    p.getOutputStream().close();
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Ran(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  @Test
  @Order(1)
  void aNamespaceTheServerDoesNotHaveIsOneLineAndExit2BeforeAnyOperation() throws Exception {
    Ran r = ycsb("run", "-p", "as.namespace=nosuchns", "-p", "operationcount=1000");
    assertThat(r.code()).as(r.err()).isEqualTo(2);
    assertThat(r.err().lines().filter(l -> l.startsWith("Error: "))).containsExactly(
        "Error: as.namespace=nosuchns: the cluster has no such namespace (its namespaces: ycsb);"
            + " expected as.namespace=ycsb");
    assertThat(r.out()).doesNotContain("[OVERALL]", "BAD_REQUEST");
    assertThat(r.err()).doesNotContain("\tat ", "Running the workload");
  }

  @Test
  @Order(2)
  void aSecondMixedRunWithoutAReloadSaysItsInsertsMeetTheFirstRunsKeys() throws Exception {
    String table = "table=again";
    Ran load = ycsb("load", "-p", table);
    assertThat(load.code()).as(load.err()).isZero();
    Ran first = ycsb("run", "-p", table, "-p", "operationcount=2000");
    assertThat(first.code()).as(first.err()).isZero();
    assertThat(first.err()).doesNotContain("KEY_EXISTS");

    Ran second = ycsb("run", "-p", table, "-p", "operationcount=2000");
    assertThat(second.err().lines().filter(l -> l.contains("in the first interval"))).singleElement().asString()
        .startsWith("[WARN] run: ").contains("in the first interval failed with KEY_EXISTS",
            "from recordcount=2000 + insertstart=0 upward", "reload", "insertstart");
    assertThat(second.out()).containsPattern("\\[INSERT\\], Return=KEY_EXISTS, \\d+");
  }

  @Test
  @Order(3)
  void aFullNamespaceIsOutOfSpaceAndSaidOnceWithWhatToDo() throws Exception {
    // a 512 MB namespace (the server's least) would take minutes to fill here: stop writes at 1% used instead,
    // then wait until the server says it stopped them (it looks every few seconds)
    assertThat(server.info("set-config:context=namespace;id=ycsb;stop-writes-used-pct=1")).isEqualTo("ok");
    Ran fill = ycsb("load", "-p", "table=filler", "-p", "recordcount=5000", "-p", "fieldlength=400");
    assertThat(fill.code()).as(fill.err()).isIn(0, 1);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (!"true".equals(server.namespaceStatistic("stop_writes")) && System.nanoTime() < deadline) {
      Thread.sleep(500);
    }
    assertThat(server.namespaceStatistic("stop_writes")).as("the server stopped writes").isEqualTo("true");

    Ran r = ycsb("run", "-p", "table=filler", "-p", "recordcount=5000", "-p", "operationcount=2000");
    assertThat(count(r.out(), "INSERT", "OUT_OF_SPACE")).isPositive();
    assertThat(r.out()).doesNotContainPattern("\\[(INSERT|UPDATE)\\], Return=ERROR");
    assertThat(r.err().lines().filter(l -> l.contains("is full"))).singleElement().asString()
        .contains("Aerospike: namespace 'ycsb' is full", "Return=OUT_OF_SPACE",
            "docs/bindings/aerospike.md#sizing-a-namespace");
  }

  private static long count(String report, String op, String status) {
    Matcher m = Pattern.compile("^\\[" + op + "\\], Return=" + status + ", (\\d+)$", Pattern.MULTILINE).matcher(report);
    return m.find() ? Long.parseLong(m.group(1)) : 0;
  }
}
