package site.ycsb.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Intended start times are the schedule's integral; skipped slots are counted, never hidden. */
class SchedulePacerTest {
  private static final RateSchedule RAMP = ScheduleSyntax.parse("target.schedule", "0..10000 over 10s");

  @Test
  void eachSlotIsDueWhenTheSchedulesOperationsReachItsShare() {
    Pacing pacing = new Pacing(RAMP, 4, 1, 0, Catchup.BURST, null);
    for (int thread = 0; thread < 4; thread++) {
      SchedulePacer p = pacing.pacer(0, thread);
      for (long k = 0; k < 1000; k += 97) {
        double seconds = RAMP.timeOf((k + thread / 4.0) * 4);
        assertThat(p.dueOf(k)).isEqualTo((long) (seconds * 1e9));
      }
    }
  }

  @Test
  void theThreadsSlotsInterleaveSoTogetherTheyFollowTheWholeSchedule() {
    Pacing pacing = new Pacing(RAMP, 3, 1, 0, Catchup.BURST, null);
    List<Long> all = new ArrayList<>();
    for (int thread = 0; thread < 3; thread++) {
      SchedulePacer p = pacing.pacer(0, thread);
      for (long k = 0; k < 2000; k++) {
        all.add(p.dueOf(k));
      }
    }
    all.sort(null);
    // the n-th slot of all threads together is the n-th operation of the schedule
    for (int n = 0; n < all.size(); n += 111) {
      assertThat(all.get(n)).isEqualTo((long) (RAMP.timeOf(n) * 1e9));
    }
  }

  @Test
  void aThreadBehindItsScheduleWithSkipDropsEverySlotButTheLatestDueAndCountsThem() {
    RateSchedule hold = RateSchedule.constant(1000);
    long start = System.nanoTime() - TimeUnit.SECONDS.toNanos(2); // two seconds behind already
    SchedulePacer p = new Pacing(hold, 1, 1, 0, Catchup.SKIP, null).pacer(start, 0);
    long due = p.awaitNext(() -> false);
    long now = System.nanoTime();
    long skipped = p.skipped();
    assertThat(skipped).isBetween(1999L, 2000L + TimeUnit.NANOSECONDS.toMillis(now - start - 2_000_000_000L));
    assertThat(due).isEqualTo(p.dueOf(skipped)); // issued the latest slot due: number `skipped`
    assertThat(now - due).isLessThan(TimeUnit.MILLISECONDS.toNanos(1) + (now - start - 2_000_000_000L));
  }

  @Test
  void aThreadBehindItsScheduleWithBurstIssuesEveryLateSlotAndSkipsNone() {
    long start = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);
    List<String> warnings = new ArrayList<>();
    SchedulePacer p = new Pacing(RateSchedule.constant(1000), 1, 1, 0, Catchup.BURST,
        (kind, m) -> warnings.add(m.get())).pacer(start - TimeUnit.SECONDS.toNanos(1), 0);
    for (int k = 0; k < 500; k++) {
      assertThat(p.awaitNext(() -> false)).isEqualTo(p.dueOf(k));
    }
    assertThat(p.skipped()).isZero();
    assertThat(warnings).isNotEmpty().allMatch(w -> w.contains("behind its schedule"));
  }
}
