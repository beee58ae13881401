package site.ycsb.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StudentTTest {
  @Test
  void quantilesMatchThePublishedTables() {
    assertEquals(63.657, StudentT.quantile(0.995, 1), 1e-3);
    assertEquals(3.250, StudentT.quantile(0.995, 9), 1e-3);
    assertEquals(2.262, StudentT.quantile(0.975, 9), 1e-3);
    assertEquals(2.576, StudentT.quantile(0.995, 1e7), 1e-3);
    assertEquals(-3.250, StudentT.quantile(0.005, 9), 1e-3);
  }

  @Test
  void theDistributionFunctionIsOneHalfAtZeroAndInvertsTheQuantile() {
    assertEquals(0.5, StudentT.cdf(0, 4.5), 1e-12);
    assertEquals(0.9, StudentT.cdf(StudentT.quantile(0.9, 17.3), 17.3), 1e-9);
    assertEquals(0.01, StudentT.twoSidedP(3.250, 9), 1e-4);
  }
}
