package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The forms of the generators upstream's users call: boxed values, last values, strings. */
class UpstreamGeneratorFormsTest {

  @Test
  void nextValueIsRememberedAsLastValueWhileNextLongIsNot() {
    ZipfianGenerator g = new ZipfianGenerator(1000);
    assertThat(g.lastValue()).isNull();
    Long v = g.nextValue();
    assertThat(g.lastValue()).isEqualTo(v);
    assertThat(g.lastString()).isEqualTo(v.toString());
    for (int i = 0; i < 100; i++) {
      assertThat(g.nextLong()).isBetween(0L, 999L);
    }
    assertThat(g.lastValue()).isEqualTo(v);
  }

  @Test
  void aGeneratorWrittenAgainstUpstreamOverridesNextValueAndStillServesNextLong() {
    NumberGenerator sevens = new NumberGenerator() {
      @Override
      public Number nextValue() {
        setLastValue(7);
        return 7;
      }

      @Override
      public double mean() {
        return 7;
      }
    };
    assertThat(sevens.nextLong()).isEqualTo(7L);
    assertThat(sevens.nextString()).isEqualTo("7");
    assertThat(sevens.lastValue()).isEqualTo(7);
  }

  @Test
  void countersReportTheLastNumberHandedOutOrAcknowledged() {
    CounterGenerator c = new CounterGenerator(10);
    assertThat(c.lastValue()).isEqualTo(9L);
    assertThat(c.nextValue()).isEqualTo(10L);
    assertThat(c.nextValue()).isEqualTo(11L);
    assertThat(c.lastValue()).isEqualTo(11L);

    AcknowledgedCounterGenerator a = new AcknowledgedCounterGenerator(100);
    long first = a.nextValue();
    long second = a.nextValue();
    assertThat(first).isEqualTo(100L);
    assertThat(a.lastValue()).isEqualTo(99L);
    a.acknowledge(second);
    assertThat(a.lastValue()).as("101 done, 100 still in flight").isEqualTo(99L);
    a.acknowledge(first);
    assertThat(a.lastValue()).isEqualTo(101L);

    SkewedLatestGenerator latest = new SkewedLatestGenerator(c);
    for (int i = 0; i < 1000; i++) {
      assertThat(latest.nextValue()).isBetween(0L, 11L);
    }
  }

  @Test
  void discreteAndUniformChooseAmongStrings() {
    DiscreteGenerator d = new DiscreteGenerator();
    d.addValue(1.0, "READ");
    d.addValue(0.0, "NEVER");
    assertThat(d.nextString()).isEqualTo("READ");
    assertThat(d.lastValue()).isEqualTo("READ");
    assertThatThrownBy(() -> new DiscreteGenerator().nextValue()).isInstanceOf(IllegalStateException.class);

    UniformGenerator u = new UniformGenerator(List.of("a", "b", "c"));
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 300; i++) {
      String v = u.nextValue();
      seen.add(v);
      assertThat(u.lastValue()).isEqualTo(v);
    }
    assertThat(seen).containsExactlyInAnyOrder("a", "b", "c");
  }

  @Test
  void histogramFromBucketsAndExponentialFromAMean() {
    HistogramGenerator h = new HistogramGenerator(new long[] {0, 5, 0}, 10);
    assertThat(h.nextValue()).isEqualTo(20L);
    assertThat(h.mean()).isEqualTo(20.0);

    ExponentialGenerator e = new ExponentialGenerator(50.0);
    double sum = 0;
    for (int i = 0; i < 20_000; i++) {
      Double d = e.nextValue();
      assertThat(d).isNotNegative();
      sum += d;
    }
    assertThat(sum / 20_000).isBetween(45.0, 55.0);
    assertThat(e.mean()).isEqualTo(50.0);
  }

  @Test
  void hotspotKeepsItsParametersAndConstantIsAnInteger() {
    HotspotIntegerGenerator h = new HotspotIntegerGenerator(5, 104, 0.2, 0.8);
    assertThat(h.getLowerBound()).isEqualTo(5);
    assertThat(h.getUpperBound()).isEqualTo(104);
    assertThat(h.getHotsetFraction()).isEqualTo(0.2);
    assertThat(h.getHotOpnFraction()).isEqualTo(0.8);
    assertThat(h.nextValue()).isBetween(5L, 104L);
    assertThat(new ConstantIntegerGenerator(3).nextValue()).isEqualTo(3);
  }

  @Test
  void fileGeneratorReadsLinesThenNullAndStartsAgainOnReload(@TempDir Path dir) throws Exception {
    Path f = Files.writeString(dir.resolve("keys.txt"), "user1\nuser2\n");
    FileGenerator g = new FileGenerator(f.toString());
    assertThat(g.nextValue()).isEqualTo("user1");
    assertThat(g.nextValue()).isEqualTo("user2");
    assertThat(g.lastValue()).isEqualTo("user2");
    assertThat(g.nextValue()).isNull();
    g.reloadFile();
    assertThat(g.nextString()).isEqualTo("user1");
  }
}
