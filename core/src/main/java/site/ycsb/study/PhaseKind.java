package site.ycsb.study;

import java.util.Locale;

/** What a phase of a plan does, and the bin/ycsb command it runs. */
enum PhaseKind {
  /** Loads the data set ({@code bin/ycsb load}). */
  LOAD,
  /** Finds the highest throughput under the SLA ({@code bin/ycsb calibrate}, its {@code calibrate.*} properties). */
  CALIBRATE,
  /** A run at a fixed target, a share of the calibrated maximum, or a {@code target.schedule}. */
  RUN,
  /** A run with timed events ({@code events} or {@code events.file}): a node killed, added, ... */
  RESILIENCE,
  /** Checks the data read back (issue 35's {@code bin/ycsb verify}). */
  VERIFY;

  String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  static PhaseKind of(String word) {
    for (PhaseKind k : values()) {
      if (k.word().equals(word)) {
        return k;
      }
    }
    return null;
  }

  /** Whether the phase is measured under load and repeated {@code study.repetitions} times. */
  boolean isRun() {
    return this == RUN || this == RESILIENCE;
  }
}
