package site.ycsb.study;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.Secrets;

/**
 * Runs a plan's steps in order, each as child processes, and records each step in the bundle as it
 * ends. A failed step ends its system's sequence (unless the plan says continue), never another
 * system's; {@code --resume} skips the steps that ended; {@code --dry-run} prints the commands.
 */
final class StudyRunner {
  private final StudyPlan plan;
  private final Bundle bundle;
  private final Launcher launcher;
  private final Secrets secrets;
  private final PrintStream err;
  private final StepProcesses processes = new StepProcesses();
  /** The calibrate steps' answers by system and workload ("aerospike/mixed"). */
  private final Map<String, StepOutcome> calibrations = new HashMap<>();

  StudyRunner(StudyPlan plan, Bundle bundle, Launcher launcher, Secrets secrets, PrintStream err) {
    this.plan = plan;
    this.bundle = bundle;
    this.launcher = launcher;
    this.secrets = secrets;
    this.err = err;
  }

  /** Prints every step's command, as it would run (a share of a calibrated maximum as a placeholder). */
  void dryRun(PrintStream out) {
    List<Step> steps = StudySteps.of(plan);
    for (Step s : steps) {
      out.printf(Locale.ROOT, "[%d/%d] %s: %s%n", s.number(), steps.size(), s.title(),
          text(command(s, bundle.stepDir(s), s.isHook() ? null
              : StepCommand.overrides(plan, s, bundle.stepDir(s), Double.NaN))));
    }
  }

  /** Runs the study; returns whether every step ended well. */
  boolean run() throws IOException, InterruptedException {
    List<Step> steps = StudySteps.of(plan);
    long[] expected = new long[steps.size()];
    for (Step s : steps) {
      expected[s.number() - 1] = s.isHook() ? 0 : StepCommand.expectedSeconds(plan, s,
          StepCommand.resolved(plan, s, StepCommand.overrides(plan, s, bundle.stepDir(s), 1)));
    }
    long started = System.currentTimeMillis();
    long ranExpected = 0; // the planned seconds of the steps run so far in this start
    Set<String> stoppedSystems = new HashSet<>();
    boolean allWell = true;
    for (Step s : steps) {
      if (processes.stopped()) {
        return false;
      }
      Path dir = bundle.stepDir(s);
      StepOutcome done = StepOutcome.read(dir);
      if (done != null) {
        err.printf(Locale.ROOT, "[study] step %d of %d: %s: ended before (%s), not repeated%n", s.number(),
            steps.size(), s.title(), done.status());
        remember(s, done);
        allWell &= done.ok();
        stoppedSystems.addAll(done.ok() || continues(s) || "broken".equals(done.status()) ? Set.of()
            : Set.of(s.system()));
        continue;
      }
      if (stoppedSystems.contains(s.system()) && !"finish".equals(s.phase())) {
        err.printf(Locale.ROOT, "[study] step %d of %d: %s: not run (an earlier step of %s failed)%n", s.number(),
            steps.size(), s.title(), s.system());
        allWell = false;
        continue;
      }
      long elapsed = (System.currentTimeMillis() - started) / 1000;
      long eta = eta(expected, s.number() - 1, ranExpected, elapsed);
      err.printf(Locale.ROOT, "[study] step %d of %d: %s (elapsed %s%s)%n", s.number(), steps.size(), s.title(),
          duration(elapsed), eta > 0 ? ", ETA ~" + duration(eta) : "");
      ranExpected += expected[s.number() - 1];
      StepOutcome o = runStep(s, dir);
      if (o == null) {
        err.printf(Locale.ROOT, "[study] stopped during step %d (%s): --resume repeats it%n", s.number(), s.title());
        return false;
      }
      o.write(dir);
      BundleFiles.writeManifest(bundle.dir());
      remember(s, o);
      err.printf(Locale.ROOT, "[study] step %d of %d: %s: %s (exit %d, %.1f s)%s%n", s.number(), steps.size(),
          s.title(), o.status(), o.exitCode(), o.seconds(), o.note().isEmpty() ? "" : ": " + o.note());
      if (!o.ok()) {
        allWell = false;
        if (!continues(s) && !"broken".equals(o.status())) {
          stoppedSystems.add(s.system());
        }
      }
    }
    return allWell;
  }

  /**
   * Whether a failed step lets its system's later steps run (the plan's onfailure); a broken one (exit
   * 3: criteria or SLA not met) always does, and a run that needed its calibrated maximum then fails.
   */
  private boolean continues(Step s) {
    return StepCommand.system(plan, s).continueOnFailure();
  }

  private void remember(Step s, StepOutcome o) {
    if (!Double.isNaN(o.calibratedMax())) {
      calibrations.put(s.system() + "/" + s.workload(), o);
    }
  }

  /** Runs one step; null when the study was stopped during it (nothing is recorded then). */
  private StepOutcome runStep(Step s, Path dir) throws IOException, InterruptedException {
    deleteTree(dir); // what an interrupted attempt left
    Files.createDirectories(dir);
    StudyPlan.SystemUnderTest sys = StepCommand.system(plan, s);
    long start = System.currentTimeMillis();
    if (s.isHook()) {
      List<String> cmd = List.of("sh", "-c", s.hook());
      BundleFiles.write(dir.resolve("command.txt"), String.join(" ", cmd) + "\n");
      int code = processes.run(List.of(cmd), dir);
      return processes.stopped() ? null : outcome(s, sys, "sh -c " + s.hook(), start, code, null, "");
    }
    StudyPlan.Phase phase = plan.phases().get(s.phase());
    StepOutcome calibrated = calibrations.get(s.system() + "/" + s.workload());
    double max = calibrated == null ? Double.NaN : calibrated.calibratedMax();
    if (phase.target() != null && phase.target().share() && Double.isNaN(max)) {
      return outcome(s, sys, "", start, -1, null, "no calibrated maximum for " + s.system() + " / "
          + s.workload() + " (its calibrate step did not meet the SLA)");
    }
    Map<String, String> overrides = StepCommand.overrides(plan, s, dir, max,
        calibrated == null ? 0 : calibrated.calibratedThreads());
    Map<String, String> resolved = StepCommand.resolved(plan, s, overrides);
    Properties shown = new Properties();
    resolved.forEach((k, v) -> shown.setProperty(k, secrets.isSecret(k) ? Secrets.MASK : v));
    BundleFiles.writeProperties(dir.resolve("step.properties"), shown);
    List<String> cmd = command(s, dir, overrides);
    String commandText = text(cmd);
    BundleFiles.write(dir.resolve("command.txt"), commandText + "\n");
    if (sys.kubernetes() && s.kind().isRun()) {
      Map<String, String> masked = new java.util.TreeMap<>();
      shown.stringPropertyNames().forEach(k -> masked.put(k, shown.getProperty(k)));
      BundleFiles.write(dir.resolve("job.yaml"), JobManifest.render("ycsb-" + plan.name() + "-" + s.id(),
          StepCommand.verb(plan, s), sys.binding(), sys.clients(), masked));
      return outcome(s, sys, commandText, start, 0, null, "rendered as a Kubernetes Job (job.yaml), not run");
    }
    List<List<String>> commands = new ArrayList<>();
    int clients = s.kind() == PhaseKind.CALIBRATE ? 1 : sys.clients();
    for (int i = 0; i < clients; i++) {
      if (clients == 1) {
        commands.add(cmd);
      } else {
        List<String> c = new ArrayList<>(cmd);
        c.addAll(List.of("-p", "client.count=" + clients, "-p", "client.index=" + i));
        commands.add(c);
      }
    }
    int code = processes.run(commands, dir);
    if (processes.stopped()) {
      return null;
    }
    double[] answer = s.kind() == PhaseKind.CALIBRATE && code == 0 ? calibration(dir) : null;
    return outcome(s, sys, commandText, start, code, answer, code == 0 || code == 3 ? "" : lastLine(dir));
  }

  /** {@code calibration}: a calibrate step's maximum and threads, or null. */
  private StepOutcome outcome(Step s, StudyPlan.SystemUnderTest sys, String command, long start, int code,
      double[] calibration, String note) {
    String status = code == 0 ? "ok" : code == 3 ? "broken" : "failed";
    if (note.startsWith("rendered")) {
      status = "rendered";
    }
    return new StepOutcome(s.id(), s.system(), sys.binding(), s.workload() == null ? "" : s.workload(), s.phase(),
        s.isHook() ? "hook" : s.kind().word(), s.repetition(), command, start, System.currentTimeMillis(), code, status,
        calibration == null ? Double.NaN : calibration[0], calibration == null ? 0 : (int) calibration[1], note);
  }

  private List<String> command(Step s, Path dir, Map<String, String> overrides) {
    if (s.isHook()) {
      return List.of("sh", "-c", s.hook());
    }
    List<String> args = new ArrayList<>(StepCommand.args(plan, s, overrides));
    if (s.kind() == PhaseKind.VERIFY) {
      args.addAll(ledgerFolders(s)); // bin/ycsb verify reads back what these steps' ledgers say was written
    }
    return launcher.command(StepCommand.verb(plan, s), StepCommand.system(plan, s).binding(), args);
  }

  /** The folders of the system's earlier steps of the same workload: where their ledgers are (validation=true). */
  private List<String> ledgerFolders(Step verify) {
    List<String> out = new ArrayList<>();
    for (Step e : StudySteps.of(plan)) {
      if (e.number() < verify.number() && !e.isHook() && e.kind() != PhaseKind.VERIFY
          && e.system().equals(verify.system()) && Objects.equals(e.workload(), verify.workload())) {
        out.add(bundle.stepDir(e).toString());
      }
    }
    return out;
  }

  /** The command as a shell would read it, secret -p values masked. */
  private String text(List<String> cmd) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cmd.size(); i++) {
      String a = cmd.get(i);
      int eq = a.indexOf('=');
      if (i > 0 && "-p".equals(cmd.get(i - 1)) && eq > 0 && secrets.isSecret(a.substring(0, eq).trim())) {
        a = a.substring(0, eq + 1) + Secrets.MASK;
      }
      sb.append(i == 0 ? "" : " ").append(a.matches("[A-Za-z0-9_./:=,%+@-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
    }
    return sb.toString();
  }

  /**
   * calibrate's answer from its report, {@code [CALIBRATE], Throughput(ops/sec)} and {@code Threads},
   * when the SLA was met; else null.
   */
  static double[] calibration(Path dir) throws IOException {
    Path report = dir.resolve("report.txt");
    if (!Files.isRegularFile(report)) {
      return null;
    }
    double value = Double.NaN;
    double threads = 0;
    boolean met = false;
    for (String line : Files.readAllLines(report, StandardCharsets.UTF_8)) {
      String[] f = line.split(",\\s*", 3);
      if (f.length == 3 && f[0].equals("[CALIBRATE]")) {
        if (f[1].equals("Throughput(ops/sec)")) {
          value = Double.parseDouble(f[2].trim());
        } else if (f[1].equals("Threads")) {
          threads = Double.parseDouble(f[2].trim());
        } else if (f[1].equals("SLAMet")) {
          met = Boolean.parseBoolean(f[2].trim());
        }
      }
    }
    return met && !Double.isNaN(value) ? new double[] {value, threads} : null;
  }

  private static String lastLine(Path dir) throws IOException {
    Path f = dir.resolve("stderr.txt");
    if (!Files.isRegularFile(f)) {
      return "";
    }
    List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (lines.get(i).startsWith("Error") || lines.get(i).startsWith("ycsb:")) {
        return lines.get(i);
      }
    }
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  /**
   * The seconds left: the remaining steps' planned durations, scaled by how much longer than planned
   * the steps run so far took (start-up, loads, a busy machine); unscaled before any ran.
   */
  static long eta(long[] expected, int from, long ranExpected, long elapsed) {
    long remaining = 0;
    for (int i = from; i < expected.length; i++) {
      remaining += expected[i];
    }
    double scale = ranExpected > 0 ? Math.max(1, (double) elapsed / ranExpected) : 1;
    return Math.round(remaining * scale);
  }

  /** Stops the study: the current step's processes get SIGTERM, and the step is not recorded. */
  void stop() {
    processes.stop();
  }

  static String duration(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60)
        : seconds >= 60 ? String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var all = Files.walk(dir)) {
      for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
