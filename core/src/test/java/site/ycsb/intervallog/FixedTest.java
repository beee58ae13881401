package site.ycsb.intervallog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Fixed decimals as String.format writes them, but a negative zero without its sign. */
class FixedTest {

  @Test
  void numbersAreRoundedToTheirDecimalsAndPadded() {
    assertThat(Fixed.format(12.3456, 3)).isEqualTo("12.346");
    assertThat(Fixed.format(100, 4)).isEqualTo("100.0000");
    assertThat(Fixed.format(-2.5, 1)).isEqualTo("-2.5");
    assertThat(Fixed.format(-0.04, 1)).isEqualTo("0.0");
    assertThat(Fixed.format(0.007, 2)).isEqualTo("0.01");
    assertThat(Fixed.format(7, 0)).isEqualTo("7");
    SplittableRandom rnd = new SplittableRandom(1);
    for (int i = 0; i < 10_000; i++) {
      double v = (rnd.nextDouble() - 0.3) * Math.pow(10, rnd.nextInt(7));
      int d = rnd.nextInt(5);
      String expected = String.format(Locale.ROOT, "%." + d + "f", v);
      if (Math.abs(v * Math.pow(10, d) % 1) != 0.5) { // String.format rounds half-even on exact halves
        String unsigned = expected.matches("-0(\\.0*)?") ? expected.substring(1) : expected;
        assertThat(Fixed.format(v, d)).as("%s", v).isEqualTo(unsigned);
      }
    }
  }
}
