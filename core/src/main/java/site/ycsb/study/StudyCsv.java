package site.ycsb.study;

import java.util.Locale;
import site.ycsb.results.stats.Estimate;

/**
 * The study's figures for papers and spreadsheets: one row per workload, phase, system and
 * operation ("all": the whole run's throughput), each figure with its interval's ends (empty when
 * the run had too few windows for one).
 */
final class StudyCsv {
  private StudyCsv() {
  }

  static String render(StudyData d) {
    StringBuilder sb = new StringBuilder("workload,phase,system,binding,repetition,operation,ops_per_sec,ops_low,ops_high");
    for (String m : new String[] {"avg", "p95", "p99", "p99_9", "p99_99"}) {
      sb.append(',').append(m).append("_us,").append(m).append("_low,").append(m).append("_high");
    }
    sb.append(",calibrated_max\n");
    for (StudyData.Section s : d.sections()) {
      for (StudyData.Run r : s.runs()) {
        double max = d.calibrations().stream().filter(c -> c.step().system().equals(r.step().system())
            && c.step().workload().equals(s.workload())).mapToDouble(c -> c.step().calibratedMax()).findFirst()
            .orElse(Double.NaN);
        String head = String.join(",", s.workload(), s.phase(), r.step().system(), r.step().binding(),
            Integer.toString(r.step().repetition()));
        sb.append(head).append(",all,").append(cells(r.figures().throughput()));
        sb.append(",,,".repeat(5)).append(',').append(num(max)).append('\n');
        for (RunFigures.Row row : r.figures().operations()) {
          sb.append(head).append(',').append(row.operation()).append(',').append(num(row.opsPerSecond())).append(",,");
          sb.append(',').append(cells(row.average()));
          for (Estimate p : row.percentiles()) {
            sb.append(',').append(cells(p));
          }
          sb.append(',').append(num(max)).append('\n');
        }
      }
    }
    return sb.toString();
  }

  private static String cells(Estimate e) {
    return num(e.value()) + "," + (e.known() ? num(e.low()) + "," + num(e.high()) : ",");
  }

  private static String num(double v) {
    return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.3f", v);
  }
}
