package site.ycsb.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.model.ClientFigures;

/**
 * The interval logs of one run: N clients, or several runs of one client, checked to belong
 * together and merged by wall-clock window. Windows have the clients' interval length and are
 * aligned to absolute time (window k covers {@code [k*W, (k+1)*W)} milliseconds since the epoch);
 * a client interval goes whole into the window that holds its midpoint, so every recorded value
 * lands in exactly one window and the merge is exact. The logs are streamed: at any time one
 * interval per log is in memory.
 */
public final class LogSet implements AutoCloseable {
  private final List<Source> sources;
  private final long windowMs;
  private final int significantDigits;
  private final List<String> notes;
  private final List<LoggedEvent> events = new ArrayList<>();
  private final List<LoggedEvent> pendingEvents = new ArrayList<>();
  private final ClientFigures.Sum client = new ClientFigures.Sum();
  /** Client id to the time span each log holds of it so far. */
  private final Map<String, Map<Source, long[]>> spans = new HashMap<>();

  /** One log being read. */
  private static final class Source {
    final LogReader reader;
    final Set<String> clientIds;
    LoggedInterval pending;
    long pendingWindow;

    Source(LogReader reader) {
      this.reader = reader;
      this.clientIds = new HashSet<>(reader.info().clientIds());
    }
  }

  private LogSet(List<Source> sources, long windowMs, int significantDigits, List<String> notes) {
    this.sources = sources;
    this.windowMs = windowMs;
    this.significantDigits = significantDigits;
    this.notes = notes;
  }

  /**
   * Opens the logs named by {@code paths} (files, or directories whose {@code *.hdr} files are
   * read) and checks that they make one run.
   *
   * @param phase only logs of this phase ({@code load} or {@code run}), or null for any single phase
   */
  public static LogSet open(List<String> paths, String phase) {
    return open(paths, phase, false);
  }

  /**
   * As {@link #open(List, String)}; with {@code force}, logs of different bindings or workloads, or
   * of clients that did not run at the same time, are merged too.
   */
  public static LogSet open(List<String> paths, String phase, boolean force) {
    List<String> notes = new ArrayList<>();
    List<LogReader> readers = new ArrayList<>();
    try {
      for (Path file : resolve(paths)) {
        LogReader r = LogReader.open(file);
        if (r.perMetricCopy()) {
          notes.add(file + ": the per-metric copy of another log (hdrhistogram.log.pertag): left out");
          r.close();
        } else if (phase != null && !phase.equals(r.info().phase())) {
          r.close();
        } else {
          readers.add(r);
        }
      }
      if (readers.isEmpty()) {
        throw new UsageException(String.join(" ", paths) + ": no interval log"
            + (phase == null ? "" : " of the " + phase + " phase") + " found");
      }
      if (phase == null) {
        keepRunPhaseOfLoadRun(readers, notes);
      }
      readers.sort(BY_CLIENT);
      dropMergedCopies(readers, notes);
      checkTogether(readers);
      if (!force) {
        RelatedLogs.check(readers);
      }
      List<Source> sources = new ArrayList<>();
      readers.forEach(r -> sources.add(new Source(r)));
      LogInfo first = readers.get(0).info();
      return new LogSet(sources, first.intervalMs(), first.significantDigits(), notes);
    } catch (RuntimeException e) {
      readers.forEach(LogReader::close);
      throw e;
    }
  }

  /**
   * Logs in the order of their clients: by {@code client.index}, then client id, then start (a
   * directory lists files by name, and a name begins with its start time, whichever client it is).
   */
  private static final Comparator<LogReader> BY_CLIENT = Comparator
      .comparingLong((LogReader r) -> parse(r.info().meta().get("client.index")))
      .thenComparing(r -> r.info().clientId())
      .thenComparingLong(r -> r.info().startMs());

  /**
   * Logs of both phases (a folder after {@code loadrun}, or after {@code load} and {@code run}) and
   * no {@code --phase}: the run phase is the one to report, said in a note.
   */
  private static void keepRunPhaseOfLoadRun(List<LogReader> readers, List<String> notes) {
    Set<String> phases = new HashSet<>();
    readers.forEach(r -> phases.add(r.info().phase()));
    if (!phases.equals(Set.of("load", "run"))) {
      return;
    }
    long load = readers.stream().filter(r -> r.info().phase().equals("load")).count();
    readers.removeIf(r -> {
      boolean loadLog = r.info().phase().equals("load");
      if (loadLog) {
        r.close();
      }
      return loadLog;
    });
    notes.add("logs of both phases given: the run phase's " + readers.size() + " log(s) are read, the load"
        + " phase's " + load + " left out (--phase load reads those)");
  }

  /** Files as given; directories to their {@code *.hdr} files, by name; each file once. */
  public static List<Path> resolve(List<String> paths) {
    Set<Path> out = new LinkedHashSet<>();
    Set<Path> seen = new HashSet<>();
    for (String arg : paths) {
      Path p = Path.of(arg);
      List<Path> files;
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.list(p)) {
          files = s.filter(f -> f.getFileName().toString().endsWith(".hdr") && Files.isRegularFile(f)).sorted()
              .toList();
        } catch (IOException e) {
          throw new UsageException(arg + ": cannot list the directory (" + IoProblem.describe(e) + ")");
        }
        if (files.isEmpty()) {
          throw new UsageException(arg + ": no interval logs (*.hdr) in this directory");
        }
      } else if (Files.isRegularFile(p)) {
        files = List.of(p);
      } else {
        throw new UsageException(arg + ": no such file or directory; expected an interval log or a directory of them");
      }
      for (Path f : files) {
        Path real;
        try {
          real = f.toRealPath();
        } catch (IOException e) {
          real = f.toAbsolutePath().normalize();
        }
        if (seen.add(real)) {
          out.add(f);
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** A merged log whose inputs are all given too (a results folder after merge) would count twice. */
  private static void dropMergedCopies(List<LogReader> readers, List<String> notes) {
    Set<String> direct = new HashSet<>();
    for (LogReader r : readers) {
      if (r.info().format() != LogInfo.Format.MERGED) {
        direct.add(identity(r.info().clientId(), r.info().startMs()));
      }
    }
    for (Iterator<LogReader> it = readers.iterator(); it.hasNext(); ) {
      LogReader r = it.next();
      LogInfo info = r.info();
      if (info.format() != LogInfo.Format.MERGED || readers.size() == 1) {
        continue;
      }
      List<String> ids = info.inputs().stream()
          .map(i -> identity(i.getOrDefault("client.id", "?"), parse(i.get("start.epochms")))).toList();
      long given = ids.stream().filter(direct::contains).count();
      if (given == ids.size()) {
        notes.add(info.file() + ": merged from logs that are given too: left out, so nothing counts twice");
        r.close();
        it.remove();
      } else if (given > 0) {
        throw new UsageException(info.file() + ": merged from some of the other logs given (client ids "
            + String.join(", ", info.clientIds()) + "); expected each client's log once");
      }
    }
  }

  private static String identity(String clientId, long startMs) {
    return clientId + "@" + startMs;
  }

  private static long parse(String s) {
    try {
      return s == null ? -1 : Long.parseLong(s);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** One phase, one precision, one unit, one interval length, each client's log once. */
  private static void checkTogether(List<LogReader> readers) {
    LogInfo a = readers.get(0).info();
    Map<String, LogInfo> byIdentity = new HashMap<>();
    for (LogReader r : readers) {
      LogInfo b = r.info();
      if (!a.phase().equals(b.phase())) {
        throw new UsageException(a.file() + " is a " + name(a.phase()) + " log, " + b.file() + " a " + name(b.phase())
            + " log; expected logs of one phase (name the files, or add --phase run)");
      }
      if (a.significantDigits() != b.significantDigits()) {
        throw new UsageException(a.file() + " has " + a.significantDigits() + " significant digits, " + b.file() + " "
            + b.significantDigits() + "; expected logs of one precision (hdrhistogram.significantdigits)");
      }
      if (!a.unit().equals(b.unit())) {
        throw new UsageException(a.file() + " records latency in " + a.unit() + ", " + b.file() + " in " + b.unit()
            + "; expected one unit");
      }
      if (a.intervalMs() != b.intervalMs()) {
        throw new UsageException(a.file() + " has " + a.intervalMs() / 1000.0 + " s intervals, " + b.file() + " "
            + b.intervalMs() / 1000.0 + " s; expected one measurement.interval.seconds");
      }
      for (String id : b.clientIds()) {
        LogInfo other = byIdentity.put(identity(id, b.startMs()), b);
        if (other != null) {
          throw new UsageException(other.file() + " and " + b.file() + " both claim client id " + id
              + " from the same start; expected each client's log once");
        }
      }
    }
  }

  private static String name(String phase) {
    return phase.isEmpty() ? "(phase unknown)" : phase;
  }

  public List<LogInfo> logs() {
    return sources.stream().map(s -> s.reader.info()).toList();
  }

  /** The end line of each log, in the order of {@link #logs()} (null: cut short); valid after streaming. */
  public List<LogReader.End> ends() {
    return sources.stream().map(s -> s.reader.end()).toList();
  }

  public long windowMs() {
    return windowMs;
  }

  public int significantDigits() {
    return significantDigits;
  }

  /** Things the user should know about the input (skipped files, cut-off lines); complete after streaming. */
  public List<String> notes() {
    List<String> all = new ArrayList<>(notes);
    sources.forEach(s -> all.addAll(s.reader.notes()));
    return all;
  }

  /** Every event of every log, in time order; complete after streaming. */
  public List<LoggedEvent> events() {
    return Collections.unmodifiableList(events);
  }

  /**
   * Streams the windows in time order, from the first to the last window holding an interval, with
   * an empty window ({@code intervals == 0}) for each gap, so a series over them is continuous.
   */
  public void forEachWindow(Consumer<Window> sink) {
    for (Source s : sources) {
      advance(s, Long.MIN_VALUE);
    }
    long previous = Long.MIN_VALUE;
    while (true) {
      long w = Long.MAX_VALUE;
      for (Source s : sources) {
        if (s.pending != null) {
          w = Math.min(w, s.pendingWindow);
        }
      }
      if (w == Long.MAX_VALUE) {
        return;
      }
      if (previous != Long.MIN_VALUE) {
        for (long gap = previous + 1; gap < w; gap++) {
          sink.accept(build(gap, new WindowPart.Accumulator(), new WindowPart.Accumulator(), false));
        }
      }
      WindowPart.Accumulator warmup = new WindowPart.Accumulator();
      WindowPart.Accumulator measured = new WindowPart.Accumulator();
      for (Source s : sources) {
        while (s.pending != null && s.pendingWindow == w) {
          checkNotClaimedTwice(s, s.pending);
          LogInfo info = s.reader.info();
          (s.pending.warmup() ? warmup : measured).add(s.pending,
              info.format() == LogInfo.Format.MERGED ? null : info.clientId());
          addClient(s.pending);
          advance(s, w);
        }
      }
      boolean last = sources.stream().allMatch(s -> s.pending == null);
      sink.accept(build(w, warmup, measured, last));
      previous = w;
    }
  }

  /** A measured interval's client figures, added as the engine adds them (model.ClientFigures.Sum). */
  private void addClient(LoggedInterval i) {
    if (i.warmup() || i.client() == null) {
      return;
    }
    client.add(i.client(), i.hiccups() == null ? null : i.hiccups().toHistogram(),
        OperationCounts.transactions(OperationCounts.of(i)), i.targetOpsPerSecond());
  }

  /**
   * The clients' own figures over the measured intervals of every log, added (read after {@link
   * #forEachWindow}); null when no log holds them. Heap pressure: a log that ended HEAP_EXHAUSTED.
   */
  public ClientFigures clientFigures() {
    if (client.isEmpty()) {
      return null;
    }
    return client.heapPressure(ends().stream().anyMatch(e -> e != null && "HEAP_EXHAUSTED".equals(e.stop())))
        .figures();
  }

  /** Two logs may hold one client id (several runs of one client), but never for the same time. */
  private void checkNotClaimedTwice(Source s, LoggedInterval i) {
    long end = i.startMs() + i.lengthMs();
    for (String id : s.clientIds) {
      Map<Source, long[]> byLog = spans.computeIfAbsent(id, k -> new HashMap<>());
      for (Map.Entry<Source, long[]> other : byLog.entrySet()) {
        long[] span = other.getValue();
        if (other.getKey() != s && i.startMs() < span[1] && span[0] < end) {
          throw new UsageException(other.getKey().reader.info().file() + " and " + s.reader.info().file()
              + " both hold client " + id + " at the same time; expected each client's log once");
        }
      }
      long[] span = byLog.computeIfAbsent(s, k -> new long[] {i.startMs(), end});
      span[0] = Math.min(span[0], i.startMs());
      span[1] = Math.max(span[1], end);
    }
  }

  private void advance(Source s, long current) {
    s.pending = s.reader.next();
    s.reader.drainEvents(pendingEvents);
    if (s.pending != null) {
      long w = Math.floorDiv(s.pending.midpointMs(), windowMs);
      if (w < current) {
        throw new UsageException(s.reader.info().file() + ": intervals out of time order (one starting at "
            + s.pending.startMs() + " ms after one in a later window); expected a log as a client writes it");
      }
      s.pendingWindow = w;
    }
  }

  private Window build(long w, WindowPart.Accumulator warmup, WindowPart.Accumulator measured, boolean last) {
    List<LoggedEvent> inWindow = new ArrayList<>();
    for (Iterator<LoggedEvent> it = pendingEvents.iterator(); it.hasNext(); ) {
      LoggedEvent e = it.next();
      if (last || Math.floorDiv(e.timeMs(), windowMs) <= w) {
        inWindow.add(e);
        it.remove();
      }
    }
    inWindow.sort((x, y) -> Long.compare(x.timeMs(), y.timeMs()));
    events.addAll(inWindow);
    WindowPart warm = warmup.part();
    WindowPart meas = measured.part();
    WindowPart all = WindowPart.combine(warm, meas);
    // per second of the clients' own time: a client whose last short interval shares a window with a
    // full one adds its time too, so the window's rate is not inflated by it
    Map<String, Double> rates = new HashMap<>();
    double seconds = all.seconds();
    all.operations().forEach((op, n) -> rates.put(op, seconds <= 0 ? 0 : n / seconds));
    return new Window(w, w * windowMs, windowMs, all, warm, meas, rates, inWindow);
  }

  @Override
  public void close() {
    sources.forEach(s -> s.reader.close());
  }
}
