package site.ycsb.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A study as its plan file describes it (docs/studies.md): the systems under test, the workloads,
 * the phases each system goes through for each workload, and how often the runs are repeated.
 *
 * @param file the plan file
 * @param name the study's name (its bundle's folder by default)
 * @param repetitions how many times each run and resilience phase runs
 * @param workloads in the plan's order
 * @param systems in the plan's order, each run after the other
 * @param phases by name
 */
record StudyPlan(Path file, String name, int repetitions, List<Workload> workloads, List<SystemUnderTest> systems,
    Map<String, Phase> phases) {

  /** A workload: its file (as bin/ycsb's -P) and the properties that override it. */
  record Workload(String name, Path file, Map<String, String> properties) {
  }

  /**
   * A system under test.
   *
   * @param binding bin/ycsb's binding name (memory, cassandra, aerospike, ...)
   * @param properties the binding's properties (hosts, ...)
   * @param phases the names of its phases, in order
   * @param prepare a shell command run once before its first step (null: none)
   * @param reset a shell command run before each workload's phases (null: none)
   * @param finish a shell command run after its last step, even when a step failed (null: none)
   * @param clients client processes per load and run step
   * @param kubernetes whether its run steps are rendered as Kubernetes Jobs (written, not applied)
   * @param embedded whether the data lives in the client (memory): then a run loads first (loadrun)
   * @param continueOnFailure whether a failed step lets its later steps run
   */
  record SystemUnderTest(String name, String binding, Map<String, String> properties, List<String> phases,
      String prepare, String reset, String finish, int clients, boolean kubernetes, boolean embedded, boolean continueOnFailure) {
  }

  /**
   * A phase.
   *
   * @param target a run's target (null: the properties' own target, schedule or none)
   * @param properties the phase's own properties (calibrate.*, maxexecutiontime, events, ...)
   * @param bySystem properties of the phase for one system only, by system (a node kill's command)
   */
  record Phase(String name, PhaseKind kind, Target target, Map<String, String> properties,
      Map<String, Map<String, String>> bySystem) {
  }

  /**
   * A run's target rate.
   *
   * @param value ops/s, or the share of the calibrated maximum (0.8 for 80%)
   * @param share whether {@code value} is a share of the system's calibrated maximum
   */
  record Target(double value, boolean share) {
    String text() {
      return share ? Math.round(value * 1000) / 10.0 + "% of the calibrated maximum" : value + " ops/s";
    }
  }
}
