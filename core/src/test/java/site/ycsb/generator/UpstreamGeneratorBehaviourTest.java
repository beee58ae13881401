package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Upstream 0.17.0's generators as code in {@code site.ycsb.generator} (and its callers) meets
 * them: the first values of the timestamp generators and the acknowledged counter's window.
 */
class UpstreamGeneratorBehaviourTest {

  @Test
  void randomDiscreteTimestampsFromAStartBeginOneIntervalBeforeItAsUpstreams() {
    RandomDiscreteTimestampGenerator g = new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1072915200L, 60);
    List<Long> drawn = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      drawn.add(g.nextValue());
    }
    // 1072915140, 1072915200, ..., 1072918680: the hour from one minute before 2004-01-01T00:00Z
    assertThat(drawn).containsExactlyInAnyOrderElementsOf(
        LongStream.rangeClosed(1072915140L, 1072918680L).filter(t -> (t - 1072915140L) % 60 == 0).boxed().toList());
    assertThat(drawn).hasSize(60).doesNotHaveDuplicates();
  }

  @Test
  void randomDiscreteTimestampsOfCoarseUnitsStepInEpochSecondsFromOneIntervalBefore() {
    RandomDiscreteTimestampGenerator g = new RandomDiscreteTimestampGenerator(5, TimeUnit.MINUTES, 1000L, 3);
    assertThat(List.of(g.nextValue(), g.nextValue(), g.nextValue())).containsExactlyInAnyOrder(700L, 1000L, 1300L);
  }

  @Test
  void aTimestampSequenceFromAStartReturnsTheStartFirstWithItsBaseOneIntervalBefore() {
    UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(60, TimeUnit.SECONDS, 1000L);
    assertThat(g.lastValue()).isEqualTo(880L);
    assertThat(g.currentValue()).isEqualTo(940L);
    assertThat(g.nextValue()).isEqualTo(1000L);
    assertThat(g.lastValue()).isEqualTo(940L);
    assertThat(g.nextValue()).isEqualTo(1060L);
  }

  @Test
  void theAcknowledgementWindowIsUpstreamsPackageConstantOfTwoToTheTwentieth() {
    assertThat(AcknowledgedCounterGenerator.WINDOW_SIZE).isEqualTo(1 << 20);
  }

  @Test
  void aCounterStartingNearIntegerMaxAdvancesPastItOverThreeWindowsAcknowledgedOutOfOrder() {
    long start = Integer.MAX_VALUE - 1000L;
    AcknowledgedCounterGenerator g = new AcknowledgedCounterGenerator(start);
    long total = 3L * AcknowledgedCounterGenerator.WINDOW_SIZE;
    ArrayDeque<Long> pending = new ArrayDeque<>();
    ThreadLocalRandom random = ThreadLocalRandom.current();
    for (long i = 0; i < total; i++) {
      pending.add(g.nextValue());
      if (pending.size() == 1000) {
        // acknowledge the oldest, sometimes after the one behind it
        Long first = pending.poll();
        if (random.nextBoolean()) {
          Long second = pending.poll();
          g.acknowledge(second);
          pending.addFirst(first);
        } else {
          g.acknowledge(first);
        }
      }
    }
    assertThat(g.lastValue()).isLessThan(start + total - 1).isGreaterThan((long) Integer.MAX_VALUE);
    pending.forEach(g::acknowledge);
    assertThat(g.lastValue()).isEqualTo(start + total - 1);
  }
}
