package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ZetaTest {

  @ParameterizedTest
  @CsvSource({"0.99, 1", "0.99, 1023", "0.99, 1024", "0.99, 5000", "0.99, 2000000", "0.5, 100000", "1.2, 300000"})
  void closedFormMatchesTheExactSum(double theta, long n) {
    double exact = Zeta.exact(n, theta);
    assertThat(new Zeta(theta).of(n)).isCloseTo(exact, within(exact * 1e-12));
  }
}
