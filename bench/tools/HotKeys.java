import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.config.Props;
import site.ycsb.config.StagePlan;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;

/**
 * Which keys were hot when: loads and runs CoreWorkload on the memory binding through the engine
 * library (a load, then a run phase of the given properties; insertorder=ordered, so a key's name
 * gives its number), counts each read's key number per second of the run and per 1/50 of the key
 * space, and writes {@code hot-keys.csv} (second,bucket,reads) and {@code hot-keys.svg}, a heat map
 * of each second's reads over the key space (darker: a larger share of that second's reads).
 *
 * <pre>java -cp CORE_CLASSPATH bench/tools/HotKeys.java OUT_DIR recordcount=10000 hotspot.move=5s ...</pre>
 * JDK and core only (bench/moving-hotspot.sh runs it).
 */
public final class HotKeys {
  static final int BUCKETS = 50;
  static final int MAX_SECONDS = 3600;
  static final AtomicLongArray COUNTS = new AtomicLongArray(MAX_SECONDS * BUCKETS);
  static final AtomicLong FIRST_READ = new AtomicLong(Long.MIN_VALUE);
  static volatile long recordCount;
  static volatile boolean running;

  /** The memory binding, counting each read of the run phase by its second and its key's bucket. */
  public static final class CountingDB extends MemoryDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      if (running) {
        long now = System.nanoTime();
        FIRST_READ.compareAndSet(Long.MIN_VALUE, now);
        int second = (int) Math.min(MAX_SECONDS - 1, (now - FIRST_READ.get()) / 1_000_000_000L);
        long number = Long.parseLong(key.substring(4)); // "user" + the number (insertorder=ordered)
        int bucket = (int) Math.min(BUCKETS - 1, number * BUCKETS / Math.max(1, recordCount));
        COUNTS.incrementAndGet(second * BUCKETS + bucket);
      }
      return super.read(table, key, fields, result);
    }
  }

  public static void main(String[] args) throws Exception {
    Path out = Path.of(args[0]);
    Files.createDirectories(out);
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("hdrhistogram.fileoutput", "false");
    for (int i = 1; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      p.setProperty(args[i].substring(0, eq), args[i].substring(eq + 1));
    }
    p.setProperty("insertorder", "ordered");
    recordCount = Long.parseLong(p.getProperty("recordcount", "0"));
    p.setProperty("dotransactions", "false");
    Benchmark.builder(p).dbFactory(CountingDB::new).build().run();
    p.setProperty("dotransactions", "true");
    running = true;
    RunResult run = Benchmark.builder(p).dbFactory(CountingDB::new).build().run();
    running = false;
    int seconds = (int) Math.min(MAX_SECONDS, run.runTimeMs() / 1000);
    System.out.printf(Locale.ROOT, "run: %d operations in %d s, %.0f ops/s%n", run.operations(), seconds,
        run.throughput());

    StringBuilder csv = new StringBuilder("second,bucket,reads\n");
    for (int s = 0; s < seconds; s++) {
      for (int b = 0; b < BUCKETS; b++) {
        csv.append(s).append(',').append(b).append(',').append(COUNTS.get(s * BUCKETS + b)).append('\n');
      }
    }
    Files.writeString(out.resolve("hot-keys.csv"), csv);
    Files.writeString(out.resolve("hot-keys.svg"), svg(seconds, StagePlan.of(new Props(p)), p));
  }

  /** The heat map: x the run's seconds, y the key space (key 0 at the bottom), one cell per second and bucket. */
  static String svg(int seconds, StagePlan plan, Properties p) {
    int left = 70;
    int top = 40;
    int width = 800;
    int height = 300;
    double cw = (double) width / seconds;
    double ch = (double) height / BUCKETS;
    StringBuilder s = new StringBuilder();
    s.append(String.format(Locale.ROOT, "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d'"
        + " font-family='sans-serif' font-size='12'>%n", left + width + 30, top + height + 60));
    s.append("<rect width='100%' height='100%' fill='white'/>\n");
    s.append(String.format(Locale.ROOT, "<text x='%d' y='20' font-size='14'>Reads per second by key number"
        + " (hotspot.move=%s, hotspotdatafraction=%s, hotspotopnfraction=%s)</text>%n", left,
        esc(p.getProperty("hotspot.move", "")), p.getProperty("hotspotdatafraction", "0.2"),
        p.getProperty("hotspotopnfraction", "0.8")));
    for (int sec = 0; sec < seconds; sec++) {
      long total = 0;
      for (int b = 0; b < BUCKETS; b++) {
        total += COUNTS.get(sec * BUCKETS + b);
      }
      for (int b = 0; b < BUCKETS && total > 0; b++) {
        double share = COUNTS.get(sec * BUCKETS + b) / (double) total;
        double shade = Math.min(1, share * BUCKETS / 10); // 10 times the uniform share: the darkest
        int level = (int) Math.round(255 * (1 - shade));
        s.append(String.format(Locale.ROOT, "<rect x='%.2f' y='%.2f' width='%.2f' height='%.2f' fill='rgb(%d,%d,255)'/>%n",
            left + sec * cw, top + height - (b + 1) * ch, cw + 0.3, ch + 0.3, level, level));
      }
    }
    s.append(String.format(Locale.ROOT, "<rect x='%d' y='%d' width='%d' height='%d' fill='none' stroke='black'/>%n",
        left, top, width, height));
    for (int sec = 0; sec <= seconds; sec += Math.max(1, seconds / 10)) {
      s.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' text-anchor='middle'>%d</text>%n", left + sec * cw,
          top + height + 16, sec));
    }
    s.append(String.format(Locale.ROOT, "<text x='%d' y='%d' text-anchor='middle'>seconds from the run's start</text>%n",
        left + width / 2, top + height + 36));
    for (int q = 0; q <= 4; q++) {
      s.append(String.format(Locale.ROOT, "<text x='%d' y='%.1f' text-anchor='end'>%d</text>%n", left - 6,
          top + height - q * height / 4.0 + 4, recordCount * q / 4));
    }
    s.append(String.format(Locale.ROOT, "<text transform='translate(16,%d) rotate(-90)' text-anchor='middle'>key"
        + " number</text>%n", top + height / 2));
    if (plan != null) {
      for (StagePlan.Stage st : plan.stages()) {
        double x = left + st.startSeconds() * cw;
        s.append(String.format(Locale.ROOT, "<line x1='%.1f' y1='%d' x2='%.1f' y2='%d' stroke='red'"
            + " stroke-dasharray='4,3'/>%n", x, top, x, top + height));
        s.append(String.format(Locale.ROOT, "<text x='%.1f' y='%d' fill='red'>stage %s</text>%n", x + 4, top + 14,
            esc(st.name())));
      }
    }
    return s.append("</svg>\n").toString();
  }

  private static String esc(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&apos;");
  }

  private HotKeys() {
  }
}
