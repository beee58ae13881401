package site.ycsb.junit;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import org.opentest4j.AssertionFailedError;
import site.ycsb.DBException;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.BindingFactory;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.engine.JudgedRun;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * A benchmark written as a test: a workload, a binding, a few settings, then {@link #load()} and
 * {@link #run()}, each one engine phase ({@link Benchmark}) returning its {@link RunResult}. Every
 * setting is one of the command line's properties, so a test says what {@code bin/ycsb} would.
 *
 * <pre>{@code RunResult result = YcsbBenchmark.workload("workloads/mixed")
 *     .binding("cassandra").properties(cassandra.properties())
 *     .records(1_000).operations(10_000).threads(4)
 *     .resultsIn(results)
 *     .load().run();}</pre>
 *
 * <p>With {@link #resultsIn} each phase leaves its interval log ({@code load.hdr}, {@code run.hdr}),
 * its text report ({@code .txt}) and its HTML report ({@code .html}) in that directory. Not thread-safe:
 * one test thread builds and runs it.
 *
 * <p>The {@code thresholds}, {@code thresholds.file} and {@code thresholds.abortonfail} properties
 * judge the run phase as {@code bin/ycsb loadrun} judges it (the same reading of them,
 * {@link Thresholds#forPhase}): checked before the load, every interval watched for the {@code !}
 * criteria, and {@link #run()} fails with the threshold table when one is broken.
 */
public final class YcsbBenchmark {
  private final Properties properties;
  private final String workloadFiles;
  private BindingFactory dbFactory;
  private boolean operationsGiven;
  private ResultFiles results;
  private RunResult loadResult;

  private YcsbBenchmark(Properties properties, String workloadFiles) {
    this.properties = properties;
    this.workloadFiles = workloadFiles;
  }

  /**
   * The properties of a workload file, as {@code -P file}: a file (relative to the working
   * directory), else a resource of that name on the class path (a test's {@code src/test/resources}).
   *
   * @throws UsageException naming the file when it is neither
   */
  public static YcsbBenchmark workload(String file) {
    Properties p = new Properties();
    Path path = Path.of(file);
    try {
      if (Files.isRegularFile(path)) {
        try (Reader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
          p.load(r);
        }
      } else {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try (InputStream in = (loader != null ? loader : YcsbBenchmark.class.getClassLoader())
            .getResourceAsStream(file.replaceFirst("^/", ""))) {
          if (in == null) {
            throw new UsageException("workload " + file + ": not found (looked for the file from "
                + Path.of("").toAbsolutePath() + ", then on the class path); expected a workload file such as"
                + " workloads/workloada");
          }
          p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      if (e instanceof UsageException u) {
        throw u;
      }
      throw new UsageException("workload " + file + ": cannot read it (" + e.getMessage() + ")");
    }
    return new YcsbBenchmark(p, file);
  }

  /** These properties (copied) as the workload; none at all means CoreWorkload's defaults. */
  public static YcsbBenchmark workload(Properties workload) {
    Properties p = new Properties();
    p.putAll(workload);
    return new YcsbBenchmark(p, null);
  }

  /** The binding by name, as {@code -db}: {@code cassandra}, {@code memory}, {@code basic}, a class name. */
  public YcsbBenchmark binding(String name) {
    return property("db", name);
  }

  /** Creates the binding (once per client thread) instead of naming it. */
  public YcsbBenchmark binding(BindingFactory factory) {
    this.dbFactory = factory;
    return this;
  }

  /** One property, as {@code -p key=value} (it overrides the workload file's). */
  public YcsbBenchmark property(String key, Object value) {
    properties.setProperty(key, String.valueOf(value));
    return this;
  }

  /** Several properties, such as a container's connection properties. */
  public YcsbBenchmark properties(Map<String, ?> more) {
    more.forEach(this::property);
    return this;
  }

  /** Client threads ({@code threadcount}). */
  public YcsbBenchmark threads(int threads) {
    return property("threadcount", threads);
  }

  /** Records the load inserts and the run chooses keys from ({@code recordcount}). */
  public YcsbBenchmark records(long records) {
    return property("recordcount", records);
  }

  /** Operations of the run phase ({@code operationcount}). */
  public YcsbBenchmark operations(long operations) {
    operationsGiven = true;
    return property("operationcount", operations);
  }

  /**
   * How long the run phase lasts ({@code maxexecutiontime}, whole seconds, at least 1). Without
   * {@link #operations}, the run is bounded by time alone ({@code operationcount=0}), whatever the
   * workload file says: a test that asks for 30 seconds gets 30 seconds.
   */
  public YcsbBenchmark duration(Duration duration) {
    property("maxexecutiontime", Math.max(1, (duration.toMillis() + 999) / 1000));
    if (!operationsGiven) {
      properties.setProperty("operationcount", "0");
    }
    return this;
  }

  /** The first part of the run left out of its figures ({@code measurement.warmup}, whole seconds). */
  public YcsbBenchmark warmup(Duration warmup) {
    return property("measurement.warmup", (warmup.toMillis() + 999) / 1000);
  }

  /** Operations per second for all threads together ({@code target}); latency is then also measured from the schedule. */
  public YcsbBenchmark target(double operationsPerSecond) {
    return property("target", operationsPerSecond);
  }

  /** Asynchronous mode with this many operations in flight per client thread ({@code async.inflight}). */
  public YcsbBenchmark asyncInFlight(int inFlight) {
    return property("async.inflight", inFlight);
  }

  /** Writes each phase's interval log and reports in {@code directory} (created when missing). */
  public YcsbBenchmark resultsIn(Path directory) {
    this.results = new ResultFiles(directory);
    return this;
  }

  /** Writes each phase's interval log and reports in the test's directory (see {@link YcsbExtension}). */
  public YcsbBenchmark resultsIn(ResultsDirectory directory) {
    return resultsIn(directory.path());
  }

  /**
   * Runs the load phase ({@code -load}): inserts the records. Fails the test when any insert
   * failed, since a run over part of the data measures something else.
   */
  public YcsbBenchmark load() {
    runCriteria(); // a criterion the run cannot judge is refused before the load, as on the command line
    RunResult r = phase("load");
    long failed = r.failedOperations();
    if (failed > 0) {
      throw new AssertionFailedError("the load phase failed " + failed + " of " + r.operations()
          + " operations " + r.failuresByStatus() + "; a run over part of the records would measure something"
          + " else" + (results == null ? "" : " (figures in " + results.directory() + ")"));
    }
    loadResult = r;
    return this;
  }

  /**
   * Runs the run phase ({@code -t}) and returns its result. With {@code thresholds} among the
   * properties, fails when one is broken, with the threshold table as the message (the result files
   * are written first, their text report ending with the {@code [THRESHOLD-n]} lines).
   *
   * @throws site.ycsb.config.UsageException (an IllegalArgumentException) for a criterion the run cannot judge
   */
  public RunResult run() {
    return phase("run");
  }

  /** The run phase's criteria, read and checked as the command line reads them. */
  private Thresholds runCriteria() {
    Properties p = new Properties();
    p.putAll(properties);
    p.setProperty("dotransactions", "true");
    return Thresholds.forPhase(p);
  }

  /** The load phase's result, or null before {@link #load()}. */
  public RunResult loadResult() {
    return loadResult;
  }

  /** Where the results go, or null without {@link #resultsIn}. */
  public Path resultsDirectory() {
    return results == null ? null : results.directory();
  }

  private RunResult phase(String phase) {
    Properties p = new Properties();
    p.putAll(properties);
    p.setProperty("dotransactions", Boolean.toString("run".equals(phase)));
    if ("load".equals(phase)) {
      // the run's bounds are not the load's: the load inserts every record
      p.remove("maxexecutiontime");
      p.remove("measurement.warmup");
      p.remove("target");
    }
    if (results != null) {
      p.setProperty("hdrhistogram.fileoutput", "true");
      p.setProperty("hdrhistogram.output.path", results.intervalLog(phase).toString());
    } else if (!properties.containsKey("hdrhistogram.fileoutput")) {
      p.setProperty("hdrhistogram.fileoutput", "false"); // no stray log in the working directory
    }
    Benchmark.Builder builder = Benchmark.builder(p);
    if (dbFactory != null) {
      builder.dbFactory(dbFactory);
    }
    if (workloadFiles != null) {
      builder.describe("workload.files", workloadFiles);
    }
    Thresholds criteria = "run".equals(phase) ? runCriteria() : Thresholds.none();
    RunResult result;
    ThresholdResult verdict = null;
    try {
      if (criteria.isEmpty()) {
        result = builder.build().run();
      } else {
        JudgedRun judged = JudgedRun.run(builder, criteria);
        result = judged.result();
        verdict = judged.verdict();
      }
    } catch (DBException e) {
      throw new IllegalStateException(phase + ": the binding could not start: " + e.getMessage(), e);
    } catch (WorkloadException e) {
      throw new IllegalStateException(phase + ": the workload could not start: " + e.getMessage(), e);
    }
    // objects a phase leaves in its properties (the memory binding's store) carry over to the next, as in loadrun
    p.forEach((k, v) -> {
      if (!(v instanceof String)) {
        properties.put(k, v);
      }
    });
    if (results != null) {
      results.write(result, verdict);
    }
    if (result.stopReason() == StopReason.CLIENT_ERROR || result.stopReason() == StopReason.HEAP_EXHAUSTED) {
      // the command line exits 1 for these: a test must not pass on a run its client cut short
      throw new AssertionFailedError(phase + " phase: stopped early (" + result.stopReason() + "): "
          + (result.stopReason() == StopReason.CLIENT_ERROR ? "a client thread failed; its error is on stderr"
              : "the client's heap ran out") + (results == null ? "" : " (figures in " + results.directory() + ")"));
    }
    if (verdict != null && !verdict.passed()) {
      throw new AssertionFailedError(phase + " phase: " + verdict.table().stripTrailing()
          + (results == null ? "" : "\n(figures in " + results.directory() + ")"));
    }
    return result;
  }
}
