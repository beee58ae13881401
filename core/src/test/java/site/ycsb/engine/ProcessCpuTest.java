package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProcessCpuTest {
  @Test
  void userAndSystemTimeAreReadAfterACommandNameWithSpacesAndParentheses() {
    String stat = "4242 (java (x) y) S 1 4242 1 0 -1 4194560 100 0 0 0 731 42 0 0 20 0 30 0 123 456 789";
    assertThat(new ProcessCpu().userSystemMs()).hasSize(2);
    assertThat(ProcessCpu.parseStat(stat)).containsExactly(7310.0, 420.0);
  }
}
