package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.UpstreamYcsb;
import site.ycsb.Utils;

/** Data loaded by upstream YCSB is found by ours: same key for the same key number. */
class KeyNamingParityWithUpstreamTest {
  private static final long[] KEY_NUMBERS = {0, 1, 2, 9, 10, 999, 123_456_789L, Integer.MAX_VALUE,
      Integer.MAX_VALUE + 1L, 5_000_000_000L, Long.MAX_VALUE / 3};

  private static String upstreamKey(URLClassLoader loader, String order, int padding, long n) throws Exception {
    // upstream's CoreWorkload reads its static Measurements singleton, which needs properties first
    loader.loadClass("site.ycsb.measurements.Measurements").getMethod("setProperties", Properties.class)
        .invoke(null, new Properties());
    Class<?> cw = loader.loadClass("site.ycsb.workloads.CoreWorkload");
    Object w = cw.getConstructor().newInstance();
    Properties p = new Properties();
    p.setProperty("recordcount", "1000");
    p.setProperty("insertorder", order);
    p.setProperty("zeropadding", Integer.toString(padding));
    cw.getMethod("init", Properties.class).invoke(w, p);
    Method build = cw.getDeclaredMethod("buildKeyName", long.class);
    build.setAccessible(true);
    return (String) build.invoke(w, n);
  }

  @Test
  void hashedAndOrderedKeysMatchUpstreamForSmallAndHugeKeyNumbers() throws Exception {
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader()) {
      for (String order : new String[] {"hashed", "ordered"}) {
        for (int padding : new int[] {1, 12, 25}) {
          KeySpace ours = new KeySpace(1000, 0, 1000, order.equals("ordered"), padding);
          for (long n : KEY_NUMBERS) {
            assertThat(ours.keyName(n)).as("%s, zeropadding %d, key number %d", order, padding, n)
                .isEqualTo(upstreamKey(upstream, order, padding, n));
          }
        }
      }
    }
  }

  @Test
  void fnvHashMatchesUpstream() throws Exception {
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader()) {
      Method hash = upstream.loadClass("site.ycsb.Utils").getMethod("hash", long.class);
      for (long n : KEY_NUMBERS) {
        assertThat(Utils.hash(n)).isEqualTo((long) hash.invoke(null, n));
      }
    }
  }
}
