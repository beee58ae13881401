package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import site.ycsb.DBException;
import site.ycsb.WorkloadException;
import site.ycsb.config.Secrets;
import site.ycsb.calibrate.Calibration;
import site.ycsb.calibrate.CalibrationReport;
import site.ycsb.calibrate.CalibrationSettings;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.DbLoader;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.results.ConfidenceLines;
import site.ycsb.results.RunStatistics;
import site.ycsb.results.ReportWriter;
import site.ycsb.engine.ToolVersion;
import site.ycsb.measurements.live.LiveMetrics;
import site.ycsb.options.RunOptions;
import site.ycsb.engine.JudgedRun;

/**
 * The command-line program behind {@code site.ycsb.Client} and {@code bin/ycsb}: parses the
 * arguments, runs the phase(s), writes the report, and turns every failure into one line and an
 * exit code (0 done, 1 failed, 2 bad input, 3 a threshold broken; 2 wins over 1, 1 over 3).
 * SIGINT/SIGTERM stop the run and the report is still written.
 */
public final class ClientMain {
  public static final String VERSION = ToolVersion.get();
  public static final int EXIT_OK = 0;
  public static final int EXIT_FAILED = 1;
  public static final int EXIT_USAGE = 2;
  /** The run met its end and its report is complete, but it broke a criterion of {@code thresholds}. */
  public static final int EXIT_THRESHOLDS = 3;

  private final PrintStream out;
  private final PrintStream err;
  private final java.io.InputStream in;
  /** The environment ({@code CI} makes unknown properties an error). */
  private final Map<String, String> env;
  private final AtomicReference<Benchmark> current = new AtomicReference<>();
  private volatile boolean stopped;
  /** The live metrics endpoint of this command, when prometheus.port asks for one. */
  private LiveMetrics live;
  /** The run's folder when this command created it (removed at the end if it stayed empty). */
  private CreatedFolder folder;
  /** The repetition the next phase is (1 to N under repeat=N), 0 when runs are not repeated. */
  private int repeatIndex;

  public ClientMain(PrintStream out, PrintStream err) {
    this(System.in, out, err);
  }

  /** With the input the interactive shell reads. */
  public ClientMain(java.io.InputStream in, PrintStream out, PrintStream err) {
    this(in, out, err, System.getenv());
  }

  /** With the environment the run reads instead of the process's (tests). */
  public ClientMain(java.io.InputStream in, PrintStream out, PrintStream err, Map<String, String> env) {
    this.env = env;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /** Runs the command line; never calls System.exit. */
  public int run(String[] args) {
    CountDownLatch reported = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      stopped = true;
      Benchmark b = current.get();
      if (b != null) {
        err.println("[INFO] stop requested by signal: finishing the current operations and writing the report");
        b.requestStop();
      }
      try {
        reported.await(120, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "ycsb-signal");
    boolean hooked = false;
    try {
      if (args.length > 0 && "-compare".equals(args[0])) {
        return new CompareCommand(out, err).run(java.util.Arrays.copyOfRange(args, 1, args.length));
      }
      if (args.length > 0 && "-study".equals(args[0])) {
        return new StudyCommand(out, err).run(java.util.Arrays.copyOfRange(args, 1, args.length));
      }
      if (args.length > 0 && "-verify".equals(args[0])) {
        return new VerifyCommand(out, err).run(java.util.Arrays.copyOfRange(args, 1, args.length));
      }
      if (args.length > 0 && ("-merge".equals(args[0]) || "-report".equals(args[0]))) {
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        if ("-report".equals(args[0]) && StudyCommand.isStudyReport(rest)) {
          return new StudyCommand(out, err).report(Path.of(rest[0]));
        }
        return "-merge".equals(args[0]) ? new MergeCommand(out, err).run(rest) : new ReportCommand(out, err).run(rest);
      }
      Arguments a = Arguments.parse(args);
      DbLoader loader = new DbLoader(ClientMain.class.getClassLoader());
      if (a.help) {
        new CommandHelp(out).print(a.properties, loader);
        return EXIT_OK;
      }
      Secrets secrets = new Secrets(loader.secretNames());
      err.println("YCSB client " + VERSION);
      String commandLine = secrets.maskCommandLine(args);
      err.println("Command line: " + commandLine);
      if (a.shell) {
        return new Shell(a.properties, loader, out, err).run(in);
      }
      String unknown = warnUnknown(a.properties, loader);
      if (a.loadRun) {
        LoadRunPhases.check(a.properties, ClientMain.class.getClassLoader());
      }
      ThresholdGate gate = a.calibrate ? null : ThresholdGate.of(a.properties, a.loadRun); // refused before anything opens
      live = LiveMetrics.open(Settings.of(a.properties), ClientMain.class.getClassLoader(), err);
      folder = CreatedFolder.of(a, err);
      RunInfo info = new RunInfo(commandLine, String.join(",", a.workloadFiles));
      if (a.calibrate) {
        CalibrationSettings settings = new CalibrationSettings(Settings.of(a.properties));
        try (ReportDestination report = reportDestination(a.properties, false)) {
          Runtime.getRuntime().addShutdownHook(hook);
          hooked = true;
          return calibrate(a.properties, settings, info, report);
        }
      }
      RepeatSettings repeat = RepeatSettings.of(a.properties, a.loadRun);
      RunOutcome outcome = new RunOutcome(Settings.of(a.properties));
      if (unknown != null) {
        outcome.sayAtEnd(unknown + " (repeated from the start)");
      }
      try (ReportDestination runReport = reportDestination(a.properties, false);
          ReportDestination loadReport = a.loadRun ? reportDestination(a.properties, true) : null) {
        Runtime.getRuntime().addShutdownHook(hook);
        hooked = true;
        if (a.loadRun) {
          Properties load = LoadRunPhases.load(a.properties);
          PhaseOutcome loaded = runPhase(load, info, loadReport, null);
          if (outcome.phaseEnded("load", loaded.result(), loaded.reported()) || stopped
              || loaded.result().stopReason() == StopReason.REQUESTED) {
            return outcome.end(err);
          }
          for (int i = 1; i <= repeat.count(); i++) {
            if (i > 1 && repeat.reload()) {
              repeatIndex = 0; // the load is no repetition of the run
              loaded = runPhase(load, info, loadReport, null);
              if (outcome.phaseEnded("load", loaded.result(), loaded.reported()) || stopped
                  || loaded.result().stopReason() == StopReason.REQUESTED) {
                break;
              }
            }
            repeatIndex = repeat.count() > 1 ? i : 0;
            PhaseOutcome ran = runPhase(LoadRunPhases.run(a.properties, load), info, runReport, gate);
            if (outcome.phaseEnded("run", ran.result(), ran.reported()) || stopped
                || ran.result().stopReason() == StopReason.REQUESTED) {
              break;
            }
          }
        } else {
          String earlier = EarlierRuns.warning(a.properties, loader);
          if (earlier != null) {
            err.println(earlier);
            outcome.sayAtEnd(earlier);
          }
          for (int i = 1; i <= repeat.count(); i++) {
            repeatIndex = repeat.count() > 1 ? i : 0;
            PhaseOutcome ran = runPhase(a.properties, info, runReport, gate);
            if (outcome.phaseEnded(ran.result().phase(), ran.result(), ran.reported()) || stopped
                || ran.result().stopReason() == StopReason.REQUESTED) {
              break;
            }
          }
        }
        if (gate != null) {
          gate.sayTableAtEnd(outcome); // the verdict ends the output, below any failure warning
          if (!gate.passed()) {
            outcome.raise(RunOutcome.THRESHOLDS);
          }
        }
      }
      return outcome.end(err);
    } catch (UsageException e) {
      err.println("Error: " + e.getMessage());
      return EXIT_USAGE;
    } catch (DBException | WorkloadException | IOException | RuntimeException e) {
      UsageException usage = UsageException.find(e);
      if (usage != null) {
        err.println("Error: " + usage.getMessage());
        return EXIT_USAGE;
      }
      err.println("Error: " + (e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("")));
      return EXIT_FAILED;
    } finally {
      reported.countDown();
      if (hooked && !stopped) {
        try {
          Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
          // the JVM is exiting: the hook is already running and has been released above
        }
      }
      if (live != null) {
        live.close(!stopped); // after the report: a last scrape may read the final figures
        live = null;
      }
      if (folder != null) {
        folder.removeIfEmpty(); // a run refused at its start leaves no empty folder behind
        folder = null;
      }
    }
  }

  /** Runs {@code calibrate}: its steps, then the table and the answer's triples; exit 3 when no step met the SLA. */
  private int calibrate(Properties props, CalibrationSettings settings, RunInfo info, ReportDestination report)
      throws DBException, WorkloadException, IOException {
    Calibration calibration = new Calibration(props, settings,
        (p, criteria) -> {
          ThresholdGate gate = ThresholdGate.quiet(criteria);
          return new JudgedRun(runPhase(p, info, null, gate).result(), gate.verdict());
        }, err, () -> stopped);
    Calibration.Outcome outcome = calibration.run();
    (report.isText() ? out : err).print(CalibrationReport.table(outcome, settings));
    err.println("[INFO] the steps' interval logs: " + calibration.dir().toAbsolutePath());
    boolean written = report.write(e -> CalibrationReport.write(outcome, settings, calibration.dir().toString(), e), err);
    return !written ? EXIT_FAILED : outcome.chosen() == null ? EXIT_THRESHOLDS : EXIT_OK;
  }

  /** What the interval log's header records about the command line. */
  private record RunInfo(String commandLine, String workloadFiles) {
  }

  private record PhaseOutcome(RunResult result, boolean reported) {
  }

  /**
   * The report's destination: {@code exportfile}, else stdout. With {@code loadrun} the load
   * phase's report goes to the export file's {@code .load} sibling ({@code run.txt} -> {@code
   * run.load.txt}), else to stderr, so stdout holds exactly one report.
   */
  private ReportDestination reportDestination(Properties props, boolean loadOfLoadRun) {
    Settings s = Settings.of(props);
    String exporter = s.get(RunOptions.EXPORTER);
    if (!s.isSet(RunOptions.EXPORT_FILE)) {
      return ReportDestination.toStream(exporter, loadOfLoadRun ? err : out);
    }
    Path file = Path.of(s.get(RunOptions.EXPORT_FILE));
    return ReportDestination.toFile(exporter, "exportfile", loadOfLoadRun ? loadReportFile(file) : file);
  }

  static Path loadReportFile(Path runReport) {
    return LoadRunPhases.loadSibling(runReport);
  }

  /** Whether a signal arrived (then the caller must not call System.exit: the JVM is exiting). */
  public boolean stoppedBySignal() {
    return stopped;
  }

  /** Runs one phase and writes its report (none when {@code report} is null), judged by {@code gate} when given. */
  private PhaseOutcome runPhase(Properties phaseProps, RunInfo info, ReportDestination report, ThresholdGate gate)
      throws DBException, WorkloadException, IOException {
    Properties props = repeatIndex > 0 ? RepeatSettings.forRepetition(phaseProps, repeatIndex) : phaseProps;
    Benchmark.Builder builder = Benchmark.builder(props).out(out).err(err).describe("command", info.commandLine());
    int repetition = repeatIndex;
    if (repetition > 0) {
      builder.describe(RepeatSettings.META, Integer.toString(repetition));
    }
    if (!info.workloadFiles().isEmpty()) {
      builder.describe("workload.files", info.workloadFiles());
    }
    boolean load = !Settings.of(props).get(RunOptions.DO_TRANSACTIONS);
    // said once the phase's settings are checked and its binding is ready, never before an error in them
    builder.listener(new PhaseStartLine(load ? "Loading data..." : "Running the workload...", err));
    if (live != null) {
      builder.listener(live.listener());
    }
    if (gate != null) {
      gate.watch(builder, current::get);
    }
    Benchmark b = builder.build();
    current.set(b);
    if (stopped) {
      b.requestStop();
    }
    RunResult r = b.run();
    if (r.intervalLog() != null) {
      err.println("[INFO] HdrHistogram interval log: " + r.intervalLog().toAbsolutePath());
    }
    String early = PhaseEnd.earlyStop(r, props);
    if (early != null) {
      err.println(early);
    }
    ReportDestination.Report lines = gate == null ? e -> ReportWriter.write(r, e) : gate.report(r);
    if (gate != null) {
      gate.judge(r);
    }
    // the intervals of the figures, from the log just written: the same lines merge and report give
    RunStatistics stats = report == null ? null : ConfidenceLines.ofLog(r, props);
    return new PhaseOutcome(r, report == null || report.write(e -> {
      if (repetition > 0) {
        e.write("REPEAT", "Index", repetition);
      }
      lines.writeTo(e);
      ConfidenceLines.write(r, stats, e);
    }, err));
  }

  /**
   * Warns of the properties nothing reads and returns the warning (null: none); refuses them
   * (exit 2, before any work) when the run is strict ({@link UnknownProperties#strictBecause}).
   */
  private String warnUnknown(Properties props, DbLoader loader) {
    Settings s = Settings.of(props);
    String db = s.get(RunOptions.DB);
    boolean core = s.get(RunOptions.WORKLOAD).equals(RunOptions.WORKLOAD.defaultValue());
    List<String> declared = loader.declaredProperties(db);
    String because = UnknownProperties.strictBecause(props, env);
    if (because != null) {
      List<String> refused = UnknownProperties.refused(props, core, declared);
      if (!refused.isEmpty()) {
        throw new UsageException("properties that nothing reads: " + String.join(", ", refused) + "; refused because "
            + because + " (a misspelt property would run with its default): correct the name, or -p "
            + UnknownProperties.STRICT + "=false to run anyway");
      }
    }
    String warning = UnknownProperties.warning(props, core, declared);
    if (warning != null) {
      err.println(warning);
    }
    return warning;
  }

}
