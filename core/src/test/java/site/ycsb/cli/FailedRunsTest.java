package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Runs whose operations failed: a script can tell them from good runs by the exit code, a person by
 * the end of the output, and no throughput a user would read as capacity counts the failures.
 */
class FailedRunsTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  /** A database that is never there: every operation is SERVICE_UNAVAILABLE (a wrong local datacenter). */
  public static class UnavailableDB extends BasicDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.SERVICE_UNAVAILABLE;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.SERVICE_UNAVAILABLE;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return Status.SERVICE_UNAVAILABLE;
    }
  }

  /** Reads fail with ERROR (a column the table lacks), updates succeed: half the operations of workloada fail. */
  public static class ReadsFailDB extends BasicDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.ERROR;
    }
  }

  private static CommandLineTest.Outcome run(String db, String... extra) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", "site.ycsb.cli.FailedRunsTest$" + db, "-P",
        WORKLOADS + "workloada", "-p", "basicdb.verbose=false", "-p", "recordcount=100", "-p", "operationcount=400",
        "-p", "hdrhistogram.fileoutput=false"));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  private static String lastLine(String text) {
    List<String> lines = text.lines().toList();
    return lines.get(lines.size() - 1);
  }

  @Test
  void aRunInWhichNoOperationSucceededExitsOneWithOneLineSayingSoAtTheEnd() {
    CommandLineTest.Outcome o = run("UnavailableDB");
    assertThat(o.code()).as(o.err()).isEqualTo(1);
    assertThat(o.out()).contains("[OVERALL], Throughput(ops/sec)", "[OVERALL], FailedOperations, 400",
        "[OVERALL], SuccessfulThroughput(ops/sec), 0.0");
    assertThat(o.err().lines().filter(l -> l.contains("no operation succeeded"))).hasSize(1);
    assertThat(lastLine(o.err())).isEqualTo("[ERROR] run: no operation succeeded: all 400 results were failures"
        + " (400 SERVICE_UNAVAILABLE); see the first warnings of the run for the cause");
  }

  @Test
  void aLoadrunWhoseLoadFailedEntirelyStopsThereWithExitOne() {
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "site.ycsb.cli.FailedRunsTest$UnavailableDB",
        "-P", WORKLOADS + "workloada", "-p", "recordcount=100", "-p", "operationcount=400",
        "-p", "hdrhistogram.fileoutput=false");
    assertThat(o.code()).isEqualTo(1);
    assertThat(o.err()).doesNotContain("Running the workload...");
    assertThat(o.out()).isEmpty();
    assertThat(lastLine(o.err())).startsWith("[ERROR] load: no operation succeeded: all 100 results were failures"
        + " (100 SERVICE_UNAVAILABLE)");
  }

  @Test
  void aRunWithMoreFailuresThanTheShareWarnsAfterItsReportAndItsThroughputWithoutThemIsReported() {
    CommandLineTest.Outcome o = run("ReadsFailDB");
    assertThat(o.code()).as(o.err()).isZero();
    Map<String, String> report = Triples.of(o.out());
    long reads = Long.parseLong(report.get("READ-FAILED/Operations"));
    assertThat(report).containsEntry("OVERALL/FailedOperations", Long.toString(reads));
    double all = Double.parseDouble(report.get("OVERALL/Throughput(ops/sec)"));
    double successful = Double.parseDouble(report.get("OVERALL/SuccessfulThroughput(ops/sec)"));
    assertThat(successful).isCloseTo(all * (400 - reads) / 400, org.assertj.core.api.Assertions.within(all * 1e-9));
    assertThat(lastLine(o.err())).startsWith("[WARN] run: ").contains("% of the operations failed (" + reads
        + " of 400: " + reads + " ERROR), more than failed.warnpercent=1");
  }

  @Test
  void theShareThatWarnsIsAProperty() {
    CommandLineTest.Outcome o = run("ReadsFailDB", "-p", "failed.warnpercent=90");
    assertThat(o.code()).isZero();
    assertThat(o.err()).doesNotContain("of the operations failed");
    assertThat(run("ReadsFailDB", "-p", "failed.warnpercent=lots").errorLine())
        .contains("failed.warnpercent=lots: expected a percentage between 0 and 100");
  }

  @Test
  void theStatusLineEndsWithTheFailuresOnceThereAreAny() {
    CommandLineTest.Outcome o = run("ReadsFailDB", "-s", "-p", "status.interval=1", "-p", "operationcount=0",
        "-p", "maxexecutiontime=2", "-target", "200");
    List<String> status = o.err().lines().filter(l -> l.contains(" sec: ") && l.contains("operations;")).toList();
    assertThat(status).isNotEmpty();
    assertThat(status.get(status.size() - 1)).matches(".*\\[FAILED: Count=\\d+, Total=[1-9]\\d*]$");
    CommandLineTest.Outcome good = CommandLineTest.run("-t", "-db", "basic", "-p", "basicdb.verbose=false", "-s",
        "-p", "status.interval=1", "-p", "maxexecutiontime=2", "-target", "200", "-p", "hdrhistogram.fileoutput=false");
    assertThat(good.err()).contains(" sec: ").doesNotContain("[FAILED:");
  }

  @Test
  void exitCodesRankBadInputOverFailureOverBrokenThresholdsOverSuccess() {
    assertThat(RunOutcome.worse(RunOutcome.USAGE, RunOutcome.FAILED)).isEqualTo(2);
    assertThat(RunOutcome.worse(RunOutcome.THRESHOLDS, RunOutcome.FAILED)).isEqualTo(1);
    assertThat(RunOutcome.worse(RunOutcome.FAILED, RunOutcome.THRESHOLDS)).isEqualTo(1);
    assertThat(RunOutcome.worse(RunOutcome.OK, RunOutcome.THRESHOLDS)).isEqualTo(3);
    assertThat(RunOutcome.worse(RunOutcome.OK, RunOutcome.OK)).isZero();
  }
}
