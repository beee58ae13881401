package site.ycsb.study;

import java.util.ArrayList;
import java.util.List;

/**
 * A plan's steps in the order they run: each system after the other; for each, its prepare hook,
 * then per workload its reset hook and its phases, a run or resilience phase once per repetition, then
 * its finish hook (which runs even after a failed step: it stops what prepare started).
 */
final class StudySteps {
  private StudySteps() {
  }

  static List<Step> of(StudyPlan plan) {
    List<Step> out = new ArrayList<>();
    for (StudyPlan.SystemUnderTest s : plan.systems()) {
      if (s.prepare() != null) {
        out.add(new Step(out.size() + 1, s.name(), null, "prepare", null, 0, s.prepare()));
      }
      for (StudyPlan.Workload w : plan.workloads()) {
        if (s.reset() != null) {
          out.add(new Step(out.size() + 1, s.name(), w.name(), "reset", null, 0, s.reset()));
        }
        for (String name : s.phases()) {
          StudyPlan.Phase p = plan.phases().get(name);
          int reps = p.kind().isRun() ? plan.repetitions() : 0;
          for (int r = reps == 0 ? 0 : 1; r <= reps; r++) {
            out.add(new Step(out.size() + 1, s.name(), w.name(), name, p.kind(), r, null));
          }
        }
      }
      if (s.finish() != null) {
        out.add(new Step(out.size() + 1, s.name(), null, "finish", null, 0, s.finish()));
      }
    }
    return out;
  }
}
