package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.UsageException;
import site.ycsb.options.BasicOptions;

/** BasicDB reads its declared options: their defaults are upstream's, a typo is refused in one line. */
class BasicDBOptionsTest {
  private static BasicDB init(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    BasicDB db = new BasicDB();
    db.setProperties(p);
    db.init();
    return db;
  }

  @Test
  void theDefaultsAreUpstreams() {
    BasicDB db = init();
    assertThat(db.verbose).isTrue();
    assertThat(db.todelay).isZero();
    assertThat(db.randomizedelay).isTrue();
    assertThat(db.count).isFalse();
    assertThat(BasicDB.SIMULATE_DELAY_DEFAULT).isEqualTo("0");
    assertThat(BasicDB.VERBOSE).isEqualTo(BasicOptions.VERBOSE.name());
  }

  @Test
  void aFlagThatIsNeitherTrueNorFalseIsRefusedRatherThanReadAsFalse() {
    assertThatThrownBy(() -> init("basicdb.verbose", "yes")).isInstanceOf(UsageException.class)
        .hasMessage("basicdb.verbose=yes: expected true or false");
  }

  @Test
  void aDelayThatIsNotANumberIsOneLineNotAStackTrace() {
    assertThatThrownBy(() -> init("basicdb.simulatedelay", "5ms")).isInstanceOf(UsageException.class)
        .hasMessage("basicdb.simulatedelay=5ms: expected a whole number >= 0");
    assertThat(init("basicdb.simulatedelay", "3", "basicdb.verbose", "false").todelay).isEqualTo(3);
  }
}
