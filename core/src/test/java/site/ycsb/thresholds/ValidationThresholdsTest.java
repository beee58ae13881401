package site.ycsb.thresholds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.config.UsageException;

/**
 * Criteria on the validated reads, against figures with 996 Valid, 3 Stale and 1 Lost reads (Checked
 * 1,000): counts, shares of Checked and the anomalies, in the criteria's one grammar.
 */
class ValidationThresholdsTest {
  static Figures figures(Map<String, Long> validation) {
    return new Figures(Set.of(), m -> null, Map.of("READ", Map.of("OK", 1000L), "VALIDATION", validation), 1000,
        10);
  }

  static final Figures RUN = figures(Map.of("VALID", 996L, "STALE", 3L, "LOST", 1L));

  private static Check check(String criterion, Figures f) {
    return Thresholds.of(criterion).evaluate(f, null, null, null).checks().get(0);
  }

  @ParameterizedTest(name = "{0} measures {1}")
  @CsvSource({
      "VALIDATION.lost == 0, 1, false",
      "VALIDATION.stale < 0.1%, 0.003, false",
      "VALIDATION.stale < 0.5%, 0.003, true",
      "VALIDATION.anomalies == 0, 4, false",
      "VALIDATION.anomalies <= 4, 4, true",
      "VALIDATION.checked >= 1000, 1000, true",
      "VALIDATION.valid > 99.5%, 0.996, true",
      "VALIDATION.corrupt == 0, 0, true",
      "VALIDATION.Resurrected == 0, 0, true",
      "VALIDATION.unverifiable < 1%, 0, true",
  })
  void eachFigureOfTheValidatedReadsIsACountOrWithPercentAShareOfChecked(String criterion, double measured,
      boolean passed) {
    Check c = check(criterion, RUN);

    assertThat(c.measured()).isCloseTo(measured, within(1e-12));
    assertThat(c.passed()).isEqualTo(passed);
  }

  @Test
  void theCriteriaReadBackAsWrittenWithTheirUnits() {
    assertThat(Thresholds.of("VALIDATION.lost == 0; VALIDATION.stale < 0.1%; VALIDATION.anomalies == 0 !").text())
        .isEqualTo("VALIDATION.lost == 0; VALIDATION.stale < 0.1%; VALIDATION.anomalies == 0 !");
    assertThat(check("VALIDATION.stale < 0.1%", RUN).measuredText()).isEqualTo("0.3%");
  }

  @Test
  void aRunThatValidatedNothingBreaksAValidationCriterionWithNoData() {
    Check c = check("VALIDATION.lost == 0", figures(Map.of()));

    assertThat(c.passed()).isFalse();
    assertThat(c.note()).contains("no data");
  }

  @Test
  void anIntervalIsJudgedOnItsOwnCountsAndTheWorstIsTheFurthestFromAnEqualBound() {
    Criterion c = Thresholds.of("VALIDATION.lost == 0 !").criteria().get(0);
    IntervalVerdicts v = new IntervalVerdicts(java.util.List.of(c));

    assertThat(v.judge(figures(Map.of("VALID", 10L)), 0, 10, 10)).isNull();
    assertThat(v.judge(figures(Map.of("VALID", 10L, "LOST", 2L)), 10, 20, 10)).isEqualTo(c);
    assertThat(v.judge(figures(Map.of("VALID", 10L, "LOST", 1L)), 20, 30, 10)).isEqualTo(c);
    assertThat(v.record(c).broken()).isEqualTo(2);
    assertThat(v.record(c).worst()).isEqualTo(2);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "VALIDATION.stail == 0|unknown figure 'stail' of VALIDATION (the validated reads); expected checked, valid,"
          + " stale, lost, resurrected, corrupt, unverifiable or anomalies",
      "VALIDATION.p99 < 5ms|unknown figure 'p99' of VALIDATION",
      "VALIDATION.checked > 50%|VALIDATION.checked is a count (the shares are of it)",
      "VALIDATION.lost == 0ms|count is a number of operations; expected a number without a unit, not 'ms'",
      "VALIDATION.lost = 0|unknown operator '='; expected <, <=, >, >= or ==",
      "READ.stale < 1%|unknown aggregate 'stale'",
  })
  void aMalformedValidationCriterionIsOneLineNamingIt(String criterion, String expected) {
    assertThatThrownBy(() -> Thresholds.of(criterion)).isInstanceOf(UsageException.class)
        .hasMessageContaining(expected).hasMessageNotContaining("\n");
  }

  @Test
  void aValidationCriterionPassesTheChecksBeforeAValidatedRunAndIsRefusedBeforeAnyOther() {
    Properties phase = new Properties();
    phase.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    phase.setProperty("measurement.interval", "intended");
    assertThatThrownBy(() -> Thresholds.of("VALIDATION.lost == 0").checkedFor(phase, "thresholds"))
        .isInstanceOf(UsageException.class)
        .hasMessage("thresholds: 'VALIDATION.lost == 0': VALIDATION.lost is counted only with validation=true");

    phase.setProperty("validation", "true");
    assertThat(Thresholds.of("VALIDATION.lost == 0; VALIDATION.stale < 0.1%").checkedFor(phase, "thresholds")
        .criteria()).hasSize(2);
  }
}
