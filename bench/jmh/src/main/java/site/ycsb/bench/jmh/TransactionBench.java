package site.ycsb.bench.jmh;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.BasicDB;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.bench.ConsumingDB;
import site.ycsb.workloads.CoreWorkload;

/**
 * A whole operation of CoreWorkload, as one client thread does it: choose the operation, the key,
 * build the values, call the database. Against the no-op BasicDB or the consuming DB of
 * bench/harness-overhead.sh; {@code transaction} calls the DB directly (the workload's own cost),
 * {@code measuredTransaction} through the engine's timing wrapper (two clock reads and the latency
 * recording: the per-operation cost of the harness as the client runs it, reporter not included);
 * {@code insert} is one insert of the load phase.
 *
 * <p>Uses only the API that upstream YCSB 0.17.0 also has, so {@code bench/jmh.sh} runs it on
 * upstream's core as well (ENGINE=upstream): there the wrapper is upstream's DBWrapper with its
 * HdrHistogram measurements, built by reflection. On upstream, {@code mixed} runs with
 * requestdistribution=uniform (upstream has no uniform-growing) and without deletes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TransactionBench {
  @Param({"workloada", "workloadc", "mixed"})
  public String workload;

  @Param({"noop", "consuming"})
  public String db;

  private Workload coreWorkload;
  private Object threadState;
  private DB raw;
  private DB measured;

  static boolean upstream() {
    try {
      Class.forName("site.ycsb.engine.Benchmark"); // our engine; upstream's core has none
      return false;
    } catch (ClassNotFoundException e) {
      return true;
    }
  }

  static Properties workloadProperties(String name) throws IOException {
    Path dir = Path.of(System.getProperty("ycsb.workloads", "../../workloads"));
    if (!Files.isDirectory(dir)) {
      dir = Path.of("workloads");
    }
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(dir.resolve(name))) {
      p.load(r);
    }
    p.setProperty("operationcount", "2000000000");
    p.setProperty("basicdb.verbose", "false");
    p.setProperty("hdrhistogram.fileoutput", "false");
    if (upstream() && "uniform-growing".equals(p.getProperty("requestdistribution"))) {
      p.setProperty("requestdistribution", "uniform");
    }
    return p;
  }

  private DB newDb(Properties p) {
    DB d = "noop".equals(db) ? new BasicDB() : new ConsumingDB();
    d.setProperties(p);
    return d;
  }

  @Setup
  public void setup() throws Exception {
    Properties p = workloadProperties(workload);
    if (upstream()) {
      Class.forName("site.ycsb.measurements.Measurements").getMethod("setProperties", Properties.class)
          .invoke(null, p);
    }
    raw = newDb(p);
    raw.init();
    measured = wrap(newDb(p), p);
    measured.init();
    coreWorkload = new CoreWorkload();
    coreWorkload.init(p);
    threadState = coreWorkload.initThread(p, 0, 1);
  }

  /** The engine's per-thread timing wrapper around {@code d}: ours or upstream's, by reflection. */
  static DB wrap(DB d, Properties p) throws Exception {
    if (upstream()) {
      Class<?> conf = Class.forName("org.apache.htrace.core.HTraceConfiguration");
      Class<?> builder = Class.forName("org.apache.htrace.core.Tracer$Builder");
      Object b = builder.getConstructor(String.class).newInstance("YCSB bench");
      b = builder.getMethod("conf", conf).invoke(b, conf.getMethod("fromMap", Map.class).invoke(null, Map.of()));
      Object tracer = builder.getMethod("build").invoke(b);
      DB w = (DB) Class.forName("site.ycsb.DBWrapper")
          .getConstructor(DB.class, Class.forName("org.apache.htrace.core.Tracer")).newInstance(d, tracer);
      w.setProperties(p);
      return w;
    }
    Class<?> settings = Class.forName("site.ycsb.measurements.MeasurementSettings");
    Class<?> measurements = Class.forName("site.ycsb.measurements.Recorders");
    Object s = measurementSettings(settings, p);
    Object m = measurements.getConstructor(settings, PrintStream.class)
        .newInstance(s, new PrintStream(OutputStream.nullOutputStream()));
    Object recorder = measurements.getMethod("newThreadRecorder").invoke(m);
    Class<?> recorderClass = Class.forName("site.ycsb.measurements.ThreadRecorder");
    return (DB) Class.forName("site.ycsb.engine.BenchAccess").getMethod("measured", DB.class, recorderClass,
        PrintStream.class).invoke(null, d, recorder, System.err);
  }

  /**
   * The measurement settings of {@code p}: from the phase's resolved options (config.Settings), or, on
   * a core from before the option registry, from config.Props; so that one bench compares both.
   */
  private static Object measurementSettings(Class<?> settings, Properties p) throws Exception {
    try {
      Class<?> resolved = Class.forName("site.ycsb.config.Settings");
      return settings.getConstructor(resolved).newInstance(resolved.getMethod("of", Properties.class).invoke(null, p));
    } catch (ClassNotFoundException | NoSuchMethodException e) {
      Class<?> props = Class.forName("site.ycsb.config.Props");
      return settings.getConstructor(props).newInstance(props.getConstructor(Properties.class).newInstance(p));
    }
  }

  @Benchmark
  public boolean transaction() {
    return coreWorkload.doTransaction(raw, threadState);
  }

  @Benchmark
  public boolean measuredTransaction() {
    return coreWorkload.doTransaction(measured, threadState);
  }

  /** One insert of the load phase (next key number, key name, every field's value), the database called directly. */
  @Benchmark
  public boolean insert() {
    return coreWorkload.doInsert(raw, threadState);
  }
}
