package site.ycsb.engine;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.events.EventSchedule;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.workloads.CoreWorkload;

/**
 * The checks of a phase that need neither its binding nor its workload's initialisation, for a
 * command that runs several phases: {@code loadrun} checks its run phase before its load starts, so
 * a mistake there (an event at a share of no operation count, a bad count or proportion, a warm-up
 * as long as the run) never costs a load. {@link Benchmark#run()} checks all of it again, and the
 * rest, when the phase starts. Warnings are left to that moment (said once).
 */
public final class PhaseCheck {
  private PhaseCheck() {
  }

  /**
   * @param properties the phase's properties, as a {@link Benchmark} would be given them
   * @param loadedBefore whether a load phase in this process runs first (its data is then there)
   * @throws UsageException on a bad setting (one line)
   */
  public static void check(Properties properties, ClassLoader classLoader, boolean loadedBefore) {
    Props props = new Props(EffectiveProperties.of(properties));
    String workload = props.string("workload", RunSettings.DEFAULT_WORKLOAD);
    boolean core = isCoreWorkload(workload, classLoader);
    Settings options = Settings.of(props.raw());
    RunSettings settings = new RunSettings(options, core);
    new MeasurementSettings(options);
    Class<?> dbClass = new DbLoader(classLoader).dbClass(settings.db());
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    RunChecks.check(props, settings, core, loadedBefore ? null : dbClass, quiet);
    // another workload may derive its counts in init (ConstantOccupancyWorkload): then only the start knows them
    long operations = settings.unlimited() ? 0 : settings.totalOperations();
    EventSchedule.from(options, core ? operations : Math.max(1, operations));
    ThreadCapacity.check(settings.threads());
    if (settings.doTransactions()) {
      site.ycsb.engine.schedule.LoadShape.schedule(props, settings.target());
    }
  }

  private static boolean isCoreWorkload(String className, ClassLoader classLoader) {
    try {
      return CoreWorkload.class.isAssignableFrom(Class.forName(className, false, classLoader));
    } catch (ClassNotFoundException | LinkageError e) {
      throw new UsageException("workload=" + className + ": no such class on the class path");
    }
  }
}
