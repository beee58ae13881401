package site.ycsb.intervallog;

/** How each kind of line of the format is spelled: the writer writes these and the parser looks for them. */
final class Lines {
  /** Every comment line of ours is {@code #[<body>]}. */
  static final String OPEN = "#[";
  static final String CLOSE = "]";
  /** The first line's body starts so. */
  static final String TITLE = "YCSB interval log: ";
  /** The first line of every log of ours (and of the legacy ones) starts so. */
  static final String MARK = OPEN + "YCSB ";
  static final String LATENCY = "latency in microseconds, ";
  static final String SEE = "; see docs/interval-log.md";
  static final String ALL_METRICS = "one tag per metric";
  /** The first line of a per-metric copy (hdrhistogram.log.pertag) ends its layout so. */
  static final String PER_METRIC = "only (untagged)";
  /** The first line of a merged log holds this word. */
  static final String MERGED = "merged";

  static final String META = "meta ";
  static final String PROPERTY = "property ";
  static final String INPUT = "input ";
  static final String WARMUP = "warm-up interval";
  static final String WINDOW = "window ";
  static final String STATUS = "status ";
  static final String TARGET = "target ";
  static final String STAGE = "stage ";
  static final String EVENT = "event ";
  static final String END = "end ";
  /** The client's own figures of an interval (ClientLine); "client=" is another word. */
  static final String CLIENT_FIGURES = "client ";
  /** A client in a merged log's event line. */
  static final String CLIENT = "client=";
  static final String WHEN = "when=";
  static final String COMMAND = "command=";
  static final String OUTPUT = "output=";
  /** HdrHistogram's own spellings. */
  static final String TAG = "Tag=";
  static final String START_TIME = "StartTime: ";
  static final String BASE_TIME = "BaseTime: ";

  private Lines() {
  }
}
