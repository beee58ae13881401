package site.ycsb.testkit.ci;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * .ci/TestReports.java, the check .ci/run makes after {@code mvn verify}, over sample Surefire and
 * Failsafe reports: a skip CI did not allow fails the run, an allowed one does not, a class whose
 * set-up aborted counts as skipped, and the per-module table and the closing line are printed.
 */
class CiTestReportsTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final String PASSED = "<testcase name=\"passes\" classname=\"%s\" time=\"0.1\"/>";
  private static final String SKIPPED =
      "<testcase name=\"%s\" classname=\"%s\" time=\"0\"><skipped message=\"%s\"/></testcase>";

  private record Checked(int exit, String out) {
  }

  private static void report(Path root, String module, String plugin, String className, String... cases)
      throws IOException {
    Path dir = root.resolve(module).resolve("target").resolve(plugin + "-reports");
    Files.createDirectories(dir);
    String body = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"" + className + "\" tests=\""
        + cases.length + "\">\n" + String.join("\n", cases) + "\n</testsuite>\n";
    Files.writeString(dir.resolve("TEST-" + className + ".xml"), body);
  }

  private static Checked check(Path root, String... allowed) throws Exception {
    Path allowList = root.resolve("allowed-skips");
    Files.writeString(allowList, "# comment line\n" + String.join("\n", allowed) + "\n");
    Path out = root.resolve("out.txt");
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        ROOT.resolve(".ci/TestReports.java").toString(), root.toString(), allowList.toString())
        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the check ends").isTrue();
    return new Checked(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
  }

  private static void sampleBuild(Path root) throws IOException {
    report(root, "core", "surefire", "site.ycsb.ATest", PASSED.formatted("site.ycsb.ATest"),
        PASSED.formatted("site.ycsb.ATest"));
    report(root, "scylla", "failsafe", "site.ycsb.db.scylla.ScyllaContainerIT",
        SKIPPED.formatted("bindingWorks", "site.ycsb.db.scylla.ScyllaContainerIT", "no image"));
  }

  @Test
  void aSkipNotInTheAllowListFailsTheRunAndIsNamed(@TempDir Path root) throws Exception {
    sampleBuild(root);
    report(root, "aerospike", "failsafe", "site.ycsb.db.AerospikeAsyncPoolIT",
        SKIPPED.formatted("poolsAreShared", "site.ycsb.db.AerospikeAsyncPoolIT", "no Aerospike server"));
    Checked c = check(root, "site.ycsb.db.scylla.ScyllaContainerIT  no image here");
    assertThat(c.exit()).as(c.out()).isEqualTo(1);
    assertThat(c.out()).contains("[ERROR] skipped, and not in .ci/allowed-skips: aerospike"
        + " site.ycsb.db.AerospikeAsyncPoolIT#poolsAreShared (no Aerospike server)")
        .doesNotContain("not in .ci/allowed-skips: scylla")
        .endsWith("Tests: 2 passed, 0 failed, 2 skipped\n");
  }

  @Test
  void aSkipInTheAllowListPassesAndEachModuleIsCounted(@TempDir Path root) throws Exception {
    sampleBuild(root);
    Checked c = check(root, "site.ycsb.db.scylla.ScyllaContainerIT  no image here");
    assertThat(c.exit()).as(c.out()).isZero();
    assertThat(c.out()).containsPattern("(?m)^  core +2 +2 +0 +0$").containsPattern("(?m)^  scylla +1 +0 +0 +1$")
        .contains("[INFO] allowed skip (.ci/allowed-skips): scylla site.ycsb.db.scylla.ScyllaContainerIT#bindingWorks")
        .endsWith("Tests: 2 passed, 0 failed, 1 skipped\n");
  }

  @Test
  void anAllowedMethodDoesNotAllowTheClassesOtherMethods(@TempDir Path root) throws Exception {
    sampleBuild(root);
    report(root, "core", "surefire", "site.ycsb.BTest", SKIPPED.formatted("one", "site.ycsb.BTest", "@Disabled"),
        SKIPPED.formatted("two", "site.ycsb.BTest", "@Disabled"));
    Checked c = check(root, "site.ycsb.db.scylla.*  no image here", "site.ycsb.BTest#one  a reason");
    assertThat(c.exit()).as(c.out()).isEqualTo(1);
    assertThat(c.out()).contains("not in .ci/allowed-skips: core site.ycsb.BTest#two (@Disabled)")
        .doesNotContain("not in .ci/allowed-skips: core site.ycsb.BTest#one");
  }

  @Test
  void aClassWhoseSetUpAbortedRanNoTestAndCountsAsSkipped(@TempDir Path root) throws Exception {
    sampleBuild(root);
    report(root, "aerospike", "failsafe", "site.ycsb.db.AerospikeOutageIT"); // tests="0", as Surefire writes it
    Checked c = check(root, "site.ycsb.db.scylla.ScyllaContainerIT  no image here");
    assertThat(c.exit()).as(c.out()).isEqualTo(1);
    assertThat(c.out()).contains("not in .ci/allowed-skips: aerospike site.ycsb.db.AerospikeOutageIT#(the whole class)"
        + " (ran no test");
  }

  @Test
  void anOuterClassWhoseTestsAreAllInItsNestedClassesIsNoSkip(@TempDir Path root) throws Exception {
    sampleBuild(root);
    String outer = "site.ycsb.db.cassandra.CassandraContainerIT";
    report(root, "cassandra", "failsafe", outer); // tests="0": its tests are in the nested classes' reports
    report(root, "cassandra", "failsafe", outer + "$Crud", PASSED.formatted(outer + "$Crud"));
    Checked c = check(root, "site.ycsb.db.scylla.ScyllaContainerIT  no image here");
    assertThat(c.exit()).as(c.out()).isZero();
    assertThat(c.out()).doesNotContain("CassandraContainerIT#(the whole class)").containsPattern("(?m)^  cassandra +1 +1 +0 +0$");
  }

  @Test
  void aFailedTestFailsTheRunEvenWhenEverySkipIsAllowedAndItsMessageShowsOnOneLine(@TempDir Path root) throws Exception {
    sampleBuild(root);
    report(root, "prometheus", "surefire", "site.ycsb.prometheus.PTest",
        "<testcase name=\"breaks\" classname=\"site.ycsb.prometheus.PTest\">"
            + "<failure message=\"&#10;Expecting actual:&#10;  0L&#10;to be greater than 0\">trace"
            + "</failure></testcase>",
        "<testcase name=\"throws\" classname=\"site.ycsb.prometheus.PTest\"><error message=\"boom\"/></testcase>");
    Checked c = check(root, "site.ycsb.db.scylla.ScyllaContainerIT  no image here");
    assertThat(c.exit()).as(c.out()).isEqualTo(1);
    assertThat(c.out()).contains(
        "[ERROR] failure: prometheus site.ycsb.prometheus.PTest#breaks (Expecting actual: 0L to be greater than 0)",
        "[ERROR] error: prometheus site.ycsb.prometheus.PTest#throws (boom)")
        .endsWith("Tests: 2 passed, 2 failed, 1 skipped\n");
  }

  @Test
  void noReportAtAllFailsTheRun(@TempDir Path root) throws Exception {
    Checked c = check(root);
    assertThat(c.exit()).as(c.out()).isEqualTo(1);
    assertThat(c.out()).contains("no test report found").endsWith("Tests: 0 passed, 0 failed, 0 skipped\n");
  }

  @Test
  void ciRunsTheCheckAfterTheBuildAndFailsWhenEitherFailed() throws Exception {
    String run = Files.readString(ROOT.resolve(".ci/run"));
    assertThat(run).containsSubsequence("mvn -B -ntp -fae verify -Dmaven.test.failure.ignore=true\nbuild=$?\n",
        "java .ci/TestReports.java . .ci/allowed-skips\ntests=$?\n", "(( build == 0 && tests == 0 ))");
  }

  @Test
  void theRepositorysAllowListAllowsOnlyTheScyllaContainerTests() throws Exception {
    assertThat(Files.readAllLines(ROOT.resolve(".ci/allowed-skips")))
        .filteredOn(l -> !l.isBlank() && !l.startsWith("#"))
        .extracting(l -> l.split("\\s+")[0])
        .containsExactly("site.ycsb.db.scylla.ScyllaContainerIT");
  }
}
