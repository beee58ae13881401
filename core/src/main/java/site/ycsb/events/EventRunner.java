package site.ycsb.events;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import site.ycsb.config.IoProblem;

/**
 * Runs a phase's timed events from a thread of its own, never from a worker: at each event's time
 * its command starts in its own process ({@code /bin/sh -c}), output to a file beside the interval
 * log; its start, end and exit status go to the log (through {@code logComment}, which places them
 * between intervals), to stderr next to the status lines, and to the report. A command that fails
 * or hangs never stops the run: after {@code events.timeout} it is killed, and at the end of the
 * phase one still running is killed too (with a warning), or left running with {@code events.detach};
 * all of it is recorded.
 */
public final class EventRunner {
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
  /** Words of a command that starts something: a server, a container, a node, a connection. */
  private static final Pattern STARTING = Pattern.compile(
      "(?i)(^|[\\s/;&|])(start|restart|up|unpause|resume|connect|run|bootstrap)($|[\\s;&|])");

  private final EventSchedule schedule;
  private final String outputBase;
  private final BiConsumer<String, String> logComment;
  private final PrintStream err;
  private final LongSupplier operationsDone;
  private final long operationsPlanned;
  private final List<Running> events = new ArrayList<>();
  private long startNanos;
  private Thread thread;
  private volatile boolean finishing;

  /** One event's state; touched by the runner's thread, then read after it has ended. */
  private static final class Running {
    final EventSpec spec;
    Process process;
    long startNanos = -1;
    long endNanos = -1;
    String outcome = "not reached";

    Running(EventSpec spec) {
      this.spec = spec;
    }
  }

  /**
   * @param outputBase path prefix of the events' output files ({@code <base>-event<id>.out})
   * @param logComment receives (kind, body) of each comment line for the interval log
   */
  public EventRunner(EventSchedule schedule, String outputBase, BiConsumer<String, String> logComment, PrintStream err,
      LongSupplier operationsDone, long operationsPlanned) {
    this.schedule = schedule;
    this.outputBase = outputBase;
    this.logComment = logComment;
    this.err = err;
    this.operationsDone = operationsDone;
    this.operationsPlanned = operationsPlanned;
    schedule.events().forEach(e -> events.add(new Running(e)));
  }

  /** Starts watching the clock; the phase started at {@code phaseStartNanos}. */
  public void start(long phaseStartNanos) {
    this.startNanos = phaseStartNanos;
    thread = new Thread(this::loop, "ycsb-events");
    thread.setDaemon(true);
    thread.start();
  }

  private void loop() {
    while (!finishing) {
      long now = System.nanoTime();
      long elapsedMs = TimeUnit.NANOSECONDS.toMillis(now - startNanos);
      long done = operationsDone.getAsLong();
      for (Running r : events) {
        if (r.startNanos < 0 && r.spec.due(elapsedMs, System.currentTimeMillis(), done, operationsPlanned)) {
          launch(r, now);
        } else if (r.process != null && r.endNanos < 0) {
          watch(r, now);
        }
      }
      LockSupport.parkNanos(this, POLL_NANOS);
    }
  }

  private void launch(Running r, long now) {
    r.startNanos = now;
    Path out = Path.of(outputBase + "-event" + r.spec.id() + ".out");
    try {
      r.process = new ProcessBuilder("/bin/sh", "-c", r.spec.command()).redirectErrorStream(true)
          .redirectOutput(out.toFile()).start();
      r.outcome = "running";
      record(r, now, "started", "when=" + r.spec.when() + " output=" + out + " command=" + r.spec.command());
    } catch (IOException | RuntimeException e) {
      r.endNanos = now;
      r.outcome = "failed: " + IoProblem.describe(e);
      record(r, now, "failed", "error=" + IoProblem.describe(e) + " command=" + r.spec.command());
    }
  }

  private void watch(Running r, long now) {
    if (!r.process.isAlive()) {
      r.endNanos = now;
      r.outcome = "exit=" + r.process.exitValue();
      record(r, now, "ended", r.outcome);
    } else if (now - r.startNanos > TimeUnit.SECONDS.toNanos(schedule.timeoutSeconds())) {
      kill(r.process);
      r.endNanos = now;
      r.outcome = "timeout";
      record(r, now, "timeout", "after=" + schedule.timeoutSeconds() + "s (events.timeout): killed");
    }
  }

  private static void kill(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  private void record(Running r, long now, String state, String detail) {
    double t = (now - startNanos) / 1e9;
    logComment.accept("event", String.format(Locale.ROOT, "id=%d state=%s time=%.3f %s", r.spec.id(), state, t,
        detail));
    err.println(String.format(Locale.ROOT, "[EVENT] %.1f sec: event %d (%s) %s: %s", t, r.spec.id(), r.spec.when(),
        state, state.equals("started") ? r.spec.command() : detail));
  }

  /**
   * Why a command killed at the phase's end matters: one that was starting something (a server's
   * restart) takes what it started down with it, and the database stays down after the run.
   */
  static String killedWarning(EventSpec spec) {
    String what = STARTING.matcher(spec.command()).find()
        ? "it looks like it was starting something, which may now be left down or half-started"
        : "whatever it had not finished is left undone";
    return "[WARN] event " + spec.id() + " (" + spec.when() + ": " + spec.command() + ") was still running when the"
        + " phase ended and was killed with the processes it started: " + what + "; allow for its time (an earlier"
        + " event, a longer run) or set events.detach=true to leave it running past the phase";
  }

  /** Stops the runner at the phase's end: a command still running is killed; returns what happened. */
  public List<EventRecord> finish() {
    finishing = true;
    if (thread != null) {
      LockSupport.unpark(thread);
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    long now = System.nanoTime();
    List<EventRecord> out = new ArrayList<>();
    for (Running r : events) {
      if (r.process != null && r.endNanos < 0) {
        watch(r, now);
        if (r.endNanos < 0 && schedule.detach()) {
          r.outcome = "detached";
          record(r, now, "detached", "still running at the end of the phase: left running (events.detach=true)");
        } else if (r.endNanos < 0) {
          kill(r.process);
          r.outcome = "unfinished";
          record(r, now, "unfinished", "still running at the end of the phase: killed");
          err.println(killedWarning(r.spec));
        }
      }
      if (r.startNanos < 0 && r.spec.due(TimeUnit.NANOSECONDS.toMillis(now - startNanos), System.currentTimeMillis(),
          operationsDone.getAsLong(), operationsPlanned)) {
        r.outcome = "not run: the phase ended as it fell due";
      }
      long startMs = r.startNanos < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(r.startNanos - startNanos);
      long durationMs = r.endNanos < 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(r.endNanos - r.startNanos);
      out.add(new EventRecord(r.spec.id(), r.spec.when(), r.spec.command(), startMs, durationMs, r.outcome));
    }
    return out;
  }
}
