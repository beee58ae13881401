package site.ycsb.study;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import site.ycsb.config.RunFolder;
import site.ycsb.config.Secrets;

/**
 * {@code bin/ycsb study PLAN}: reads and checks the plan (one line, exit 2, naming the plan's line),
 * then runs its steps into the study's bundle and writes the study's report there (docs/studies.md).
 */
public final class Study {
  private final StudyPlan plan;
  private final Bundle bundle;
  private final StudyRunner runner;

  /**
   * @param planFile the plan
   * @param dir the bundle's folder (null: results/study-NAME)
   * @param script bin/ycsb, which runs the steps (null: a JVM on this one's class path)
   * @param secrets the property names whose values are masked in what the bundle records
   * @param err where progress goes
   */
  public Study(Path planFile, Path dir, Path script, Secrets secrets, PrintStream err) {
    this.plan = PlanReader.read(planFile);
    this.bundle = new Bundle(dir != null ? dir : Path.of(RunFolder.ROOT, "study-" + plan.name()));
    this.runner = new StudyRunner(plan, bundle, script == null ? Launcher.sameJvm() : Launcher.script(script), secrets,
        err);
  }

  public Path dir() {
    return bundle.dir();
  }

  /** Prints every command the study would run. */
  public void dryRun(PrintStream out) {
    runner.dryRun(out);
  }

  /**
   * Runs the study (with {@code resume}: the steps of an earlier start that did not end) and writes
   * its report; returns whether every step ended well.
   */
  public boolean run(boolean resume) throws IOException, InterruptedException {
    bundle.open(plan, resume);
    boolean ok = runner.run();
    StudyReport.write(bundle);
    BundleFiles.writeManifest(bundle.dir());
    return ok;
  }

  /** Stops the study from another thread (a signal): the current step's processes get SIGTERM. */
  public void stop() {
    runner.stop();
  }

  /** Whether {@code dir} is a study's bundle. */
  public static boolean isBundle(Path dir) {
    return Bundle.isBundle(dir);
  }

  /**
   * Rebuilds a study's report from its bundle alone and the manifest with it (unchanged when the
   * report is: a report of another version of the tool may differ); returns the report's main page.
   */
  public static Path report(Path dir) throws IOException {
    Bundle bundle = new Bundle(dir);
    Path page = StudyReport.write(bundle);
    BundleFiles.writeManifest(bundle.dir());
    return page;
  }
}
