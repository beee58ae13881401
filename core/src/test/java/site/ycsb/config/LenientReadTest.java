package site.ycsb.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.options.RunOptions;

/** A binding reads the engine's options the engine checks leniently: a bad or absent value is the default. */
class LenientReadTest {
  private static Settings settings(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return Settings.of(p);
  }

  @Test
  void aGoodValueIsReadAsIs() {
    Settings s = settings("threadcount", " 8 ", "async.inflight", "16");
    assertThat(s.getOrDefault(RunOptions.THREAD_COUNT)).isEqualTo(8);
    assertThat(s.getOrDefault(RunOptions.ASYNC_INFLIGHT)).isEqualTo(16);
  }

  @Test
  void anAbsentOddOrOutOfRangeValueIsTheDefault() {
    assertThat(settings().getOrDefault(RunOptions.THREAD_COUNT)).isEqualTo(1);
    assertThat(settings("threadcount", "many").getOrDefault(RunOptions.THREAD_COUNT)).isEqualTo(1);
    assertThat(settings("threadcount", "0").getOrDefault(RunOptions.THREAD_COUNT)).isEqualTo(1);
    assertThat(settings("threadcount", "99999999999").getOrDefault(RunOptions.THREAD_COUNT)).isEqualTo(1);
    assertThat(settings("async.inflight", "-3").getOrDefault(RunOptions.ASYNC_INFLIGHT)).isEqualTo(0);
  }
}
