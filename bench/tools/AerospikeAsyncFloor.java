import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.async.EventLoop;
import com.aerospike.client.async.EventPolicy;
import com.aerospike.client.async.NioEventLoops;
import com.aerospike.client.listener.RecordListener;
import com.aerospike.client.listener.WriteListener;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;
import java.lang.management.ManagementFactory;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.LongAdder;

/**
 * The floor of asynchronous Aerospike: the client library's own event loops driving a 50/50 mix of
 * reads (all bins) and updates (one bin, or every bin with writeall=true) of records that
 * `bin/ycsb load aerospike` wrote (keys "user" + FNV-64 of a uniform number below records), with
 * INFLIGHT commands always in flight: each command's listener issues the next one on its own event
 * loop, as Aerospike's own examples do. No harness, no histograms: what a Java client on this
 * library cannot go below. Prints ops/s and the process's CPU per operation (user + system, from the
 * OS) over the measured window, which follows a warm-up.
 *
 *   java -cp AEROSPIKE_CLIENT_JAR bench/tools/AerospikeAsyncFloor.java host=127.0.0.1 port=3000 namespace=test \
 *       inflight=128 seconds=30 [warmup=5 records=100000 fields=10 length=100 writeall=false loops=NPROC table=usertable]
 */
public class AerospikeAsyncFloor {
  private static final LongAdder DONE = new LongAdder();
  private static final LongAdder FAILED = new LongAdder();
  private static volatile boolean stopping;

  public static void main(String[] args) throws Exception {
    java.util.Map<String, String> a = new java.util.HashMap<>();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      a.put(arg.substring(0, eq), arg.substring(eq + 1));
    }
    String host = a.getOrDefault("host", "127.0.0.1");
    int port = Integer.parseInt(a.getOrDefault("port", "3000"));
    String namespace = a.getOrDefault("namespace", "test");
    String table = a.getOrDefault("table", "usertable");
    int inflight = Integer.parseInt(a.getOrDefault("inflight", "128"));
    double seconds = Double.parseDouble(a.getOrDefault("seconds", "30"));
    double warmup = Double.parseDouble(a.getOrDefault("warmup", "5"));
    long records = Long.parseLong(a.getOrDefault("records", "100000"));
    int fields = Integer.parseInt(a.getOrDefault("fields", "10"));
    int length = Integer.parseInt(a.getOrDefault("length", "100"));
    boolean writeAll = Boolean.parseBoolean(a.getOrDefault("writeall", "false"));
    int loopCount = Integer.parseInt(a.getOrDefault("loops", Integer.toString(Runtime.getRuntime().availableProcessors())));

    NioEventLoops loops = new NioEventLoops(new EventPolicy(), loopCount, true, "floor-event");
    ClientPolicy clientPolicy = new ClientPolicy();
    clientPolicy.eventLoops = loops;
    // each loop runs a fixed share of the commands, each needing a connection of its own
    clientPolicy.asyncMaxConnsPerNode = loopCount * ((inflight + loopCount - 1) / loopCount);
    try (AerospikeClient client = new AerospikeClient(clientPolicy, new Host(host, port))) {
      byte[][] values = new byte[1021][];
      SplittableRandom rnd = new SplittableRandom(42);
      for (int v = 0; v < values.length; v++) {
        values[v] = new byte[length];
        for (int c = 0; c < length; c++) {
          values[v][c] = (byte) (' ' + rnd.nextInt(95));
        }
      }
      String[] binNames = new String[fields];
      for (int f = 0; f < fields; f++) {
        binNames[f] = "field" + f;
      }
      Policy read = new Policy();
      WritePolicy update = new WritePolicy();
      update.recordExistsAction = RecordExistsAction.UPDATE_ONLY;
      CountDownLatch drained = new CountDownLatch(inflight);
      for (int s = 0; s < inflight; s++) {
        EventLoop loop = loops.get(s % loopCount);
        new Slot(client, loop, namespace, table, read, update, values, binNames, writeAll, records, s, drained).next();
      }
      long begin = System.nanoTime();
      sleepReporting(begin, warmup);
      long cpu0 = cpuNanos();
      long ops0 = DONE.sum();
      long t0 = System.nanoTime();
      sleepReporting(begin, warmup + seconds);
      long cpu1 = cpuNanos();
      long ops1 = DONE.sum();
      long t1 = System.nanoTime();
      stopping = true;
      drained.await();
      long ops = ops1 - ops0;
      System.out.printf("floor aerospike: inflight %d, loops %d, writeall %s: %.0f ops/s, CPU %.2f us/op"
          + " (%.1f s window after %.1f s warm-up); %d operations, %d failed in all%n", inflight, loopCount, writeAll,
          ops / ((t1 - t0) / 1e9), (cpu1 - cpu0) / 1e3 / ops, (t1 - t0) / 1e9, warmup, DONE.sum(), FAILED.sum());
    } finally {
      loops.close();
    }
  }

  /** Sleeps until {@code until} seconds after {@code begin}, printing the operations done every second. */
  private static void sleepReporting(long begin, double until) throws InterruptedException {
    long end = begin + (long) (until * 1e9);
    for (long now = System.nanoTime(); now < end; now = System.nanoTime()) {
      Thread.sleep(Math.min(1000 - (now - begin) / 1_000_000 % 1000, (end - now) / 1_000_000 + 1));
      System.err.printf("%.0f sec: %d operations%n", (System.nanoTime() - begin) / 1e9, DONE.sum());
    }
  }

  /** One command always in flight: its listener issues the next on the same event loop. */
  private static final class Slot implements RecordListener, WriteListener {
    final AerospikeClient client;
    final EventLoop loop;
    final String namespace;
    final String table;
    final Policy read;
    final WritePolicy update;
    final byte[][] values;
    final String[] binNames;
    final boolean writeAll;
    final long records;
    final SplittableRandom random;
    final CountDownLatch drained;

    Slot(AerospikeClient client, EventLoop loop, String namespace, String table, Policy read, WritePolicy update,
        byte[][] values, String[] binNames, boolean writeAll, long records, int seed, CountDownLatch drained) {
      this.client = client;
      this.loop = loop;
      this.namespace = namespace;
      this.table = table;
      this.read = read;
      this.update = update;
      this.values = values;
      this.binNames = binNames;
      this.writeAll = writeAll;
      this.records = records;
      this.random = new SplittableRandom(seed);
      this.drained = drained;
    }

    void next() {
      if (stopping) {
        drained.countDown();
        return;
      }
      Key key = new Key(namespace, table, "user" + fnv(random.nextLong(records)));
      try {
        if (random.nextBoolean()) {
          client.get(loop, this, read, key);
        } else if (writeAll) {
          Bin[] bins = new Bin[binNames.length];
          for (int f = 0; f < bins.length; f++) {
            bins[f] = new Bin(binNames[f], values[random.nextInt(values.length)]);
          }
          client.put(loop, this, update, key, bins);
        } else {
          int f = random.nextInt(binNames.length);
          client.put(loop, this, update, key, new Bin(binNames[f], values[random.nextInt(values.length)]));
        }
      } catch (AerospikeException e) {
        FAILED.increment();
        loop.schedule(this::next, 1, java.util.concurrent.TimeUnit.MILLISECONDS);
      }
    }

    @Override
    public void onSuccess(Key key, Record record) {
      DONE.increment();
      next();
    }

    @Override
    public void onSuccess(Key key) {
      DONE.increment();
      next();
    }

    @Override
    public void onFailure(AerospikeException e) {
      DONE.increment();
      FAILED.increment();
      // not inline: a failure the client reports at once (no connection) would recurse
      loop.schedule(this::next, 1, java.util.concurrent.TimeUnit.MILLISECONDS);
    }
  }

  /** CoreWorkload's key hash (insertorder=hashed): 64-bit FNV-1a over the number's bytes, low first. */
  static long fnv(long value) {
    long h = 0xCBF29CE484222325L;
    long v = value;
    for (int i = 0; i < 8; i++) {
      h ^= v & 0xff;
      h *= 1099511628211L;
      v >>= 8;
    }
    return Math.abs(h);
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }
}
