package site.ycsb.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class OptionTest {
  private static final Option<Integer> THREADS = Option.integer("threadcount", 1, 1).describe("Client threads.");
  private static final Option<Long> TIME = Option.seconds("maxexecutiontime", 0L, 0);
  private static final Option<String> SECRET = Option.choice("as.mode", "a", "a", "b").secret();

  private static Properties props(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  @Test
  void anUnsetOptionReadsItsDeclaredDefault() {
    assertEquals(1, THREADS.read(props()));
    assertEquals("1", THREADS.defaultText());
    assertEquals("Client threads.", THREADS.definition().description());
  }

  @Test
  void aBadValueIsOneLineNamingTheOptionAndWhatWasExpected() {
    UsageException e = assertThrows(UsageException.class, () -> THREADS.read(props("threadcount", "0")));
    assertEquals("threadcount=0: expected a whole number >= 1", e.getMessage());
    e = assertThrows(UsageException.class, () -> TIME.read(props("maxexecutiontime", "10m")));
    assertTrue(e.getMessage().contains("10m is 600"), e.getMessage());
  }

  @Test
  void aSecretsValueNeverAppearsInItsError() {
    UsageException e = assertThrows(UsageException.class, () -> SECRET.read(props("as.mode", "hunter2")));
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
    assertTrue(e.getMessage().startsWith("as.mode=(secret value)"), e.getMessage());
  }

  @Test
  void settingsResolveDeclaredOptionsOnceAndIgnoreLaterChangesToTheProperties() {
    Properties p = props("threadcount", "4");
    Settings s = Settings.resolve(p, List.of(THREADS, TIME));
    p.setProperty("threadcount", "8");
    assertEquals(4, s.get(THREADS));
    assertEquals(0L, s.get(TIME));
    assertTrue(s.isSet(THREADS));
    assertFalse(s.isSet(TIME));
  }

  @Test
  void settingsRefuseABadDeclaredOptionWhenBuiltNotWhenFirstRead() {
    assertThrows(UsageException.class, () -> Settings.resolve(props("threadcount", "x"), List.of(THREADS)));
  }

  @Test
  void anOptionWithoutDefaultReadsNullWhenUnset() {
    Option<Long> count = Option.count("insertcount", null, 0);
    assertNull(count.read(props()));
    assertNull(count.defaultText());
    assertEquals(5L, count.read(props("insertcount", " 5 ")));
  }

  @Test
  void aDecimalShowsItsDefaultAsUpstreamWroteItAndReadsANumberInItsRange() {
    Option<Double> share = Option.decimal("insertproportion", "0.0", 0, 1);
    assertEquals("0.0", share.defaultText());
    assertEquals(0.0, share.read(props()));
    assertEquals(0.5, share.read(props("insertproportion", "0.5")));
    UsageException e = assertThrows(UsageException.class, () -> share.read(props("insertproportion", "2")));
    assertEquals("insertproportion=2: expected a number between 0 and 1", e.getMessage());
  }
}
