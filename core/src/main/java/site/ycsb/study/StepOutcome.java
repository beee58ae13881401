package site.ycsb.study;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What a finished step did, as its {@code outcome.properties} in the bundle holds it: written only
 * when the step has ended (a step without one is repeated by {@code --resume}), and all the study
 * report needs to know of the step besides its logs.
 *
 * @param id the step's folder name
 * @param system the system's name
 * @param binding the system's binding
 * @param workload the workload's name (empty for a prepare hook)
 * @param phase the phase's name (prepare, reset for hooks)
 * @param kind load, calibrate, run, resilience, verify or hook
 * @param repetition 1..N for runs, else 0
 * @param command the command run, secrets masked
 * @param startMs when it started, ms since the epoch
 * @param endMs when it ended
 * @param exitCode the command's exit code (-1: never started)
 * @param status ok, failed, broken (exit 3: criteria or SLA not met) or rendered (a Kubernetes Job written)
 * @param calibratedMax a calibrate step's maximum throughput under the SLA, ops/s (NaN: none)
 * @param calibratedThreads the threads of the calibrate step's answer (0: none)
 * @param note why it failed without running, or empty
 */
record StepOutcome(String id, String system, String binding, String workload, String phase, String kind,
    int repetition, String command, long startMs, long endMs, int exitCode, String status, double calibratedMax,
    int calibratedThreads, String note) {
  static final String FILE = "outcome.properties";

  boolean ok() {
    return "ok".equals(status) || "rendered".equals(status);
  }

  double seconds() {
    return (endMs - startMs) / 1000.0;
  }

  void write(Path dir) throws IOException {
    Properties p = new Properties();
    p.setProperty("id", id);
    p.setProperty("system", system);
    p.setProperty("binding", binding);
    p.setProperty("workload", workload);
    p.setProperty("phase", phase);
    p.setProperty("kind", kind);
    p.setProperty("repetition", Integer.toString(repetition));
    p.setProperty("command", command);
    p.setProperty("start.ms", Long.toString(startMs));
    p.setProperty("end.ms", Long.toString(endMs));
    p.setProperty("exit", Integer.toString(exitCode));
    p.setProperty("status", status);
    p.setProperty("calibrated.max", Double.toString(calibratedMax));
    p.setProperty("calibrated.threads", Integer.toString(calibratedThreads));
    p.setProperty("note", note);
    BundleFiles.writeProperties(dir.resolve(FILE), p);
  }

  /** The outcome in {@code dir}, or null when the step has not ended there. */
  static StepOutcome read(Path dir) {
    Path f = dir.resolve(FILE);
    if (!Files.isRegularFile(f)) {
      return null;
    }
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
      p.load(r);
      return new StepOutcome(p.getProperty("id"), p.getProperty("system"), p.getProperty("binding"),
          p.getProperty("workload"), p.getProperty("phase"), p.getProperty("kind"),
          Integer.parseInt(p.getProperty("repetition")), p.getProperty("command"),
          Long.parseLong(p.getProperty("start.ms")), Long.parseLong(p.getProperty("end.ms")),
          Integer.parseInt(p.getProperty("exit")), p.getProperty("status"),
          Double.parseDouble(p.getProperty("calibrated.max")),
          Integer.parseInt(p.getProperty("calibrated.threads", "0")), p.getProperty("note", ""));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (RuntimeException e) {
      return null; // half written (the study was killed as it wrote it): the step runs again
    }
  }

  static String text(Properties p) {
    StringWriter w = new StringWriter();
    try {
      p.store(w, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return w.toString();
  }
}
