package site.ycsb.engine;

import java.io.PrintStream;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.UsageException;

/**
 * Holds the start of operations until {@code start.at}: clients started a few seconds apart (pods
 * of one job) connect first, then all begin at the same instant and measure the same window.
 */
final class StartGate {
  private StartGate() {
  }

  /** An ISO-8601 instant ({@code 2026-11-23T10:00:00Z}, or with an offset) or epoch milliseconds. */
  static long parse(String value) {
    String v = value.trim();
    if (v.matches("\\d+")) {
      return Long.parseLong(v);
    }
    try {
      return Instant.parse(v).toEpochMilli();
    } catch (DateTimeParseException e) {
      try {
        return OffsetDateTime.parse(v).toInstant().toEpochMilli();
      } catch (DateTimeParseException e2) {
        throw new UsageException("start.at=" + v + ": expected an ISO-8601 instant such as 2026-11-23T10:00:00Z"
            + " or epoch milliseconds");
      }
    }
  }

  /** Waits until {@code epochMs} or a stop request; a start already past begins at once with a warning. */
  static void await(long epochMs, BooleanSupplier stopRequested, PrintStream err) {
    long wait = epochMs - System.currentTimeMillis();
    if (wait <= 0) {
      err.println("[WARN] start.at=" + Instant.ofEpochMilli(epochMs) + " is already " + (-wait)
          + " ms past: starting now");
      return;
    }
    err.println("[INFO] connected; waiting " + TimeUnit.MILLISECONDS.toSeconds(wait) + " s until start.at="
        + Instant.ofEpochMilli(epochMs));
    while (!stopRequested.getAsBoolean()) {
      long left = epochMs - System.currentTimeMillis();
      if (left <= 0) {
        return;
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(Math.min(left, 100)));
    }
  }
}
