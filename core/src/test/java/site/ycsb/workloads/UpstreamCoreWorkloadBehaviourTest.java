package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.NumberGenerator;

/**
 * CoreWorkload's and its subclasses' hooks and bad settings as upstream 0.17.0's callers meet them:
 * the exception types they catch, with our one-line message (see {@link UpstreamTimeSeriesBehaviourTest}
 * for the time-series workload).
 */
class UpstreamCoreWorkloadBehaviourTest {

  /** A subclass, as upstream's users reach the protected static hooks. */
  static final class Hooks extends CoreWorkload {
    static DiscreteGenerator operations(Properties p) {
      return createOperationGenerator(p);
    }

    static NumberGenerator fieldLengths(Properties p) throws WorkloadException {
      return getFieldLengthGenerator(p);
    }
  }

  private static Properties props(String settings) {
    Properties p = new Properties();
    p.setProperty("recordcount", "100");
    p.setProperty("operationcount", "100");
    for (String kv : settings.split(" ")) {
      if (!kv.isEmpty()) {
        p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
      }
    }
    return p;
  }

  @Test
  void anOperationGeneratorOfNoPropertiesIsAnIllegalArgumentAsUpstreams() {
    assertThatThrownBy(() -> Hooks.operations(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Properties object cannot be null");
    assertThat(Hooks.operations(props("readproportion=1 updateproportion=0")).nextString()).isEqualTo("READ");
  }

  @Test
  void anUnknownFieldLengthDistributionFromTheHookIsAWorkloadExceptionAsUpstreams() {
    assertThatThrownBy(() -> Hooks.fieldLengths(props("fieldlengthdistribution=gaussian")))
        .isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith("fieldlengthdistribution=gaussian");
    assertThatThrownBy(() -> Hooks.fieldLengths(props("fieldlengthdistribution=histogram fieldlengthhistogram=/no/such")))
        .isInstanceOf(WorkloadException.class).hasMessageStartingWith("fieldlengthhistogram=/no/such: cannot read");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unknown key distribution (upstream: WorkloadException) | requestdistribution=gaussian | requestdistribution=gaussian",
      "unknown scan length distribution (upstream: WorkloadException) | scanlengthdistribution=gaussian"
          + " | scanlengthdistribution=gaussian",
      "unreadable histogram (upstream: WorkloadException) | fieldlengthdistribution=histogram"
          + " fieldlengthhistogram=/no/such | fieldlengthhistogram=/no/such",
      "a count that is no number (upstream: NumberFormatException) | fieldcount=ten | fieldcount=ten",
      "a range past recordcount (upstream: exited the JVM) | insertstart=50 insertcount=60"
          + " | insertstart + insertcount = 110: expected at most recordcount = 100",
      "integrity with varying lengths (upstream: exited the JVM) | dataintegrity=true fieldlengthdistribution=uniform"
          + " | dataintegrity=true: expected fieldlengthdistribution=constant"})
  void badSettingsAreWorkloadExceptionsFromInitCarryingTheOneLineUsageError(String what, String settings,
      String message) {
    assertThatThrownBy(() -> new CoreWorkload().init(props(settings))).isInstanceOf(WorkloadException.class)
        .hasCauseInstanceOf(UsageException.class).hasMessageStartingWith(message)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void aDiskTooSmallForConstantOccupancyIsAWorkloadExceptionFromInit() {
    assertThatThrownBy(() -> new ConstantOccupancyWorkload().init(props("disksize=500")))
        .isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith("disksize=500: holds no record");
  }
}
