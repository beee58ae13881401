package site.ycsb.measurements.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.UsageException;

/** prometheus.port asks for the endpoint; without it nothing is looked up, and bad values are one line. */
class LiveMetricsSettingsTest {

  private static site.ycsb.config.Settings props(String... kv) {
    Properties p = new Properties();
    for (String s : kv) {
      int eq = s.indexOf('=');
      p.setProperty(s.substring(0, eq), s.substring(eq + 1));
    }
    return site.ycsb.config.Settings.of(p);
  }

  @Test
  void withoutPrometheusPortThereIsNoEndpointAndNothingIsLookedUp() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(LiveMetricsSettings.from(props("prometheus.host=0.0.0.0"))).isNull();
    // a class loader that fails every lookup: open() must not even ask it
    ClassLoader refusing = new ClassLoader(null) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new AssertionError("looked up " + name);
      }

      @Override
      public java.util.Enumeration<java.net.URL> getResources(String name) {
        throw new AssertionError("looked up " + name);
      }
    };
    assertThat(LiveMetrics.open(props(), refusing, new PrintStream(err, true, StandardCharsets.UTF_8))).isNull();
    assertThat(err.size()).isZero();
  }

  @Test
  void theHostDefaultsToLoopbackAndTheLingerToThirtySeconds() {
    LiveMetricsSettings s = LiveMetricsSettings.from(props("prometheus.port=9464"));
    assertThat(s).isEqualTo(new LiveMetricsSettings("127.0.0.1", 9464, 30));
    assertThat(LiveMetricsSettings.from(props("prometheus.port=0", "prometheus.host=0.0.0.0",
        "prometheus.linger=0"))).isEqualTo(new LiveMetricsSettings("0.0.0.0", 0, 0));
  }

  @Test
  void aBadPortHostOrLingerIsOneLineNamingTheProperty() {
    assertThatThrownBy(() -> LiveMetricsSettings.from(props("prometheus.port=70000")))
        .isInstanceOf(UsageException.class).hasMessage("prometheus.port=70000: expected a port number from 0"
            + " (any free port) to 65535");
    assertThatThrownBy(() -> LiveMetricsSettings.from(props("prometheus.port=http")))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("prometheus.port=http: expected a whole number");
    assertThatThrownBy(() -> LiveMetricsSettings.from(props("prometheus.port=1", "prometheus.host= ")))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("prometheus.host is empty");
    assertThatThrownBy(() -> LiveMetricsSettings.from(props("prometheus.port=1", "prometheus.linger=-1")))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("prometheus.linger=-1: expected a whole number");
  }

  @Test
  void withoutTheExporterOnTheClassPathOpeningIsOneLineSayingWhatIsMissing() {
    // core's own test class path has no provider (the exporter is the ycsb-prometheus module)
    assertThatThrownBy(() -> LiveMetrics.open(props("prometheus.port=0"), getClass().getClassLoader(),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("prometheus.port=0: the Prometheus exporter is not on the class path; expected"
            + " ycsb-prometheus and the io.prometheus jars")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }
}
