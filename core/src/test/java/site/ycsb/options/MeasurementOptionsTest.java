package site.ycsb.options;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/** The measurement options read as MeasurementSettings read them before the registry: same values, same errors. */
class MeasurementOptionsTest {
  private static Settings of(String... kv) {
    Properties p = new Properties();
    for (String s : kv) {
      p.setProperty(s.substring(0, s.indexOf('=')), s.substring(s.indexOf('=') + 1));
    }
    return Settings.resolve(p, MeasurementOptions.GROUP.options());
  }

  @Test
  void percentilesWrittenOutButEmptyAreNoneWhileUnsetTheyAreTheDefault() {
    assertThat(of().get(MeasurementOptions.PERCENTILES)).containsExactly(50.0, 90.0, 95.0, 99.0, 99.9, 99.99);
    assertThat(of("hdrhistogram.percentiles=").get(MeasurementOptions.PERCENTILES)).isEmpty();
    assertThat(of("hdrhistogram.percentiles=99, 99.9").get(MeasurementOptions.PERCENTILES)).containsExactly(99.0, 99.9);
  }

  @Test
  void badValuesAreRefusedInOneLineNamingTheProperty() {
    assertThatThrownBy(() -> of("hdrhistogram.percentiles=99,101")).isInstanceOf(UsageException.class)
        .hasMessage("hdrhistogram.percentiles=99,101: expected comma-separated numbers between 0.0 and 100.0");
    assertThatThrownBy(() -> of("hdrhistogram.significantdigits=6")).isInstanceOf(UsageException.class)
        .hasMessage("hdrhistogram.significantdigits=6: expected 1 to 5");
    assertThatThrownBy(() -> of("measurement.interval.seconds=10m")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("measurement.interval.seconds=10m: expected a whole number of seconds >= 1");
    assertThatThrownBy(() -> of("measurementtype=hdr")).isInstanceOf(UsageException.class)
        .hasMessage("measurementtype=hdr: expected one of hdrhistogram, histogram, hdrhistogram+histogram,"
            + " hdrhistogram+raw, raw, timeseries");
  }
}
