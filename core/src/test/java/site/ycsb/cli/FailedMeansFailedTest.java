package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * {@code OP-FAILED} holds the failed results and nothing else (NOT_FOUND is a valid answer, in
 * {@code OP-NOT_FOUND}): the text and JSON report, the interval log read back by {@code report}
 * (CSV, JSON, HTML) and {@code merge}, the thresholds and the status line say the same.
 */
class FailedMeansFailedTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  @TempDir
  Path dir;

  /** Reads: every third NOT_FOUND; updates OK. A clean run with missing keys. */
  public static class NotFoundDB extends BasicDB {
    private final AtomicLong reads = new AtomicLong();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return reads.incrementAndGet() % 3 == 0 ? Status.NOT_FOUND : Status.OK;
    }
  }

  /** Reads: every third NOT_FOUND, every third (another) ERROR; updates OK. */
  public static class SomeReadsFailDB extends BasicDB {
    private final AtomicLong reads = new AtomicLong();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      long n = reads.incrementAndGet() % 3;
      return n == 0 ? Status.NOT_FOUND : n == 1 ? Status.ERROR : Status.OK;
    }
  }

  private CommandLineTest.Outcome run(String db, Path log, String... extra) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", "site.ycsb.cli.FailedMeansFailedTest$" + db, "-P",
        WORKLOADS + "workloada", "-p", "basicdb.verbose=false", "-p", "recordcount=100", "-p", "operationcount=600",
        "-p", "failed.warnpercent=100", "-p", "hdrhistogram.output.path=" + log));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @Test
  void aRunWhoseOnlyMissesAreNotFoundHasNoFailedBlockAnywhereAndPassesReadFailedCountBelowOne() throws Exception {
    Path log = dir.resolve("clean.hdr");
    CommandLineTest.Outcome o = run("NotFoundDB", log, "-s", "-p", "status.interval=1",
        "-p", "thresholds=READ-FAILED.count < 1; READ.errorrate < 0.1%");
    assertThat(o.code()).as(o.err()).isZero();
    Map<String, String> text = Triples.of(o.out());
    long notFound = Long.parseLong(text.get("READ/Return=NOT_FOUND"));
    assertThat(notFound).isPositive();
    assertThat(text).containsEntry("OVERALL/FailedOperations", "0")
        .containsEntry("READ-NOT_FOUND/Operations", Long.toString(notFound))
        .doesNotContainKey("READ-FAILED/Operations");
    assertThat(o.err()).doesNotContain("[READ-FAILED: Count=").doesNotContain("[FAILED:");

    CommandLineTest.Outcome json = run("NotFoundDB", dir.resolve("clean-json.hdr"), "-p", "exporter=json");
    assertThat(json.out()).doesNotContain("\"metric\":\"READ-FAILED\"")
        .contains("{\"metric\":\"OVERALL\",\"measurement\":\"FailedOperations\",\"value\":0}");

    String csv = CommandLineTest.run("-report", "--format", "csv", log.toString()).out();
    assertThat(csv).contains(",summary,OVERALL,,,FailedOperations,0\n")
        .contains(",summary,READ-NOT_FOUND,,,Operations," + notFound + "\n").doesNotContain("READ-FAILED");
    assertThat(CommandLineTest.run("-report", "--format", "json", log.toString()).out())
        .contains("\"FailedOperations\":0").doesNotContain("\"READ-FAILED\"");
    Path html = dir.resolve("clean.html");
    assertThat(CommandLineTest.run("-report", "-o", html.toString(), log.toString()).code()).isZero();
    assertThat(Files.readString(html)).contains("<td class=\"failed\" data-value=\"0\"")
        .doesNotContain("data-metric=\"READ-FAILED\"");
    Map<String, String> merged = Triples.of(CommandLineTest.run("-merge", log.toString()).out());
    assertThat(merged).containsEntry("OVERALL/FailedOperations", "0")
        .containsEntry("READ-NOT_FOUND/Operations", Long.toString(notFound)).doesNotContainKey("READ-FAILED/Operations");
  }

  @Test
  void readFailedCountsExactlyTheFailedReadsInEveryOutputAndNotFoundStaysApart() throws Exception {
    Path log = dir.resolve("failing.hdr");
    CommandLineTest.Outcome o = run("SomeReadsFailDB", log);
    assertThat(o.code()).as(o.err()).isZero();
    Map<String, String> text = Triples.of(o.out());
    String errors = text.get("READ/Return=ERROR");
    assertThat(Long.parseLong(errors)).isPositive();
    assertThat(text).containsEntry("READ-FAILED/Operations", errors).containsEntry("OVERALL/FailedOperations", errors)
        .containsEntry("READ-NOT_FOUND/Operations", text.get("READ/Return=NOT_FOUND"));

    assertThat(CommandLineTest.run("-report", "--format", "csv", log.toString()).out())
        .contains(",summary,OVERALL,,,FailedOperations," + errors + "\n")
        .contains(",summary,READ-FAILED,,,Operations," + errors + "\n");
    Path html = dir.resolve("failing.html");
    assertThat(CommandLineTest.run("-report", "-o", html.toString(), log.toString()).code()).isZero();
    assertThat(Files.readString(html)).contains("<td class=\"failed\" data-value=\"" + errors + "\"")
        .containsPattern("data-metric=\"READ-FAILED\" data-run=\"\"><th>READ-FAILED</th><td data-measure=\"Operations\""
            + " data-value=\"" + errors + "\"");
    Map<String, String> merged = Triples.of(CommandLineTest.run("-merge", log.toString()).out());
    assertThat(merged).containsEntry("OVERALL/FailedOperations", errors).containsEntry("READ-FAILED/Operations", errors);
  }
}
