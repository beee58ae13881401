package site.ycsb.engine;

/** Errors told in one line, for the run's warnings and usage errors. */
final class ThrowableText {
  private ThrowableText() {
  }

  /** An error in one line: its class, its message's first line, and where it was thrown. */
  static String describe(Throwable t) {
    String message = t.getMessage() == null ? "" : ": " + t.getMessage().lines().findFirst().orElse("");
    StackTraceElement[] trace = t.getStackTrace();
    return t.getClass().getName() + message + (trace.length == 0 ? "" : " at " + trace[0]);
  }

  static String oneLine(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getMessage() != null && root.getCause().getMessage() != null
        && root.getMessage().equals(root.getCause().toString())) {
      root = root.getCause();
    }
    String m = root.getMessage() == null ? root.getClass().getName() : root.getMessage();
    return m.lines().findFirst().orElse(m);
  }
}
