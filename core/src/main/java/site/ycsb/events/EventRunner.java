package site.ycsb.events;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import site.ycsb.config.IoProblem;
import site.ycsb.intervallog.EventLine;

/**
 * Runs a phase's timed events from a thread of its own, never from a worker: at each event's time
 * its command starts in its own process ({@code /bin/sh -c}), output to a file beside the interval
 * log; its start, end and exit status go as typed {@link EventLine}s to the log and the live
 * listeners (through {@code changes}: the reporter places them between intervals), to stderr next to
 * the status lines, and to the report. A command that fails
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
  private final Consumer<EventLine> changes;
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
   * @param changes receives each event's change of state, for the interval log and the live listeners
   */
  public EventRunner(EventSchedule schedule, String outputBase, Consumer<EventLine> changes, PrintStream err,
      LongSupplier operationsDone, long operationsPlanned) {
    this.schedule = schedule;
    this.outputBase = outputBase;
    this.changes = changes;
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
      try {
        poll();
      } catch (OutOfMemoryError e) {
        // the heap nearly exhausted (the heap watcher stops the run and says so): the next poll tries again
      }
      LockSupport.parkNanos(this, POLL_NANOS);
    }
  }

  private void poll() {
    long now = System.nanoTime();
    long elapsedMs = TimeUnit.NANOSECONDS.toMillis(now - startNanos);
    long done = operationsDone.getAsLong();
    for (int i = 0; i < events.size(); i++) {
      Running r = events.get(i);
      if (r.startNanos < 0 && r.spec.due(elapsedMs, System.currentTimeMillis(), done, operationsPlanned)) {
        launch(r, now);
      } else if (r.process != null && r.endNanos < 0) {
        watch(r, now);
      }
    }
  }

  private void launch(Running r, long now) {
    r.startNanos = now;
    Path out = Path.of(outputBase + "-event" + r.spec.id() + ".out");
    try {
      r.process = new ProcessBuilder("/bin/sh", "-c", r.spec.command()).redirectErrorStream(true)
          .redirectOutput(out.toFile()).start();
      r.outcome = "running";
      record(EventLine.started(r.spec.id(), seconds(now), r.spec.when(), out.toString(), r.spec.command()), r);
    } catch (IOException | RuntimeException e) {
      r.endNanos = now;
      r.outcome = "failed: " + IoProblem.describe(e);
      record(EventLine.failed(r.spec.id(), seconds(now), IoProblem.describe(e), r.spec.command()), r);
    }
  }

  private void watch(Running r, long now) {
    if (!r.process.isAlive()) {
      r.endNanos = now;
      r.outcome = "exit=" + r.process.exitValue();
      record(EventLine.ended(r.spec.id(), seconds(now), r.process.exitValue()), r);
    } else if (now - r.startNanos > TimeUnit.SECONDS.toNanos(schedule.timeoutSeconds())) {
      kill(r.process);
      r.endNanos = now;
      r.outcome = "timeout";
      record(EventLine.timeout(r.spec.id(), seconds(now), schedule.timeoutSeconds()), r);
    }
  }

  private static void kill(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  private double seconds(long nanos) {
    return (nanos - startNanos) / 1e9;
  }

  private void record(EventLine e, Running r) {
    changes.accept(e);
    String detail = e.starts() ? r.spec.command()
        : e.detail() + (e.command().isEmpty() ? "" : " command=" + e.command());
    err.println(String.format(Locale.ROOT, "[EVENT] %.1f sec: event %d (%s) %s: %s", e.seconds(), r.spec.id(),
        r.spec.when(), e.state(), detail));
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
          record(EventLine.detached(r.spec.id(), seconds(now)), r);
        } else if (r.endNanos < 0) {
          kill(r.process);
          r.outcome = "unfinished";
          record(EventLine.unfinished(r.spec.id(), seconds(now)), r);
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
