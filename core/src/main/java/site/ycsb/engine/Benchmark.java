package site.ycsb.engine;

import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.AsyncDB;
import site.ycsb.DB;
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
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.TickData;
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
  private final Control control = new Control();

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

  /** Shared stop flag of one run. */
  static final class Control {
    private final AtomicReference<StopReason> reason = new AtomicReference<>();
    private volatile boolean stop;
    private volatile Workload workload;
    private volatile HeapWatcher heap;
    private final AtomicReference<Throwable> clientError = new AtomicReference<>();

    void stop(StopReason why) {
      if (reason.compareAndSet(null, why)) {
        stop = true;
        Workload w = workload;
        if (w != null) {
          w.requestStop();
        }
      }
    }

    boolean stopRequested() {
      return stop;
    }

    /** A client thread ran out of memory: the heap watcher ends the run (or, without one, the stop). */
    void outOfMemory() {
      HeapWatcher h = heap;
      if (h != null) {
        h.outOfMemory();
      } else {
        stop(StopReason.HEAP_EXHAUSTED);
      }
    }

    /**
     * A client thread hit an Error (or the blocking workload threw): the run ends with CLIENT_ERROR
     * and the first such error is named once at its end. Never throws: it is called on completing
     * threads, where a throw would be swallowed by the completion stage.
     */
    void clientError(Throwable t) {
      Throwable e = unwrapped(t);
      if (e instanceof OutOfMemoryError) {
        outOfMemory();
        return;
      }
      clientError.compareAndSet(null, e);
      stop(StopReason.CLIENT_ERROR);
    }

    /** The first error a client thread hit, or null. */
    Throwable clientError() {
      return clientError.get();
    }

    /** What a completion stage wrapped: a CompletionException's cause. */
    static Throwable unwrapped(Throwable t) {
      Throwable e = t;
      while ((e instanceof java.util.concurrent.CompletionException
          || e instanceof java.util.concurrent.ExecutionException) && e.getCause() != null) {
        e = e.getCause();
      }
      return e;
    }

    StopReason reason() {
      StopReason r = reason.get();
      return r == null ? StopReason.COMPLETED : r;
    }
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
        : instantiateWorkload(options.get(RunOptions.WORKLOAD), classLoader);
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
      Map<String, long[]> gcAtStart = gcFigures();
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

    List<ClientLoop> workers = new ArrayList<>(threads);
    for (int i = 0; i < threads; i++) {
      long share = settings.operationsForThread(i);
      DB db = newDb(phase.factory());
      db.setProperties(properties);
      workers.add(settings.asyncInFlight() > 0
          ? asyncWorker(db, workload, settings, measurements, warnings, share, pacing, i)
          : new Worker(workload, new MeasuredDB(db, measurements.newThreadRecorder(), warnings),
              settings.doTransactions(), share, pacing, i, control));
    }
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
      throw new DBException(settings.db() + ": cannot initialise the binding: " + oneLine(failure), failure);
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
        eventOutputBase(phase.log(), settings, phase.options()), reporter::logEvent, err, () -> sumDone(workers), total);
    if (pacing != null) {
      reporter.pacedBy(clientRate(pacing));
    }
    StagePlan plan = settings.doTransactions() ? StagePlan.of(new Props(properties)) : null;
    if (plan != null) {
      reporter.stages(plan.stages().stream().map(StagePlan.Stage::name).toList(),
          plan.stages().stream().mapToDouble(StagePlan.Stage::startSeconds).toArray());
    }
    reporter.start(() -> inFlight(workers));
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
      err.println("[ERROR] the run was stopped: a client thread failed with " + describe(control.clientError())
          + "; the report covers the operations measured until then");
    }
    if (jvm != null) {
      jvm.sample();
    }
    List<EventRecord> eventRecords = events == null ? List.of() : events.finish();
    reporter.finish(control.reason().name(), sumDone(workers), sumSkipped(workers));
    try {
      workload.cleanup();
    } catch (WorkloadException | RuntimeException e) {
      err.println("[WARN] workload cleanup failed: " + oneLine(e));
    }
    RunResult result = buildResult(settings, measurementSettings, reporter, workers, gcAtStart, jvm,
        new Abandoned(abandoned, abandonedOperations), eventRecords);
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


  /** This client's share of the rate its threads are paced at, as the reporter records it. */
  private static site.ycsb.measurements.PacedRate clientRate(Pacing pacing) {
    RateSchedule s = pacing.schedule();
    double share = pacing.clientShare();
    return new site.ycsb.measurements.PacedRate() {
      @Override
      public double rateAt(double seconds) {
        return share * s.rateAt(seconds);
      }

      @Override
      public double opsBy(double seconds) {
        return share * s.opsBy(seconds);
      }
    };
  }

  /** The harness's listeners, and the engine's own checks of what the reporter drains. */
  private List<IntervalListener> phaseListeners() {
    List<IntervalListener> all = new ArrayList<>(listeners);
    all.add(new InsertCollisionWatch(err));
    return all;
  }

  /** What the grace period gave up on: client threads, and the operations they had in flight. */
  private record Abandoned(int threads, long operations) {
  }

  /** A client thread with {@code async.inflight} slots over one binding instance. */
  private AsyncWorker asyncWorker(DB db, Workload workload, RunSettings settings, Recorders recorders,
      RateLimitedWarning warnings, long share, Pacing pacing, int index) {
    if (!(db instanceof AsyncDB async)) {
      throw new UsageException("async.inflight=" + settings.asyncInFlight() + ": the binding " + settings.db()
          + " has no asynchronous API (it is not a site.ycsb.AsyncDB); expected async.inflight=0");
    }
    if (!workload.supportsAsync()) {
      throw new UsageException("async.inflight=" + settings.asyncInFlight() + ": the workload "
          + workload.getClass().getName() + " has no asynchronous mode; expected async.inflight=0");
    }
    MeasuredAsyncDB[] slots = new MeasuredAsyncDB[settings.asyncInFlight()];
    for (int s = 0; s < slots.length; s++) {
      slots[s] = new MeasuredAsyncDB(async, recorders, warnings);
    }
    return new AsyncWorker(workload, slots, settings.doTransactions(), share, pacing, index, control, warnings);
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

  /** An error in one line: its class, its message's first line, and where it was thrown. */
  static String describe(Throwable t) {
    String message = t.getMessage() == null ? "" : ": " + t.getMessage().lines().findFirst().orElse("");
    StackTraceElement[] trace = t.getStackTrace();
    return t.getClass().getName() + message + (trace.length == 0 ? "" : " at " + trace[0]);
  }

  private static String oneLine(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getMessage() != null && root.getCause().getMessage() != null
        && root.getMessage().equals(root.getCause().toString())) {
      root = root.getCause();
    }
    String m = root.getMessage() == null ? root.getClass().getName() : root.getMessage();
    return m.lines().findFirst().orElse(m);
  }

  private static DB newDb(BindingFactory factory) throws DBException {
    try {
      DB db = factory.create();
      if (db == null) {
        throw new DBException("the DB factory returned null");
      }
      return db;
    } catch (DBException e) {
      throw e;
    } catch (Exception e) {
      throw new DBException("cannot create the binding: " + oneLine(e), e);
    }
  }

  /** A new instance of the workload class named; a one-line usage error when there is none. */
  static Workload instantiateWorkload(String className, ClassLoader classLoader) {
    try {
      Class<?> cls = Class.forName(className, true, classLoader);
      if (!Workload.class.isAssignableFrom(cls)) {
        throw new UsageException("workload=" + className + ": not a subclass of site.ycsb.Workload");
      }
      return (Workload) cls.getConstructor().newInstance();
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageException("workload=" + className + ": no such class on the class path");
    } catch (ReflectiveOperationException e) {
      throw new UsageException("workload=" + className + ": cannot be instantiated (" + oneLine(e) + ")");
    }
  }

  private static long inFlight(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.inFlight();
    }
    return n;
  }

  private static long sumSkipped(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.skippedOperations();
    }
    return n;
  }

  private static long sumDone(List<ClientLoop> workers) {
    long n = 0;
    for (ClientLoop w : workers) {
      n += w.operationsDone();
    }
    return n;
  }

  private static Map<String, long[]> gcFigures() {
    Map<String, long[]> out = new LinkedHashMap<>();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      // upstream's report names collectors with spaces replaced ("G1_Young_Generation")
      out.put(gc.getName().replace(" ", "_"),
          new long[] {Math.max(0, gc.getCollectionCount()), Math.max(0, gc.getCollectionTime())});
    }
    return out;
  }

  private RunResult buildResult(RunSettings settings, MeasurementSettings ms, IntervalReporter reporter,
      List<ClientLoop> workers, Map<String, long[]> gcAtStart, JvmSampler jvm, Abandoned abandoned,
      List<EventRecord> events) {
    TickData totals = reporter.totals();
    Map<String, Histogram> metrics = new TreeMap<>(MetricNames.ORDER);
    totals.histograms().forEach((name, h) -> {
      if (h.getTotalCount() > 0) {
        metrics.put(name, h.copy());
      }
    });
    Map<String, Map<String, Long>> statusCounts = totals.statusCountsByMetric();
    addTotalMetric(metrics, statusCounts, "", ms.significantDigits());
    addTotalMetric(metrics, statusCounts, MetricNames.INTENDED_PREFIX, ms.significantDigits());

    Map<String, long[]> gc = new LinkedHashMap<>();
    gcFigures().forEach((name, now) -> {
      long[] before = gcAtStart.getOrDefault(name, new long[2]);
      gc.put(name, new long[] {now[0] - before[0], now[1] - before[1]});
    });
    long runMs = TimeUnit.NANOSECONDS.toMillis(reporter.runNanos());
    long measuredMs = TimeUnit.NANOSECONDS.toMillis(reporter.measuredNanos());
    long ops = sumDone(workers);
    long measuredOps = ms.warmupSeconds() == 0 ? ops : totals.workloadOperations();
    return new RunResult(settings.phase(), runMs, measuredMs, ops, measuredOps, control.reason(), abandoned.threads(),
        abandoned.operations(), sumSkipped(workers),
        new LinkedHashMap<>(metrics), statusCounts, new LinkedHashMap<>(reporter.timeseries()), gc,
        jvm == null ? Map.of() : jvm.figures(), reporter.logFile(), events, stageResults(reporter, ms), ms);
  }


  /** Each stage's figures, as the reporter drained them at its boundaries. */
  private static List<site.ycsb.model.StageResult> stageResults(IntervalReporter reporter, MeasurementSettings ms) {
    List<site.ycsb.model.StageResult> out = new ArrayList<>();
    Map<String, Long> starts = reporter.stageStartNanos();
    List<String> names = new ArrayList<>(starts.keySet());
    long runNanos = reporter.runNanos();
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      long start = starts.get(name);
      if (start >= runNanos) {
        break; // the run ended before this stage began
      }
      long end = i + 1 < names.size() ? Math.min(runNanos, starts.get(names.get(i + 1))) : runNanos;
      TickData t = reporter.stageTotals().get(name);
      Map<String, Histogram> metrics = new TreeMap<>(MetricNames.ORDER);
      t.histograms().forEach((metric, h) -> {
        if (h.getTotalCount() > 0) {
          metrics.put(metric, h.copy());
        }
      });
      Map<String, Map<String, Long>> statusCounts = t.statusCountsByMetric();
      addTotalMetric(metrics, statusCounts, "", ms.significantDigits());
      addTotalMetric(metrics, statusCounts, MetricNames.INTENDED_PREFIX, ms.significantDigits());
      out.add(new site.ycsb.model.StageResult(name, TimeUnit.NANOSECONDS.toMillis(start),
          TimeUnit.NANOSECONDS.toMillis(end - start), start < TimeUnit.SECONDS.toNanos(ms.warmupSeconds()),
          t.workloadOperations(), new LinkedHashMap<>(metrics), statusCounts));
    }
    return out;
  }

  /** TOTAL: every database call's latency, whatever its result (COMB left out: it would count twice). */
  private static void addTotalMetric(Map<String, Histogram> metrics, Map<String, Map<String, Long>> statusCounts,
      String prefix, int digits) {
    Histogram total = new Histogram(digits);
    for (Map.Entry<String, Histogram> e : metrics.entrySet()) {
      String name = e.getKey();
      if (!name.startsWith(prefix) || (prefix.isEmpty() && name.startsWith(MetricNames.INTENDED_PREFIX))
          || name.endsWith("-COMB")) {
        continue;
      }
      Op op = MetricNames.opOf(name);
      if (op != null && op.isDatabaseCall()) {
        total.add(e.getValue());
      }
    }
    if (total.getTotalCount() == 0) {
      return;
    }
    metrics.put(prefix + MetricNames.TOTAL, total);
    if (prefix.isEmpty()) {
      Map<String, Long> counts = new TreeMap<>();
      statusCounts.forEach((metric, c) -> {
        Op op = MetricNames.opOf(metric);
        if (op != null && op.metricName().equals(metric) && op.isDatabaseCall()) {
          c.forEach((status, n) -> counts.merge(status, n, Long::sum));
        }
      });
      Map<String, Long> ordered = new LinkedHashMap<>();
      if (counts.containsKey("OK")) {
        ordered.put("OK", counts.remove("OK"));
      }
      ordered.putAll(counts);
      statusCounts.put(MetricNames.TOTAL, ordered);
    }
  }
}
