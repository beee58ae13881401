package site.ycsb.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import site.ycsb.results.LogSet;
import site.ycsb.results.RunData;
import site.ycsb.results.TimeSeries;

/**
 * A study as its bundle holds it, read from the bundle alone: each step's outcome and, for each
 * workload and run or resilience phase, the runs of every system side by side.
 *
 * @param facts the tool's version, JVM and host facts (study.properties)
 * @param plan the plan's text
 * @param steps every step that ended, in order
 * @param calibrations the calibrate steps
 * @param sections one per workload and run phase, in the plan's order
 * @param verifications the verify steps and what they found
 */
record StudyData(Properties facts, String plan, List<StepOutcome> steps, List<Calibrated> calibrations,
    List<Section> sections, List<Verified> verifications) {

  /** A calibrate step's answer and the SLA it was found under (as calibrate's report states it). */
  record Calibrated(StepOutcome step, String sla) {
  }

  /**
   * A verify step and its counts as bin/ycsb verify printed them ({@code [VERIFY], Lost, 12}: "Lost" to
   * "12"), in its order; empty when it printed none (it failed before reading).
   */
  record Verified(StepOutcome step, Map<String, String> counts) {
  }

  /** A run: its step, its logs read, and its figures. */
  record Run(StepOutcome step, String label, RunData data, RunFigures figures, Resilience resilience) {
  }

  /** A workload's phase: every system's runs of it. */
  record Section(String workload, String phase, boolean resilience, List<Run> runs) {
    /** The comparison page's file name. */
    String page() {
      return workload + "-" + phase + ".html";
    }
  }

  static StudyData load(Bundle bundle) throws IOException {
    List<StepOutcome> steps = new ArrayList<>();
    if (Files.isDirectory(bundle.steps())) {
      try (Stream<Path> dirs = Files.list(bundle.steps())) {
        for (Path d : dirs.sorted().toList()) {
          StepOutcome o = StepOutcome.read(d);
          if (o != null) {
            steps.add(o);
          }
        }
      }
    }
    boolean repeated = steps.stream().anyMatch(s -> s.repetition() > 1);
    List<Calibrated> calibrations = new ArrayList<>();
    List<Verified> verifications = new ArrayList<>();
    Map<String, Section> sections = new LinkedHashMap<>();
    for (StepOutcome s : steps) {
      Path dir = bundle.steps().resolve(s.id());
      if (s.kind().equals("calibrate")) {
        calibrations.add(new Calibrated(s, sla(dir)));
      }
      if (s.kind().equals("verify")) {
        verifications.add(new Verified(s, verifyCounts(dir.resolve("stdout.txt"))));
      }
      boolean resilience = s.kind().equals("resilience");
      if (!(s.kind().equals("run") || resilience) || !hasLogs(dir)) {
        continue;
      }
      String label = s.system() + (repeated ? ".r" + s.repetition() : "");
      RunData data;
      try (LogSet set = LogSet.open(List.of(dir.toString()), "run", true)) {
        data = RunData.load(label, set, new Properties(), k -> false, TimeSeries::charted, null, null);
      }
      sections.computeIfAbsent(s.workload() + "/" + s.phase(),
          k -> new Section(s.workload(), s.phase(), resilience, new ArrayList<>()))
          .runs().add(new Run(s, label, data, RunFigures.of(label, data), Resilience.of(data)));
    }
    return new StudyData(bundle.facts(), bundle.planText(), steps, calibrations, List.copyOf(sections.values()),
        verifications);
  }

  /** The counts of bin/ycsb verify's output, {@code [VERIFY], <class>, <n>}; not the lists of keys. */
  private static Map<String, String> verifyCounts(Path stdout) throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    if (Files.isRegularFile(stdout)) {
      for (String line : Files.readAllLines(stdout, StandardCharsets.UTF_8)) {
        String[] f = line.split(",\\s*", 3);
        if (f.length == 3 && f[0].equals("[VERIFY]") && !f[1].endsWith(" keys")) {
          out.put(f[1], f[2].trim());
        }
      }
    }
    return out;
  }

  private static boolean hasLogs(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      return all.anyMatch(f -> f.getFileName().toString().endsWith(".hdr"));
    }
  }

  /** The SLA line of calibrate's report ({@code [CALIBRATE], SLA, READ-COMB.p99 <= 5ms}). */
  private static String sla(Path dir) throws IOException {
    Path report = dir.resolve("report.txt");
    if (Files.isRegularFile(report)) {
      for (String line : Files.readAllLines(report, StandardCharsets.UTF_8)) {
        if (line.startsWith("[CALIBRATE], SLA, ")) {
          return line.substring("[CALIBRATE], SLA, ".length()).trim();
        }
      }
    }
    return "";
  }

  /** The workloads in the order of their steps. */
  List<String> workloads() {
    List<String> out = new ArrayList<>();
    steps.forEach(s -> {
      if (!s.workload().isEmpty() && !out.contains(s.workload())) {
        out.add(s.workload());
      }
    });
    return out;
  }
}
