package site.ycsb.engine;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.Workload;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.events.EventSchedule;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.options.RunOptions;

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
    Properties phase = EffectiveProperties.of(properties);
    Settings options = Settings.of(phase);
    // not initialised: its check reads the options alone
    Workload workload = Instances.instantiateWorkload(options.get(RunOptions.WORKLOAD), classLoader);
    boolean keyRange = workload.loadsKeyRange();
    RunSettings settings = new RunSettings(options, keyRange);
    new MeasurementSettings(options);
    BindingDescriptor binding = new DbLoader(classLoader).describe(settings.db()).orElse(null);
    PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
    RunChecks.check(options, settings, workload,
        RunChecks.facts(settings, loadedBefore ? null : binding, phase), quiet);
    // another workload may derive its counts in init: then only the start knows them
    long operations = settings.unlimited() ? 0 : settings.totalOperations();
    EventSchedule.from(options, keyRange ? operations : Math.max(1, operations));
    ThreadCapacity.check(settings.threads());
    if (settings.doTransactions()) {
      site.ycsb.engine.schedule.LoadShape.schedule(new site.ycsb.config.Props(phase), settings.target());
    }
  }
}
