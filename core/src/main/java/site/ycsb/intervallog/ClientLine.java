package site.ycsb.intervallog;

/**
 * What the client spent in one interval, as its {@code #[client ...]} line says (docs/interval-log.md,
 * "The client's own figures"); the interval's hiccups are a histogram line of their own, tagged
 * {@link #HICCUP_TAG}. Neither is an operation: readers keep them out of TOTAL and the operation lists.
 *
 * @param startSeconds the interval's start, seconds since the log's BaseTime
 * @param lengthSeconds its length
 * @param cores the processors available to the JVM
 * @param cpuMs the process's CPU time in the interval (all threads, user and system)
 * @param userMs the user-mode part, from /proc/self/stat; NaN where the system does not say
 * @param systemMs the system-mode part, as userMs
 * @param gcMs the collectors' pauses ended in the interval, added
 * @param gcCount how many pauses
 * @param gcMaxMs the longest of them (0 when none)
 * @param saturated whether every slot (async) or thread (blocking) was busy in most of the interval's samples
 */
public record ClientLine(double startSeconds, double lengthSeconds, int cores, double cpuMs, double userMs,
    double systemMs, double gcMs, long gcCount, double gcMaxMs, boolean saturated) {

  /** The tag of the client's hiccup histograms (microseconds the sampler woke late), one per interval. */
  public static final String HICCUP_TAG = "CLIENT-HICCUP";

  /** Whether a histogram tag is the client's own (not an operation's). */
  public static boolean isClientTag(String tag) {
    return HICCUP_TAG.equals(tag);
  }
}
