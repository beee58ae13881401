package site.ycsb.study;

import java.util.Locale;

/**
 * One step of a study: a phase of a system for a workload (one repetition of it), or a system's
 * prepare/reset hook.
 *
 * @param number from 1, in the order steps run
 * @param system the system's name
 * @param workload the workload's name (null for the prepare hook)
 * @param phase the phase's name, or "prepare"/"reset" for a hook
 * @param kind the phase's kind (null for a hook)
 * @param repetition 1 to study.repetitions for a run, else 0
 * @param hook the hook's shell command (null for a phase)
 */
record Step(int number, String system, String workload, String phase, PhaseKind kind, int repetition, String hook) {

  /** The step's folder name in the bundle: {@code 03-aerospike-mixed-steady-r1}. */
  String id() {
    return String.format(Locale.ROOT, "%02d-%s%s-%s%s", number, system, workload == null ? "" : "-" + workload, phase,
        repetition > 0 ? "-r" + repetition : "");
  }

  /** "aerospike / mixed / steady (r1)". */
  String title() {
    return system + (workload == null ? "" : " / " + workload) + " / " + phase
        + (repetition > 0 ? " (r" + repetition + ")" : "");
  }

  boolean isHook() {
    return hook != null;
  }
}
