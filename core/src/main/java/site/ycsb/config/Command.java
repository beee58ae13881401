package site.ycsb.config;

/** The commands of {@code bin/ycsb} that read options: each option says which of them read it. */
public enum Command {
  /** A load phase ({@code load}, and loadrun's first phase). */
  LOAD,
  /** A run phase ({@code run}, loadrun's second phase and each calibration step). */
  RUN,
  /** {@code calibrate}, beyond the run phase each of its steps is. */
  CALIBRATE,
  /** {@code report} and {@code merge}: the logs' readers. */
  REPORT,
  /** Upstream's interactive {@code shell}. */
  SHELL
}
