package site.ycsb.intervallog;

/**
 * Numbers with a fixed count of decimals, without String.format: the charts and the CSV of a long
 * run format hundreds of thousands of them, and a merged log its histogram lines.
 */
public final class Fixed {
  private static final long[] SCALE = {1, 10, 100, 1000, 10_000, 100_000, 1_000_000};

  private Fixed() {
  }

  /** {@code v} rounded to {@code decimals} (0 to 6) places, as "-12.340". */
  public static String format(double v, int decimals) {
    long scaled = Math.round(Math.abs(v) * SCALE[decimals]);
    StringBuilder sb = new StringBuilder(24);
    if (v < 0 && scaled != 0) {
      sb.append('-');
    }
    sb.append(scaled / SCALE[decimals]);
    if (decimals > 0) {
      String frac = Long.toString(scaled % SCALE[decimals]);
      sb.append('.');
      for (int i = frac.length(); i < decimals; i++) {
        sb.append('0');
      }
      sb.append(frac);
    }
    return sb.toString();
  }
}
