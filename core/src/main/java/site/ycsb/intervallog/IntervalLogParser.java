package site.ycsb.intervallog;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the lines {@link IntervalLogWriter} writes (docs/interval-log.md), one at a time: what kind
 * a line is, and its fields. A line that is not what its kind says throws a RuntimeException (the
 * caller names the file and line). Times stay seconds relative to the log's BaseTime.
 */
public final class IntervalLogParser {
  private static final Pattern LEGACY_PHASE = Pattern.compile("^#\\[YCSB (\\w+) phase");

  /** What a line of a log is. */
  public enum Kind {
    /** HdrHistogram's histogram line, tagged or not. */
    HISTOGRAM,
    WARMUP,
    WINDOW,
    STATUS,
    /** {@code #[target ...]}: the rate an interval was paced at. */
    TARGET,
    /** {@code #[stage ...]}: a stage of the run starts. */
    STAGE,
    EVENT,
    /** {@code #[client ...]}: the client's own figures of an interval. */
    CLIENT,
    END,
    META,
    PROPERTY,
    INPUT,
    START_TIME,
    BASE_TIME,
    /** HdrHistogram's legend, its plain comments, our notes, a blank line. */
    OTHER;

    /** Whether the line belongs to the intervals, not to the header. */
    public boolean isBody() {
      return ordinal() <= END.ordinal();
    }
  }

  /** {@code #[status ...]}: one operation's results per status in one interval, in the line's order. */
  public record Status(String op, double startSeconds, double lengthSeconds, Map<String, Long> counts) {
  }

  /** {@code #[target ...]}: the operations per second one interval was paced at. */
  public record Target(double startSeconds, double lengthSeconds, double opsPerSecond) {
  }

  /** {@code #[stage ...]}: stage {@code name} starts at {@code timeSeconds}. */
  public record Stage(String name, double timeSeconds) {
  }

  /** {@code #[window ...]} of a merged log. */
  public record Window(double firstSeconds, double lastSeconds, int clients, double seconds) {
  }

  /** {@code #[end ...]}; {@code operations} is -1 when the line does not say. */
  public record End(double timeSeconds, String stop, long operations, long skipped) {
  }

  /** A histogram line, its histogram left encoded; the tag is empty for an untagged line. */
  public record HistogramLine(String tag, double startSeconds, double lengthSeconds, String base64) {
  }

  /** {@code #[input n key=value]}. */
  public record Input(int n, String key, String value) {
  }

  private IntervalLogParser() {
  }

  /** Whether a first line marks a log of ours (the legacy ones too). */
  public static boolean isOurs(String firstLine) {
    return firstLine != null && firstLine.startsWith(Lines.MARK);
  }

  /** The start every first line of ours has. */
  public static String mark() {
    return Lines.MARK;
  }

  /** Whether a first line is a merged log's. */
  public static boolean isMerged(String firstLine) {
    return firstLine.contains(Lines.MERGED);
  }

  /** Whether a first line is the untagged copy of one metric ({@code hdrhistogram.log.pertag}). */
  public static boolean isPerMetricCopy(String firstLine) {
    return firstLine.contains(Lines.PER_METRIC);
  }

  /** The phase a legacy log's first line names ({@code #[YCSB run phase ...]}), or null. */
  public static String legacyPhase(String firstLine) {
    Matcher m = LEGACY_PHASE.matcher(firstLine);
    return m.find() ? m.group(1) : null;
  }

  public static Kind kind(String line) {
    if (line.startsWith(Lines.OPEN)) {
      if (line.startsWith(Lines.OPEN + Lines.WARMUP)) {
        return Kind.WARMUP;
      } else if (line.startsWith(Lines.OPEN + Lines.WINDOW)) {
        return Kind.WINDOW;
      } else if (line.startsWith(Lines.OPEN + Lines.STATUS)) {
        return Kind.STATUS;
      } else if (line.startsWith(Lines.OPEN + Lines.STAGE)) {
        return Kind.STAGE;
      } else if (line.startsWith(Lines.OPEN + Lines.TARGET)) {
        return Kind.TARGET;
      } else if (line.startsWith(Lines.OPEN + Lines.EVENT)) {
        return Kind.EVENT;
      } else if (line.startsWith(Lines.OPEN + Lines.CLIENT_FIGURES)) {
        return Kind.CLIENT;
      } else if (line.startsWith(Lines.OPEN + Lines.END)) {
        return Kind.END;
      } else if (line.endsWith(Lines.CLOSE)) {
        String body = body(line, 0);
        return body.startsWith(Lines.META) ? Kind.META : body.startsWith(Lines.PROPERTY) ? Kind.PROPERTY
            : body.startsWith(Lines.INPUT) ? Kind.INPUT : body.startsWith(Lines.START_TIME) ? Kind.START_TIME
            : body.startsWith(Lines.BASE_TIME) ? Kind.BASE_TIME : Kind.OTHER;
      }
      return Kind.OTHER;
    }
    return line.startsWith("#") || line.startsWith("\"") || line.isBlank() ? Kind.OTHER : Kind.HISTOGRAM;
  }

  /** Whether a line is complete ({@code #[...]}); a killed client's last line may not be. */
  public static boolean isWhole(String line) {
    return line.endsWith(Lines.CLOSE);
  }

  /** A {@code meta} or {@code property} line's key and value (unescaped), or null when it has none. */
  public static Map.Entry<String, String> keyValue(String line) {
    String body = body(line, 0);
    return keyValueOf(body.substring(body.indexOf(' ') + 1));
  }

  /** An {@code input} line's number, key and value, or null when it has none. */
  public static Input input(String line) {
    String rest = body(line, Lines.INPUT.length());
    int sp = rest.indexOf(' ');
    int n = sp < 0 ? -1 : (int) longOr(rest.substring(0, sp), -1);
    Map.Entry<String, String> kv = n < 0 ? null : keyValueOf(rest.substring(sp + 1));
    return kv == null ? null : new Input(n, kv.getKey(), kv.getValue());
  }

  /** HdrHistogram's {@code #[StartTime: <s> ...]} or {@code #[BaseTime: <s> ...]}: seconds since the epoch (NaN if unreadable). */
  public static double time(String line) {
    String rest = body(line, 0);
    rest = rest.substring(rest.indexOf(' ') + 1);
    int sp = rest.indexOf(' ');
    return doubleOr(sp < 0 ? rest : rest.substring(0, sp), Double.NaN);
  }

  public static Status status(String line) {
    Map<String, String> kv = words(body(line, Lines.STATUS.length()));
    String op = kv.remove("op");
    if (op == null) {
      throw new IllegalArgumentException("a status line without op=");
    }
    double start = Double.parseDouble(kv.remove("start"));
    double length = Double.parseDouble(kv.remove("length"));
    Map<String, Long> counts = new LinkedHashMap<>();
    kv.forEach((status, n) -> counts.put(status, Long.parseLong(n)));
    return new Status(op, start, length, counts);
  }

  public static Target target(String line) {
    Map<String, String> kv = words(body(line, Lines.TARGET.length()));
    return new Target(Double.parseDouble(kv.get("start")), Double.parseDouble(kv.get("length")),
        Double.parseDouble(kv.get("ops")));
  }

  /** A {@code #[client ...]} line; user.ms and sys.ms are NaN where it leaves them out. */
  public static ClientLine client(String line) {
    Map<String, String> kv = words(body(line, Lines.CLIENT_FIGURES.length()));
    return new ClientLine(Double.parseDouble(kv.get("start")), Double.parseDouble(kv.get("length")),
        (int) longOr(kv.get("cores"), 1), Double.parseDouble(kv.get("cpu.ms")), doubleOr(kv.get("user.ms"), Double.NaN),
        doubleOr(kv.get("sys.ms"), Double.NaN), Double.parseDouble(kv.get("gc.ms")), Long.parseLong(kv.get("gc.count")),
        Double.parseDouble(kv.get("gc.max.ms")), Boolean.parseBoolean(kv.get("saturated")));
  }

  public static Stage stage(String line) {
    Map<String, String> kv = words(body(line, Lines.STAGE.length()));
    return new Stage(kv.get("name"), Double.parseDouble(kv.get("time")));
  }

  public static Window window(String line) {
    Map<String, String> kv = words(body(line, Lines.WINDOW.length()));
    return new Window(Double.parseDouble(kv.get("first")), Double.parseDouble(kv.get("last")),
        Integer.parseInt(kv.getOrDefault("clients", "1")), Double.parseDouble(kv.getOrDefault("seconds", "0")));
  }

  public static End end(String line) {
    Map<String, String> kv = words(body(line, Lines.END.length()));
    return new End(Double.parseDouble(kv.get("time")), kv.getOrDefault("stop", "COMPLETED"),
        longOr(kv.get("operations"), -1), longOr(kv.get("skipped"), 0));
  }

  /** An event line; its client is empty unless the line names one (a merged log's). */
  public static EventLine event(String line) {
    String body = body(line, Lines.EVENT.length());
    String command = "";
    int c = body.indexOf(" " + Lines.COMMAND);
    if (c >= 0) {
      command = body.substring(c + 1 + Lines.COMMAND.length());
      body = body.substring(0, c);
    }
    String[] head = body.split(" ", 4);
    Map<String, String> kv = words(head[0] + " " + head[1] + " " + head[2]);
    String detail = head.length > 3 ? head[3] : "";
    String clientId = "";
    if (detail.startsWith(Lines.CLIENT)) {
      int sp = detail.indexOf(' ');
      clientId = sp < 0 ? detail.substring(Lines.CLIENT.length()) : detail.substring(Lines.CLIENT.length(), sp);
      detail = sp < 0 ? "" : detail.substring(sp + 1);
    }
    String when = "";
    if (detail.startsWith(Lines.WHEN)) {
      int o = detail.indexOf(" " + Lines.OUTPUT);
      when = o < 0 ? detail.substring(Lines.WHEN.length()) : detail.substring(Lines.WHEN.length(), o);
      detail = o < 0 ? "" : detail.substring(o + 1);
    }
    return new EventLine(Integer.parseInt(kv.get("id")), kv.get("state"), Double.parseDouble(kv.get("time")),
        clientId, unescape(when), unescape(command), unescape(detail));
  }

  /** A histogram line: tag (empty when untagged), start, length and the encoded histogram. */
  public static HistogramLine histogram(String line) {
    String tag = "";
    String rest = line;
    if (line.startsWith(Lines.TAG)) {
      int comma = line.indexOf(',');
      tag = line.substring(Lines.TAG.length(), comma);
      rest = line.substring(comma + 1);
    }
    String[] f = rest.split(",", 4);
    if (f.length < 4) {
      throw new IllegalArgumentException("too few fields");
    }
    return new HistogramLine(tag, Double.parseDouble(f[0]), Double.parseDouble(f[1]), f[3].trim());
  }

  /** A histogram line's start and length in seconds, read from its first fields only (a cut line's too). */
  public static double[] histogramSpan(String line) {
    String rest = line.startsWith(Lines.TAG) ? line.substring(line.indexOf(',') + 1) : line;
    String[] f = rest.split(",", 3);
    return new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[1])};
  }

  /** Undoes the writer's escaping of backslash, newline and carriage return. */
  public static String unescape(String v) {
    if (v.indexOf('\\') < 0) {
      return v;
    }
    StringBuilder sb = new StringBuilder(v.length());
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c == '\\' && i + 1 < v.length()) {
        char n = v.charAt(++i);
        sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /** The text between {@code #[<kind>} (of {@code skip} characters) and the closing {@code ]}. */
  private static String body(String line, int skip) {
    return line.substring(Lines.OPEN.length() + skip, line.length() - Lines.CLOSE.length());
  }

  private static Map.Entry<String, String> keyValueOf(String body) {
    int eq = body.indexOf('=');
    return eq > 0 ? Map.entry(body.substring(0, eq), unescape(body.substring(eq + 1))) : null;
  }

  /** {@code a=1 b=2} into an ordered map. */
  private static Map<String, String> words(String body) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String w : body.trim().split(" +")) {
      int eq = w.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("expected key=value, found '" + w + "'");
      }
      out.put(w.substring(0, eq), w.substring(eq + 1));
    }
    return out;
  }

  /** A logged number (a meta value, a field), or {@code def} where it is absent or malformed. */
  public static long longOr(String s, long def) {
    try {
      return s == null ? def : Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      return def;
    }
  }

  /** A logged number (a meta value, a field), or {@code def} where it is absent or malformed. */
  public static double doubleOr(String s, double def) {
    try {
      return s == null ? def : Double.parseDouble(s.trim());
    } catch (NumberFormatException e) {
      return def;
    }
  }
}
