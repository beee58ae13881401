package site.ycsb.results;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.intervallog.IntervalLogParser;

/** When a log's last interval (or its end line) ends, read from the file's last lines alone. */
final class LogTail {
  /** How much of a log's end is read: a few intervals' lines. */
  private static final int TAIL_BYTES = 256 * 1024;

  private LogTail() {
  }

  /** Ms since the epoch; the log's start when nothing in the tail tells. */
  static long lastTimeMs(Path file, LogClock clock) {
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      long from = Math.max(0, f.length() - TAIL_BYTES);
      byte[] tail = new byte[(int) (f.length() - from)];
      f.seek(from);
      f.readFully(tail);
      String[] lines = new String(tail, StandardCharsets.UTF_8).split("\n");
      long last = clock.startMs();
      for (int i = lines.length - 1; i >= (from == 0 ? 0 : 1); i--) { // a tail's first line may be cut
        String line = lines[i].strip();
        try {
          IntervalLogParser.Kind kind = IntervalLogParser.kind(line);
          if (kind == IntervalLogParser.Kind.END && IntervalLogParser.isWhole(line)) {
            return Math.max(last, clock.end(line).timeMs());
          }
          if (kind == IntervalLogParser.Kind.HISTOGRAM) {
            double[] span = IntervalLogParser.histogramSpan(line);
            last = Math.max(last, clock.absolute(span[0]) + Math.round(span[1] * 1000));
            return last;
          }
        } catch (RuntimeException e) {
          // a cut-off last line: the line before it tells
        }
      }
      return last;
    } catch (IOException e) {
      throw new UsageException(file + ": cannot read the log (" + IoProblem.describe(e) + ")");
    }
  }
}
