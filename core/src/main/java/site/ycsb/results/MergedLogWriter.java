package site.ycsb.results;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.intervallog.EventLine;
import site.ycsb.intervallog.IntervalLogWriter;

/**
 * Writes merged windows as an ordinary HdrHistogram interval log (HdrHistogram's tools read it)
 * with the comment lines of docs/interval-log.md, so {@code bin/ycsb report} reads it like a
 * client's log. The header lists every input log and its facts. The file appears only when
 * complete: it is written beside the target and moved into place at the end.
 */
public final class MergedLogWriter implements Consumer<Window>, AutoCloseable {
  /** Meta keys that belong to one client, listed per input instead. */
  private static final Set<String> PER_CLIENT = Set.of("host", "pid", "client.id", "client.index", "command",
      "start", "start.epochms", "threads", "target");

  private final Path target;
  private final Path temp;
  private final PrintStream out;
  private final IntervalLogWriter writer;
  private final List<LogInfo> logs;
  private final String version;
  private long baseMs = Long.MIN_VALUE;
  private boolean done;

  /**
   * @param target the merged log to write (replaced when it exists)
   * @param secret which property names are secret
   * @param version the tool version, for the header
   */
  public MergedLogWriter(Path target, List<LogInfo> logs, Predicate<String> secret, String version) {
    this.target = target;
    this.logs = logs.stream().map(l -> l.masked(secret)).toList();
    this.version = version;
    try {
      if (Files.isDirectory(target)) {
        throw new IOException("is a directory; expected a file name");
      }
      for (LogInfo l : logs) {
        if (Files.exists(target) && Files.isSameFile(l.file(), target) && l.format() != LogInfo.Format.MERGED) {
          throw new IOException("is one of the logs to merge");
        }
      }
      temp = AtomicFile.tempBeside(target);
      out = new PrintStream(new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16), false,
          StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("-o " + target + ": cannot write the merged log (" + IoProblem.describe(e) + ")");
    }
    writer = new IntervalLogWriter(out);
  }

  @Override
  public void accept(Window w) {
    if (w.empty() && w.events().isEmpty()) {
      return;
    }
    if (baseMs == Long.MIN_VALUE) {
      baseMs = w.startMs();
      header();
    }
    for (LoggedEvent e : w.events()) {
      writer.clientEvent(new EventLine(e.id(), e.state(), seconds(e.timeMs()), e.clientId(), e.when(), e.command(),
          e.detail()));
    }
    // a window where some clients still warm up holds two entries: the warm-up part, then the rest
    // (a client in both counts once, with the first)
    part(w, w.warmup(), true, w.warmup().clients());
    Set<String> onlyMeasured = new HashSet<>(w.measured().clientIds());
    onlyMeasured.removeAll(w.warmup().clientIds());
    part(w, w.measured(), false, onlyMeasured.size() + w.measured().mergedClients());
  }

  private void part(Window w, WindowPart p, boolean warmup, int clients) {
    if (p.intervals() == 0) {
      return;
    }
    if (warmup) {
      writer.warmupInterval();
    }
    writer.window(seconds(p.firstStartMs()), seconds(p.lastEndMs()), clients, p.clientMs() / 1000.0);
    // encoding is most of a merge's work: the window's histograms are encoded on all cores
    List<Map.Entry<String, IntervalHistogram>> metrics = new ArrayList<>(Ordered.byMetric(p.histograms()).entrySet());
    String[] lines = new String[metrics.size()];
    IntStream.range(0, lines.length).parallel().forEach(i -> lines[i] = histogramLine(metrics.get(i).getKey(),
        metrics.get(i).getValue().toHistogram(), seconds(w.startMs()), w.lengthMs() / 1000.0));
    for (String line : lines) {
      writer.encoded(line);
    }
    Ordered.byMetric(p.statuses()).forEach((op, counts) ->
        writer.status(op, seconds(w.startMs()), w.lengthMs() / 1000.0, counts));
    if (!Double.isNaN(p.targetOps()) && p.clientMs() > 0) {
      // the clients' targets together, so that reading it back as a window of `clients` gives targetOps again
      writer.target(seconds(w.startMs()), w.lengthMs() / 1000.0, p.targetOps() * clients / (p.clientMs() / 1000.0));
    }
  }

  /** One histogram line as HdrHistogram's HistogramLogWriter writes it (see IntervalLogWriter.encode). */
  static String histogramLine(String tag, Histogram h, double startSeconds, double lengthSeconds) {
    return IntervalLogWriter.encode(tag, h, startSeconds, lengthSeconds);
  }

  private double seconds(long epochMs) {
    return (epochMs - baseMs) / 1000.0;
  }

  private void header() {
    long start = logs.stream().mapToLong(LogInfo::startMs).filter(t -> t > 0).min().orElse(baseMs);
    Map<String, String> shared = RunData.sharedProperties(logs);
    List<Map<String, String>> inputs = new ArrayList<>();
    for (LogInfo l : logs) {
      if (l.format() == LogInfo.Format.MERGED) {
        inputs.addAll(l.inputs());
        continue;
      }
      Map<String, String> facts = new LinkedHashMap<>();
      facts.put("file", l.file().toAbsolutePath().normalize().toString());
      facts.putAll(new TreeMap<>(l.meta()));
      facts.putIfAbsent("client.id", l.clientId());
      facts.putIfAbsent("start.epochms", Long.toString(l.startMs()));
      l.properties().forEach((k, v) -> {
        if (!v.equals(shared.get(k))) {
          facts.put("property." + k, v);
        }
      });
      inputs.add(facts);
    }
    writer.mergedTitle(inputs.size());
    Map<String, String> meta = new TreeMap<>();
    for (LogInfo l : logs) {
      l.meta().forEach((k, v) -> {
        if (!PER_CLIENT.contains(k) && logs.stream().allMatch(o -> v.equals(o.meta().get(k)))) {
          meta.put(k, v);
        }
      });
    }
    meta.put("version", version);
    meta.put("merged.logs", Integer.toString(inputs.size()));
    meta.put("threads", Long.toString(sum(inputs, "threads")));
    IntervalLogWriter.putStart(meta, start);
    meta.put("interval.seconds", trim(logs.get(0).intervalMs() / 1000.0));
    meta.put("significantdigits", Integer.toString(logs.get(0).significantDigits()));
    meta.put("unit", logs.get(0).unit());
    meta.put("warmup.seconds", Long.toString(logs.stream().mapToLong(LogInfo::warmupSeconds).max().orElse(0)));
    meta.forEach(writer::meta);
    shared.forEach((k, v) -> {
      if (inputs.stream().noneMatch(i -> i.containsKey("property." + k))) {
        writer.property(k, v);
      }
    });
    for (int i = 0; i < inputs.size(); i++) {
      int n = i + 1;
      inputs.get(i).forEach((k, v) -> writer.input(n, k, v));
    }
    writer.windowsNote(trim(logs.get(0).intervalMs() / 1000.0));
    writer.histogramHeader(start, baseMs);
  }

  private static long sum(List<Map<String, String>> inputs, String key) {
    long n = 0;
    for (Map<String, String> i : inputs) {
      try {
        n += Long.parseLong(i.getOrDefault(key, "0"));
      } catch (NumberFormatException e) {
        // a log without the fact adds nothing
      }
    }
    return n;
  }

  private static String trim(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  /** Writes the end line (when every input ended normally) and moves the log into place. */
  public void finish(List<LogReader.End> ends) {
    if (baseMs == Long.MIN_VALUE) {
      baseMs = logs.get(0).startMs();
      header();
    }
    if (!ends.isEmpty() && ends.stream().allMatch(e -> e != null && e.operations() >= 0)) {
      long time = ends.stream().mapToLong(LogReader.End::timeMs).max().orElse(baseMs);
      long ops = ends.stream().mapToLong(LogReader.End::operations).sum();
      String stop = ends.stream().map(LogReader.End::stop).filter(s -> !"COMPLETED".equals(s)).findFirst()
          .orElse("COMPLETED");
      writer.end(seconds(time), stop, ops, ends.stream().mapToLong(LogReader.End::skipped).sum());
    }
    out.flush();
    if (out.checkError()) {
      throw new UsageException("-o " + target + ": cannot write the merged log (a write failed: disk full?)");
    }
    out.close();
    try {
      AtomicFile.moveIntoPlace(temp, target);
    } catch (IOException e) {
      throw new UsageException("-o " + target + ": cannot write the merged log (" + IoProblem.describe(e) + ")");
    }
    done = true;
  }

  public Path target() {
    return target;
  }

  /** Removes the partial file unless {@link #finish} completed. */
  @Override
  public void close() {
    if (!done) {
      out.close();
      try {
        Files.deleteIfExists(temp);
      } catch (IOException ignored) {
        // a leftover hidden .part file is all that remains
      }
    }
  }
}
