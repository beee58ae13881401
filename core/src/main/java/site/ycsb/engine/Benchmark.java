package site.ycsb.engine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.WorkloadContext;
import site.ycsb.WorkloadException;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Command;
import site.ycsb.config.Props;
import site.ycsb.config.StagePlan;
import site.ycsb.config.RunFolder;
import site.ycsb.config.Secrets;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.events.EventRecord;
import site.ycsb.events.EventRunner;
import site.ycsb.events.EventSchedule;
import site.ycsb.engine.schedule.LoadShape;
import site.ycsb.engine.schedule.Pacing;
import site.ycsb.engine.schedule.RateSchedule;
import site.ycsb.measurements.HdrIntervalLog;
import site.ycsb.measurements.InsertCollisionWatch;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.IntervalReporter;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MeasurementsBinding;
import site.ycsb.measurements.Recorders;
import site.ycsb.options.CoreOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

/**
 * One benchmark phase (load or run), usable as a library: build it from {@link Properties},
 * optionally with your own {@link BindingFactory} or {@link Workload}, call {@link #run()}, read the
 * {@link RunResult}. Holds no static state: any number of benchmarks may run in one JVM, one after
 * the other or side by side. {@link #requestStop()} may be called from any thread (a signal
 * handler, a harness) and still yields a complete result.
 */
public final class Benchmark {
  private final Properties properties;
  private final BindingFactory dbFactory;
  private final Workload workloadInstance;
  private final PrintStream out;
  private final PrintStream err;
  private final ClassLoader classLoader;
  private final Map<String, String> extraMeta;
  private final List<IntervalListener> listeners;
  private final RunControl control = new RunControl();

  private Benchmark(Builder b) {
    this.properties = b.properties;
    this.dbFactory = b.dbFactory;
    this.workloadInstance = b.workload;
    this.out = b.out;
    this.err = b.err;
    this.classLoader = b.classLoader;
    this.extraMeta = Map.copyOf(b.extraMeta);
    this.listeners = List.copyOf(b.listeners);
  }

  public static Builder builder(Properties properties) {
    return new Builder(properties);
  }

  /** Options of a benchmark; only the properties are required. */
  public static final class Builder {
    private final Properties properties;
    private BindingFactory dbFactory;
    private Workload workload;
    private PrintStream out = System.out;
    private PrintStream err = System.err;
    private ClassLoader classLoader = Benchmark.class.getClassLoader();
    private final Map<String, String> extraMeta = new LinkedHashMap<>();
    private final List<IntervalListener> listeners = new ArrayList<>();

    private Builder(Properties properties) {
      this.properties = properties;
    }

    /** Creates the bindings instead of the {@code db} property. */
    public Builder dbFactory(BindingFactory f) {
      this.dbFactory = f;
      return this;
    }

    /** Uses this workload instead of the {@code workload} property (it is initialised by run()). */
    public Builder workload(Workload w) {
      this.workload = w;
      return this;
    }

    /** Where raw samples go when measurement.raw.output_file is not set. */
    public Builder out(PrintStream s) {
      this.out = s;
      return this;
    }

    /** Where status lines and warnings go. */
    public Builder err(PrintStream s) {
      this.err = s;
      return this;
    }

    public Builder classLoader(ClassLoader cl) {
      this.classLoader = cl;
      return this;
    }

    /**
     * Adds a fact to the interval log's header ({@code #[meta key=value]}), such as the workload
     * files the properties came from ({@code workload.files}); never a secret.
     */
    public Builder describe(String key, String value) {
      this.extraMeta.put(key, value);
      return this;
    }

    /**
     * Lets {@code listener} see each drain and log interval of the run, on the reporter thread
     * (never a client thread's): live metrics, checks per interval.
     */
    public Builder listener(IntervalListener listener) {
      this.listeners.add(listener);
      return this;
    }

    public Benchmark build() {
      return new Benchmark(this);
    }
  }

  /** Asks the run to stop: threads finish their current operation, then the result is built. */
  public void requestStop() {
    control.stop(StopReason.REQUESTED);
  }

  /** Asks the run to stop for the caller's reason (a listener's, such as THRESHOLD_BROKEN), as requestStop(). */
  public void requestStop(StopReason reason) {
    if (reason == StopReason.COMPLETED) {
      throw new IllegalArgumentException("COMPLETED is not a reason to stop a run early");
    }
    control.stop(reason);
  }


  /**
   * Runs the phase to its end: operation count, maxexecutiontime, or {@link #requestStop()}.
   *
   * @throws UsageException on a bad property (one-line message)
   * @throws DBException when a binding cannot be initialised
   * @throws WorkloadException when the workload cannot be initialised
   */
  public RunResult run() throws DBException, WorkloadException {
    Properties effective = EffectiveProperties.of(properties);
    try {
      return run(effective);
    } finally {
      EffectiveProperties.carryBackObjects(effective, properties);
    }
  }

  private RunResult run(Properties properties) throws DBException, WorkloadException {
    Props props = new Props(properties);
    Settings options = resolve(properties);
    Workload workload = workloadInstance != null ? workloadInstance
        : Instances.instantiateWorkload(options.get(RunOptions.WORKLOAD), classLoader);
    workload = staged(workload, options);
    boolean keyRangeLoad = workload.loadsKeyRange();
    RunSettings settings = new RunSettings(options, keyRangeLoad);
    MeasurementSettings measurementSettings = new MeasurementSettings(options);
    DbLoader loader = new DbLoader(classLoader);
    BindingFactory factory = dbFactory != null ? dbFactory : loader.factory(settings.db());
    BindingDescriptor binding = dbFactory != null ? null : loader.describe(settings.db()).orElse(null);
    Recorders measurements = new Recorders(measurementSettings, out);
    // Upstream's Measurements.getMeasurements() reaches this run from here on (workloads call it in init).
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(measurements.upstreamApi())) {
      workload.init(new WorkloadContext(options, properties));
      // The phase's counts as the workload left them: as upstream's client, the engine reads them
      // after init, where a workload may derive them (ConstantOccupancyWorkload sets recordcount).
      options = resolve(properties);
      settings = new RunSettings(options, keyRangeLoad);
      RunChecks.check(options, settings, workload, RunChecks.facts(settings, binding, properties), err);
      EventSchedule events = EventSchedule.from(options, settings.unlimited() ? 0 : settings.totalOperations());
      RateSchedule schedule = settings.doTransactions() ? LoadShape.schedule(props, settings.target()) : null;
      control.workload = workload;
      if (control.stopRequested()) {
        workload.requestStop();
      }
      Map<String, long[]> gcAtStart = ResultBuilder.gcFigures();
      // the run's folder: results.dir (the command line sets it), else one of results/'s for this phase
      Path folder = RunFolder.of(options.get(RunOptions.RESULTS_DIR), settings.db(), settings.phase());
      HdrIntervalLog log = HdrIntervalLog.open(measurementSettings, settings.phase(), settings.clientId(), folder, err);
      try {
        return runPhase(new Phase(properties, options, settings, measurementSettings, factory, loader, workload,
            measurements, log, events, schedule), gcAtStart);
      } catch (DBException | RuntimeException | Error e) {
        if (log != null && !log.begun()) {
          log.discard();
        }
        throw e;
      }
    } catch (DBException | WorkloadException | RuntimeException | Error e) {
      closeQuietly(measurements);
      throw e;
    }
  }

  /**
   * The phase's options, every one the phase's command reads checked now: a bad value is one line
   * before any work, whoever reads it later.
   */
  private static Settings resolve(Properties properties) {
    Command command = Settings.of(properties).get(RunOptions.DO_TRANSACTIONS) ? Command.RUN : Command.LOAD;
    return Settings.resolve(properties, CoreOptions.readBy(command));
  }

  /** Closes the raw sample output of a run that failed before its reporter could. */
  private static void closeQuietly(Recorders recorders) {
    try {
      recorders.close();
    } catch (Exception | Error ignored) {
      // the run's own failure is the one to report
    }
  }

  /** What one phase runs with, settled before its threads start. */
  private record Phase(Properties properties, Settings options, RunSettings settings,
      MeasurementSettings measurementSettings,
      BindingFactory factory, DbLoader loader, Workload workload, Recorders recorders, HdrIntervalLog log,
      EventSchedule events, RateSchedule schedule) {
  }

  private RunResult runPhase(Phase phase, Map<String, long[]> gcAtStart) throws DBException {
    Properties properties = phase.properties();
    RunSettings settings = phase.settings();
    MeasurementSettings measurementSettings = phase.measurementSettings();
    Workload workload = phase.workload();
    Recorders measurements = phase.recorders();
    RateLimitedWarning warnings = new RateLimitedWarning(10, TimeUnit.SECONDS, m -> err.println("[WARN] " + m));
    int threads = settings.threads();
    ThreadCapacity.check(threads);
    long total = settings.totalOperations();
    Pacing pacing = LoadShape.pacing(new Props(properties), phase.schedule(), settings.target(), threads,
        settings.clientCount(), settings.clientIndex(), warnings::warn);

    List<ClientLoop> workers = ClientThreads.create(phase.factory(), properties, workload, settings, measurements,
        warnings, pacing, control);
    if (!settings.unlimited() && total == 0) {
      control.stop(StopReason.COMPLETED);
    }

    ThreadLauncher launcher = new ThreadLauncher(workload, properties, workers, threads, measurements.upstreamApi());
    launcher.initAll();
    if (launcher.initFailure() != null) {
      control.stop(StopReason.REQUESTED);
      launcher.release();
      launcher.awaitAll(TimeUnit.SECONDS.toNanos(settings.gracePeriodSeconds()));
      Exception failure = launcher.initFailure();
      throw new DBException(settings.db() + ": cannot initialise the binding: " + ThrowableText.oneLine(failure), failure);
    }

    LogHeader header = new LogHeader(RunDescription.meta(settings, measurementSettings, extraMeta, phase.loader(), properties),
        new Secrets(phase.loader().secretNames()).masked(properties), RunDescription.facts(settings, measurementSettings));
    IntervalReporter reporter = new IntervalReporter(measurements, settings.label(), settings.status(), err,
        total, phase.log(), header, phaseListeners());
    if (settings.startAtEpochMs() > 0) {
      StartGate.await(settings.startAtEpochMs(), control::stopRequested, err);
    }
    JvmSampler jvm = measurementSettings.trackJvm() ? new JvmSampler() : null;
    // read now, while the heap has room: initialising the enum on the heap-exhausted path can fail for good
    // (NoClassDefFoundError in every client thread, seen with CPU hogs beside the suite)
    StopReason heapExhausted = StopReason.HEAP_EXHAUSTED;
    HeapWatcher heap = HeapWatcher.start(() -> control.stop(heapExhausted), err);
    control.heap = heap;
    EventRunner events = phase.events().isEmpty() ? null : new EventRunner(phase.events(),
        eventOutputBase(phase.log(), settings, phase.options()), reporter::logEvent, err, () -> ClientLoops.sumDone(workers), total);
    if (pacing != null) {
      reporter.pacedBy(new ClientRate(pacing));
    }
    StagePlan plan = settings.doTransactions() ? StagePlan.of(new Props(properties)) : null;
    if (plan != null) {
      reporter.stages(plan.stages().stream().map(StagePlan.Stage::name).toList(),
          plan.stages().stream().mapToDouble(StagePlan.Stage::startSeconds).toArray());
    }
    ClientAccounting client = new ClientAccounting(() -> ClientLoops.busy(workers), ClientLoops.capacity(workers));
    reporter.meteredBy(client);
    client.start();
    reporter.start(() -> ClientLoops.inFlight(workers));
    if (events != null) {
      events.start(reporter.startNanos());
    }
    long start = System.nanoTime();
    long deadline = settings.maxExecutionSeconds() > 0
        ? start + TimeUnit.SECONDS.toNanos(settings.maxExecutionSeconds()) : Long.MAX_VALUE;
    workload.started(reporter.startNanos());
    launcher.release();

    // Wait for the end: all threads done, the time limit, or a stop request.
    while (!launcher.awaitAll(TimeUnit.MILLISECONDS.toNanos(jvm != null ? 1000 : 100))) {
      if (jvm != null) {
        jvm.sample();
      }
      if (System.nanoTime() - deadline >= 0) {
        control.stop(StopReason.TIME_LIMIT);
      }
      if (Thread.currentThread().isInterrupted()) {
        control.stop(StopReason.REQUESTED); // the harness gave up on the run: end it, report what was done
      }
      if (control.stopRequested()) {
        break;
      }
    }
    int abandoned = 0;
    long abandonedOperations = 0;
    if (!launcher.awaitAll(TimeUnit.SECONDS.toNanos(settings.gracePeriodSeconds()))) {
      abandoned = launcher.stillRunning();
      for (ClientLoop w : workers) {
        abandonedOperations += w.inFlight();
      }
      err.println("[WARN] " + abandoned + " thread(s) still inside a database call"
          + (abandonedOperations > 0 ? " (" + abandonedOperations + " operations in flight)" : "") + " after the "
          + settings.gracePeriodSeconds() + " s grace period (shutdown.graceperiod); reporting without them");
    }
    heap.close();
    if (control.clientError() != null) {
      err.println("[ERROR] the run was stopped: a client thread failed with " + ThrowableText.describe(control.clientError())
          + "; the report covers the operations measured until then");
    }
    if (jvm != null) {
      jvm.sample();
    }
    List<EventRecord> eventRecords = events == null ? List.of() : events.finish();
    reporter.finish(control.reason().name(), ClientLoops.sumDone(workers), ClientLoops.sumSkipped(workers));
    LedgerOutput.write(workload, phase.log(), settings, err);
    client.close();
    try {
      workload.cleanup();
    } catch (WorkloadException | RuntimeException e) {
      err.println("[WARN] workload cleanup failed: " + ThrowableText.oneLine(e));
    }
    RunResult result = ResultBuilder.build(settings, measurementSettings, reporter, workers, gcAtStart, jvm,
        new ResultBuilder.Abandoned(abandoned, abandonedOperations), eventRecords, control.reason(),
        client.figures(heap.exhausted()));
    result.clientVerdict().ifPresent(v -> err.println("[WARN] " + v));
    if (measurementSettings.warmupSeconds() > 0 && result.measuredTimeMs() == 0) {
      err.println("[WARN] the run ended after " + result.runTimeMs() + " ms, within measurement.warmup="
          + measurementSettings.warmupSeconds() + " s: nothing was measured; lower measurement.warmup");
    }
    return result;
  }

  /**
   * A run phase in stages runs the workload's staged form ({@link Workload#staged()}: CoreWorkload's
   * runs through them; another is refused).
   */
  private static Workload staged(Workload workload, Settings options) {
    if (!options.isSet(site.ycsb.options.LoadShapeOptions.STAGES) || !options.get(RunOptions.DO_TRANSACTIONS)) {
      return workload;
    }
    return workload.staged();
  }


  /** The harness's listeners, and the engine's own checks of what the reporter drains. */
  private List<IntervalListener> phaseListeners() {
    List<IntervalListener> all = new ArrayList<>(listeners);
    all.add(new InsertCollisionWatch(err));
    return all;
  }


  /**
   * Events' output files go beside the interval log, {@code <log name>-event<id>.out}; without a
   * log, into the run's folder.
   */
  private static String eventOutputBase(HdrIntervalLog log, RunSettings settings, Settings options) {
    if (log == null) {
      Path folder = RunFolder.create(RunFolder.of(options.get(RunOptions.RESULTS_DIR), settings.db(),
          settings.phase()));
      return folder.resolve("ycsb-" + settings.phase() + "-" + settings.clientId().replaceAll("[^A-Za-z0-9._-]", "_"))
          .toString();
    }
    return log.file().toString().replaceFirst("\\.hdr$", "");
  }




}
