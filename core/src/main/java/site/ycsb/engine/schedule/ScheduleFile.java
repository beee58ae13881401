package site.ycsb.engine.schedule;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.UsageException;

/**
 * Reads {@code target.schedule.file}: one {@code seconds,ops_per_second} pair a line, times from
 * the phase's start in increasing order, rates of 0 or more; blank lines, {@code #} comments and a
 * {@code seconds,ops_per_second} header are skipped. {@code linear}: the rate moves in a straight
 * line from one row to the next; {@code step}: each row's rate holds until the next row. Before the
 * first row its rate holds; after the last, the last rate holds. A bad line is one error naming its
 * number, before the run.
 */
public final class ScheduleFile {
  private ScheduleFile() {
  }

  public static RateSchedule read(String property, Path file, boolean linear) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new UsageException(property + "=" + file + ": no such file");
    } catch (IOException | RuntimeException e) {
      throw new UsageException(property + "=" + file + ": cannot be read (" + e.getMessage() + ")");
    }
    return parse(property + "=" + file, lines, linear);
  }

  /** The schedule of {@code lines}; errors start with {@code where}. */
  static RateSchedule parse(String where, List<String> lines, boolean linear) {
    List<double[]> rows = new ArrayList<>();
    int previousLine = 0;
    for (int n = 1; n <= lines.size(); n++) {
      String line = lines.get(n - 1).trim();
      if (line.isEmpty() || line.startsWith("#") || (rows.isEmpty() && line.replace(" ", "")
          .equalsIgnoreCase("seconds,ops_per_second"))) {
        continue;
      }
      String at = where + ": line " + n + " '" + line + "'";
      String[] fields = line.split(",", -1);
      double seconds;
      double rate;
      try {
        if (fields.length != 2) {
          throw new NumberFormatException();
        }
        seconds = Double.parseDouble(fields[0].trim());
        rate = Double.parseDouble(fields[1].trim());
      } catch (NumberFormatException e) {
        throw new UsageException(at + ": expected seconds,ops_per_second (two numbers)");
      }
      if (!Double.isFinite(seconds) || seconds < 0) {
        throw new UsageException(at + ": time " + fields[0].trim() + ": expected seconds of 0 or more");
      }
      if (!Double.isFinite(rate) || rate < 0) {
        throw new UsageException(at + ": rate " + fields[1].trim() + ": expected operations per second of 0 or more");
      }
      if (!rows.isEmpty() && seconds <= rows.get(rows.size() - 1)[0]) {
        throw new UsageException(at + ": time " + fields[0].trim() + " is not after line " + previousLine
            + "'s; expected times in increasing order");
      }
      rows.add(new double[] {seconds, rate});
      previousLine = n;
    }
    if (rows.isEmpty()) {
      throw new UsageException(where + ": no rows; expected lines of seconds,ops_per_second");
    }
    List<Segment> segments = new ArrayList<>();
    double[] first = rows.get(0);
    if (first[0] > 0) {
      segments.add(Segment.hold(first[1], first[0]));
    }
    for (int i = 1; i < rows.size(); i++) {
      double[] a = rows.get(i - 1);
      double[] b = rows.get(i);
      segments.add(linear ? Segment.ramp(a[1], b[1], b[0] - a[0]) : Segment.hold(a[1], b[0] - a[0]));
    }
    double[] last = rows.get(rows.size() - 1);
    if (segments.isEmpty() || !linear) {
      segments.add(Segment.hold(last[1], 1)); // the last row's rate, which then holds
    }
    return new RateSchedule(segments, false, where);
  }
}
