package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two runs side by side, as the studies compare Aerospike and Cassandra. */
class ComparisonTest {

  @Test
  void theAdvantageIsHowMuchWorseTheOtherIsAsInBenchantsTable2() {
    // Table 1: average read 383 us (Aerospike) vs 3,733 us (Cassandra); Table 2: Aerospike +875%
    double[] read = Comparison.advantage(383, 3733, false);
    assertThat(read[0]).isEqualTo(-1);
    assertThat(read[1]).isCloseTo(874.7, within(0.05));
    // throughput 480,467 vs 138,018 ops/s: Aerospike +248%
    double[] throughput = Comparison.advantage(480_467, 138_018, true);
    assertThat(throughput[0]).isEqualTo(-1);
    assertThat(throughput[1]).isCloseTo(248.1, within(0.05));
    // the other way round the other run is the better one
    assertThat(Comparison.advantage(3733, 383, false)[0]).isEqualTo(1);
    assertThat(Comparison.advantage(138_018, 480_467, true)[0]).isEqualTo(1);
    assertThat(Comparison.advantage(500, 500, false)).containsExactly(0, 0);
    assertThat(Comparison.advantage(0, 500, false)[1]).isNaN();
  }

  @Test
  void aRunTwiceAsSlowLosesEveryLatencyFigureByAHundredPercent(@TempDir Path dir) throws Exception {
    RunData fast = ReportFixture.load("A", ReportFixture.write(dir.resolve("a.hdr"), "a", 20, 1), m -> true);
    RunData slow = ReportFixture.load("B", ReportFixture.write(dir.resolve("b.hdr"), "b", 20, 2), m -> true);
    List<Comparison.Row> rows = Comparison.rows(fast, slow);
    assertThat(rows).extracting(Comparison.Row::metric).contains("READ-COMB", "UPDATE-COMB", Comparison.THROUGHPUT);
    for (Comparison.Row r : rows) {
      if (r.metric().equals(Comparison.THROUGHPUT)) {
        assertThat(r.better()).isEmpty(); // the same number of operations in the same time
        continue;
      }
      assertThat(r.better()).as("%s %s", r.metric(), r.measure()).isEqualTo("A");
      assertThat(r.ratio()).as("%s %s", r.metric(), r.measure()).isCloseTo(2.0, within(0.01));
      assertThat(r.advantagePercent()).isCloseTo(100.0, within(1.0));
    }
  }

  /** A run of 1,000 reads of which {@code notFound} found nothing. */
  private static RunData readsWithNotFound(Path dir, String label, long notFound) throws Exception {
    Histogram ok = TestLog.histogram(3, 100);
    ok.recordValueWithCount(100, 999 - notFound);
    Histogram nf = TestLog.histogram(3, 90);
    nf.recordValueWithCount(90, notFound - 1);
    Histogram comb = ok.copy();
    comb.add(nf);
    Path file = TestLog.client(label, ReportFixture.T0).interval(0, 10_000, false,
        TestLog.metrics("READ", ok, "READ-COMB", comb), TestLog.statuses("READ", "OK", 1000 - notFound,
            "NOT_FOUND", notFound)).end(10_000, 1000).write(dir.resolve(label + ".hdr"));
    return ReportFixture.load(label, file, m -> true);
  }

  /** 1,000 updates of which {@code notFound} found nothing, by a binding whose log says {@code never}. */
  private static RunData updates(Path dir, String label, String binding, String never, long notFound)
      throws Exception {
    Histogram ok = TestLog.histogram(3, 100);
    ok.recordValueWithCount(100, 999 - notFound);
    TestLog log = TestLog.client(label, ReportFixture.T0).meta("binding", binding);
    if (never != null) {
      log.meta("notfound.never", never);
    }
    Path file = log.interval(0, 10_000, false, TestLog.metrics("UPDATE", ok),
        TestLog.statuses("UPDATE", "OK", 1000 - notFound, "NOT_FOUND", notFound)).end(10_000, 1000)
        .write(dir.resolve(label + ".hdr"));
    return ReportFixture.load(label, file, m -> true);
  }

  @Test
  void aNotFoundShareOnlyOneBindingCanHaveIsNamedAsTheBindingsSemanticsNotAsDifferentData(@TempDir Path dir)
      throws Exception {
    // the study: after fresh loads, Aerospike's update-only answered NOT_FOUND for 3.4%, CQL's upsert never does
    RunData aerospike = updates(dir, "aerospike", "aerospike", "", 34);
    RunData cassandra = updates(dir, "cassandra", "cassandra", "DELETE,UPDATE", 0);
    List<String> warnings = Comparison.dataSetWarnings(aerospike, cassandra);
    assertThat(warnings).containsExactly("UPDATE: NOT_FOUND 3.4% of the results in aerospike, 0.0% in cassandra:"
        + " cassandra's UPDATE never answers NOT_FOUND (its binding cassandra writes or removes a missing key without"
        + " telling), aerospike's does; the UPDATE figures compare different work");
    assertThat(Comparison.dataSetWarnings(cassandra, aerospike)).singleElement().asString()
        .contains("cassandra's UPDATE never answers NOT_FOUND").doesNotContain("reload");
    // bindings that may both answer NOT_FOUND (or logs that do not say): a different data set, as before
    assertThat(Comparison.dataSetWarnings(aerospike, updates(dir, "memory", "memory", "", 0))).singleElement()
        .asString().contains("the runs met different data sets").contains("reload");
    assertThat(Comparison.dataSetWarnings(aerospike, updates(dir, "old", "cassandra", null, 0))).singleElement()
        .asString().contains("reload");
  }

  @Test
  void runsWhoseNotFoundSharesDifferByMoreThanTwoPointsAreSaidToHaveMetDifferentData(@TempDir Path dir)
      throws Exception {
    // the study: a second run of mixed without a reload read 21% NOT_FOUND where the first read 2%
    RunData a = readsWithNotFound(dir, "A", 20);
    RunData b = readsWithNotFound(dir, "B", 210);
    assertThat(Comparison.dataSetWarnings(a, b)).containsExactly("READ: NOT_FOUND 2.0% of the results in A, 21.0%"
        + " in B: the runs met different data sets (an earlier run's deletes or inserts?); reload between runs you"
        + " compare");
    assertThat(HtmlReport.render(List.of(a, b), "test")).contains("<p class=\"warning\">READ: NOT_FOUND 2.0%");
    assertThat(JsonReport.render(List.of(a, b), "test")).contains("\"warnings\":[\"READ: NOT_FOUND 2.0%");
    assertThat(CsvReport.render(List.of(a, b))).contains("B vs A,comparison,READ,,,warning,\"READ: NOT_FOUND 2.0%");
    // within two points: runs of one data set, as far as NOT_FOUND tells
    assertThat(Comparison.dataSetWarnings(a, readsWithNotFound(dir, "C", 39))).isEmpty();
  }
}
