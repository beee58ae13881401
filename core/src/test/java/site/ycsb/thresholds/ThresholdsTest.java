package site.ycsb.thresholds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * Criteria against a run whose figures are known exactly: READ holds the latencies 1..1000 us (p50
 * 500, p99 990, max 1000, average 500.5), READ-FAILED 10 values of 5 ms; READ's results are 1,000
 * OK, 50 NOT_FOUND and 10 ERROR; UPDATE holds 200 values of 2 ms, all OK; 1,260 operations in 10
 * measured seconds.
 */
class ThresholdsTest {
  static RunResult run() {
    Histogram read = new Histogram(3);
    for (int v = 1; v <= 1000; v++) {
      read.recordValue(v);
    }
    Histogram failed = new Histogram(3);
    failed.recordValueWithCount(5000, 10);
    Histogram update = new Histogram(3);
    update.recordValueWithCount(2000, 200);
    Histogram total = new Histogram(3);
    total.add(read);
    total.add(failed);
    total.add(update);
    Map<String, Histogram> metrics = new LinkedHashMap<>();
    metrics.put("READ", read);
    metrics.put("READ-FAILED", failed);
    metrics.put("UPDATE", update);
    metrics.put("TOTAL", total);
    Map<String, Map<String, Long>> statuses = new LinkedHashMap<>();
    statuses.put("READ", Map.of("OK", 1000L, "NOT_FOUND", 50L, "ERROR", 10L));
    statuses.put("UPDATE", Map.of("OK", 200L));
    statuses.put("TOTAL", Map.of("OK", 1200L, "NOT_FOUND", 50L, "ERROR", 10L));
    return new RunResult("run", 12_000, 10_000, 1260, 1260, StopReason.COMPLETED, 0, 0, 0, metrics, statuses, Map.of(),
        Map.of(), Map.of(), null, List.of(), List.of(), new MeasurementSettings(Settings.of(new Properties())));
  }

  /** The run of {@link #run()} with a client that used 90% of 2 cores, 12 us per operation, and hiccups of 2 ms. */
  static RunResult runWithClient() {
    RunResult r = run();
    site.ycsb.model.ClientFigures.Sum sum = new site.ycsb.model.ClientFigures.Sum();
    Histogram hiccups = new Histogram(3);
    hiccups.recordValueWithCount(2000, 100);
    sum.add(new site.ycsb.intervallog.ClientLine(0, 10, 2, 18_000, 16_200, 1_800, 30, 4, 12, false), hiccups, 1_500_000,
        Double.NaN);
    return new RunResult(r.phase(), r.runTimeMs(), r.measuredTimeMs(), r.operations(), r.measuredOperations(),
        r.stopReason(), 0, 0, 0, r.metrics(), r.statusCounts(), Map.of(), Map.of(), Map.of(), null, List.of(), List.of(),
        r.settings(), sum.figures());
  }

  @Test
  void criteriaOnTheClientsOwnFiguresPassAndFailOnThem() {
    ThresholdResult r = Thresholds.of("CLIENT.cpuutilization < 80%; CLIENT.cpuperoperation < 20us;"
        + " CLIENT.hiccupp99 < 1ms; CLIENT.gcpausecount <= 4; CLIENT.gcpausemax < 10ms; CLIENT.cpuusershare > 85%")
        .evaluate(runWithClient());
    assertThat(r.checks()).extracting(Check::passed).containsExactly(false, true, false, true, false, true);
    assertThat(r.checks().get(0).measured()).isCloseTo(0.90, org.assertj.core.data.Offset.offset(1e-9));
  }

  @Test
  void aCriterionOnTheClientOfARunWhoseClientWasNotMeasuredHasNoData() {
    Check c = check("CLIENT.cpuutilization < 80%");
    assertThat(c.passed()).isFalse();
    assertThat(c.note()).contains("no data");
  }

  @Test
  void clientFiguresBelongToClientOnly() {
    assertThatThrownBy(() -> Thresholds.of("CLIENT.p99 < 5ms")).hasMessageContaining("expected CLIENT.<figure>");
    assertThatThrownBy(() -> Thresholds.of("READ.hiccupp99 < 5ms")).hasMessageContaining("expected CLIENT.hiccupp99");
    assertThatThrownBy(() -> Thresholds.of("CLIENT.cpuutilization < 0.8"))
        .hasMessageContaining("expected a percentage");
  }

  private static Check check(String criterion) {
    ThresholdResult r = Thresholds.of(criterion).evaluate(run());
    assertThat(r.checks()).hasSize(1);
    return r.checks().get(0);
  }

  @ParameterizedTest(name = "{0} measures {1}")
  @CsvSource({
      "READ.p50 < 1ms, 500",
      "READ.p99 < 1ms, 990",
      "READ.p99.9 < 1ms, 999",
      "READ.p(95) < 1ms, 950",
      "READ.p100 < 2ms, 1000",
      "READ.avg < 1ms, 500.5",
      "READ.max < 2ms, 1000",
      "READ.count > 999, 1000",
      "READ.errorrate < 1%, 0.00943396",
      "READ.notfoundrate < 5%, 0.04716981",
      "READ.throughput > 99, 100",
      "UPDATE.p99 < 3ms, 2000",
      "TOTAL.count > 1, 1210",
      "TOTAL.errorrate < 1%, 0.00793651",
      "OVERALL.throughput > 125, 126",
      "OVERALL.count >= 1260, 1260",
      "OVERALL.errorrate < 1%, 0.00793651",
      "OVERALL.notfoundrate < 4%, 0.03968254"})
  void eachAggregateMeasuresWhatTheReportShows(String criterion, double expected) {
    Check c = check(criterion);
    assertThat(c.measured()).isCloseTo(expected, within(expected * 1e-6 + 1e-9));
    assertThat(c.passed()).as(c.toString()).isTrue();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
      "READ.max < 1000us, false", "READ.max <= 1000us, true", "READ.max > 1000us, false", "READ.max >= 1000us, true",
      "READ.max < 1001us, true", "READ.max > 999us, true", "READ.max<=999us, false", "READ.max>=1001us, false"})
  void eachOperatorComparesAtTheBoundAsWritten(String criterion, boolean passed) {
    assertThat(check(criterion).passed()).isEqualTo(passed);
  }

  @ParameterizedTest(name = "{0} is {1} in the base unit")
  @CsvSource({
      "READ.p99 < 5us, 5", "READ.p99 < 5µs, 5", "READ.p99 < 5ms, 5000", "READ.p99 < 0.5s, 500000",
      "READ.p99 < 1.5 ms, 1500", "READ.errorrate < 0.1%, 0.001",
      "READ.errorrate < 100%, 1", "READ.count < 1e3, 1000", "OVERALL.throughput > 20000 ops/s, 20000"})
  void unitsScaleTheBoundToMicrosecondsAndShares(String criterion, double bound) {
    assertThat(Criterion.parse(criterion).bound()).isCloseTo(bound, within(1e-9));
  }

  @Test
  void whitespaceIsAllowedBetweenEveryPartAndSeveralCriteriaShareOneLine() {
    Thresholds t = Thresholds.of("  READ-COMB . p99<5ms;TOTAL.errorrate <0.1 %;; OVERALL.throughput >20000 ; ");
    assertThat(t.criteria()).extracting(Criterion::text)
        .containsExactly("READ-COMB.p99 < 5ms", "TOTAL.errorrate < 0.1%", "OVERALL.throughput > 20000");
  }

  @Test
  void aTrailingBangMakesACriterionHoldInEveryInterval() {
    Criterion c = Criterion.parse("READ.p99.9 < 20ms !");
    assertThat(c.everyInterval()).isTrue();
    assertThat(c.text()).isEqualTo("READ.p99.9 < 20ms !");
    assertThat(Criterion.parse("READ.p99.9<20ms!").everyInterval()).isTrue();
    assertThat(Criterion.parse("READ.p99.9<20ms").everyInterval()).isFalse();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "no comparison | READ.p99 5ms | 'READ.p99 5ms': no comparison; expected <metric>.<aggregate> <op> <value>[unit]",
      "equals | READ.p99 = 5ms | 'READ.p99 = 5ms': unknown operator '='; expected <, <=, >, >= or ==",
      "triple equals | READ.p99 === 5ms | unknown operator '==='",
      "not equal | READ.p99 != 5ms | unknown operator '!='",
      "arrow | READ.p99 => 5ms | unknown operator '=>'",
      "no aggregate | READ < 5ms | 'READ < 5ms': expected <metric>.<aggregate> before '<'",
      "unknown aggregate | READ.q99 < 5ms | unknown aggregate 'q99'; expected p<percentile> (p50, p99, p99.9), avg",
      "percentile above 100 | READ.p101 < 5ms | unknown aggregate 'p101'",
      "unknown metric | READS.p99 < 5ms | unknown metric 'READS'; expected OVERALL, TOTAL, VALIDATION or an operation's metric",
      "lower-case metric | read-comb.p99 < 5ms | unknown metric 'read-comb'; did you mean READ-COMB?",
      "lower-case intended | intended-read.p99 < 5ms | did you mean Intended-READ?",
      "underscore | READ_COMB.p99 < 5ms | unknown metric 'READ_COMB'",
      "lower-case suffix | READ-comb.p99 < 5ms | did you mean READ-COMB?",
      "empty metric | .p99 < 5ms | unknown metric ''",
      "overall latency | OVERALL.p99 < 5ms | OVERALL has no latency; expected TOTAL.p99",
      "no value | READ.p99 < | '' is not a number",
      "word value | READ.p99 < fast | 'fast' is not a number",
      "negative value | READ.p99 < -5ms | '-5ms' is not a number",
      "latency in percent | READ.p99 < 5% | p99 is a latency; expected its value in us, ms or s (e.g. 5ms), not '%'",
      "latency in minutes | READ.p99 < 5m | not 'm'",
      "rate in ms | READ.errorrate < 5ms | errorrate is a share of the results; expected a percentage with its %, e.g. 0.1% (not 'ms')",
      "latency without a unit | READ.p99 < 5 | 'READ.p99 < 5': p99 is a latency; expected its unit, e.g. 5us, 5ms or 5s (a bare number is ambiguous)",
      "fractional latency without a unit | READ.avg < 0.5 | expected its unit, e.g. 0.5us, 0.5ms or 0.5s",
      "rate without a unit | TOTAL.errorrate < 1 | 'TOTAL.errorrate < 1': errorrate is a share of the results; expected a percentage with its %, e.g. 1% (a bare number is ambiguous: a fraction or a percentage?)",
      "fraction without a unit | READ.notfoundrate < 0.001 | expected a percentage with its %, e.g. 0.001%",
      "rate above 100% | READ.notfoundrate < 150% | expected 0% to 100%",
      "count with unit | READ.count > 5ms | count is a number of operations; expected a number without a unit",
      "throughput with unit | OVERALL.throughput > 5k | throughput is in operations per second; expected a number"})
  void aMalformedCriterionIsOneLineNamingIt(String what, String criterion, String expected) {
    assertThatThrownBy(() -> Thresholds.of(criterion)).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("thresholds: '").hasMessageContaining(expected)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void aLatencyWithNoValuesBreaksACriterionButAFailureMetricWithNoneMeansNothingFailed() {
    ThresholdResult r = Thresholds.of("DELETE.p99 < 5ms; UPDATE-FAILED.max < 1ms; UPDATE-FAILED.count < 1")
        .evaluate(run());
    assertThat(r.checks()).extracting(Check::passed).containsExactly(false, true, true);
    assertThat(r.checks().get(0).note()).isEqualTo("no data: the run recorded no DELETE");
    assertThat(r.checks().get(0).measuredText()).isEqualTo("no data");
    assertThat(r.checks().get(1).note()).isEqualTo("no values: nothing failed");
  }

  @Test
  void aStatusTheToolDoesNotKnowIsNeverPassedAsNothingFailed() {
    ThresholdResult r = Thresholds.of("READ-TIMOUT.p99 < 1us; READ-TIMEOUT.p99 < 1us; READ-ERROR.count < 1")
        .evaluate(run());
    assertThat(r.checks()).extracting(Check::passed).containsExactly(false, true, true);
    assertThat(r.checks().get(0).note()).isEqualTo("no values, and TIMOUT is no status the tool knows, nor one the"
        + " run met or latencytrackederrors names: misspelt?");
  }

  @Test
  void aMisspeltStatusIsRefusedBeforeTheRunEvenWhenEveryStatusIsTrackedApart() {
    Properties phase = new Properties();
    phase.setProperty("reportlatencyforeacherror", "true");
    assertThatThrownBy(() -> Thresholds.of("READ-TIMOUT.p99 < 1us").checkedFor(phase, "thresholds"))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("thresholds: 'READ-TIMOUT.p99 < 1us': TIMOUT is not a status the tool knows (did you"
            + " mean READ-TIMEOUT?); expected one of core's statuses (")
        .hasMessageContaining("TIMEOUT").hasMessageEndingWith("or a binding's own status named in latencytrackederrors");
    assertThat(Thresholds.of("READ-TIMEOUT.p99 < 1us").checkedFor(phase, "thresholds").criteria()).hasSize(1);
  }

  @Test
  void aBindingsOwnStatusIsKnownOnceLatencyTrackedErrorsNamesIt() {
    Properties phase = new Properties();
    phase.setProperty("latencytrackederrors", "KEY_BUSY");
    Thresholds t = Thresholds.of("READ-KEY_BUSY.p99 < 1ms").checkedFor(phase, "thresholds");
    Check c = t.evaluate(run()).checks().get(0);
    assertThat(c.passed()).isTrue();
    assertThat(c.note()).isEqualTo("no values: nothing failed");
    phase.setProperty("latencytrackederrors", "KEY_BUSY,ERROR");
    assertThatThrownBy(() -> Thresholds.of("READ-KEY_BUZY.p99 < 1ms").checkedFor(phase, "thresholds"))
        .hasMessageContaining("KEY_BUZY is not a status the tool knows (did you mean READ-KEY_BUSY?)")
        .hasMessageEndingWith("named in latencytrackederrors (KEY_BUSY,ERROR)");
  }

  @Test
  void criteriaMadeInCodeWithoutAUnitPrintOneSoTheirTextParsesBack() {
    Criterion share = new Criterion("TOTAL", new Aggregate(Aggregate.Kind.ERRORRATE, 0), Operator.LESS, 0.001, "",
        false);
    Criterion latency = new Criterion("READ", new Aggregate(Aggregate.Kind.PERCENTILE, 99), Operator.LESS, 5, "",
        false);
    assertThat(Criterion.parse(share.text()).bound()).isCloseTo(0.001, within(1e-12));
    assertThat(Criterion.parse(latency.text()).text()).isEqualTo("READ.p99 < 5us");
  }

  @Test
  void theTableNamesEachCriterionItsMeasuredValueInItsUnitAndTheVerdict() {
    ThresholdResult r = Thresholds.of("READ.p99 < 1ms; TOTAL.errorrate < 0.5%; OVERALL.throughput > 20000")
        .evaluate(run());
    assertThat(r.passed()).isFalse();
    assertThat(r.broken()).extracting(c -> c.criterion().text())
        .containsExactly("TOTAL.errorrate < 0.5%", "OVERALL.throughput > 20000");
    assertThat(r.table()).isEqualTo(String.join("\n",
        "Thresholds: 2 of 3 broken",
        "  result  criterion                   measured  note",
        "  pass    READ.p99 < 1ms              0.99ms",
        "  FAIL    TOTAL.errorrate < 0.5%      0.794%",
        "  FAIL    OVERALL.throughput > 20000  126",
        ""));
  }

  @Test
  void theReportLinesCarryEachCriterionWithItsValueInTheBaseUnit() throws Exception {
    ThresholdResult r = Thresholds.of("READ.p99 < 1ms; TOTAL.errorrate < 0.5%").evaluate(run());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      r.writeTo(e);
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).contains(
        "[THRESHOLDS], Criteria, 2", "[THRESHOLDS], Broken, 1", "[THRESHOLDS], Passed, false",
        "[THRESHOLD-1], Criterion, READ.p99 < 1ms", "[THRESHOLD-1], Measured, 0.99ms", "[THRESHOLD-1], Value, 990",
        "[THRESHOLD-1], Passed, true", "[THRESHOLD-2], Criterion, TOTAL.errorrate < 0.5%",
        "[THRESHOLD-2], Passed, false");
  }

  @Test
  void noCriteriaPass() {
    assertThat(Thresholds.none().evaluate(run()).passed()).isTrue();
    assertThat(Thresholds.from(new Properties()).isEmpty()).isTrue();
  }
}
