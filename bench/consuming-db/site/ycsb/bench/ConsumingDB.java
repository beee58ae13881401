package site.ycsb.bench;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * A database that does what a real binding does with the data and nothing else, for measuring the
 * harness (bench/harness-overhead.sh). Compiled once against the upstream YCSB 0.17.0 API only and
 * run unchanged on both engines.
 *
 * <ul>
 *   <li>insert and update read every byte of every value they are given (through
 *       {@code ByteIterator.nextBuf}, into a scratch buffer, as a driver serialising a value does)
 *       and add them up into a checksum, so that neither the JIT nor a lazy value can skip them;
 *   <li>read puts {@code fieldcount} values of {@code fieldlength} bytes into the result (or the
 *       requested fields), each a new {@code ByteArrayByteIterator} over one shared array, as a
 *       driver wraps the bytes of a row it received;
 *   <li>scan and delete return OK.
 * </ul>
 *
 * <p>The checksum and counts are printed at cleanup with {@code consumingdb.verbose=true}.
 */
public class ConsumingDB extends DB {
  private static final Object LOCK = new Object();
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static long totalBytes;
  private static long totalChecksum;

  private String[] fieldNames;
  private byte[] rowBytes;
  private int fieldLength;
  private final byte[] scratch = new byte[4096];
  private long checksum;
  private long consumed;
  private boolean verbose;

  @Override
  public void init() {
    Properties p = getProperties();
    int fieldCount = Integer.parseInt(p.getProperty("fieldcount", "10").trim());
    fieldLength = Integer.parseInt(p.getProperty("fieldlength", "100").trim());
    String prefix = p.getProperty("fieldnameprefix", "field");
    verbose = Boolean.parseBoolean(p.getProperty("consumingdb.verbose", "false"));
    fieldNames = new String[fieldCount];
    for (int i = 0; i < fieldCount; i++) {
      fieldNames[i] = prefix + i;
    }
    rowBytes = new byte[fieldLength * fieldCount];
    for (int i = 0; i < rowBytes.length; i++) {
      rowBytes[i] = (byte) ('a' + (i * 31 + 7) % 26);
    }
  }

  private void consume(Map<String, ByteIterator> values) {
    long sum = checksum;
    long n = 0;
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      sum += e.getKey().length();
      ByteIterator it = e.getValue();
      while (it.hasNext()) {
        int end = it.nextBuf(scratch, 0);
        if (end <= 0) {
          sum += it.nextByte();
          n++;
          continue;
        }
        // every byte enters the checksum, 8 at a time (a per-byte loop would cost more than the
        // copy a real driver makes, and would tax both engines alike)
        int i = 0;
        for (; i + 8 <= end; i += 8) {
          sum += (long) LONGS.get(scratch, i);
        }
        for (; i < end; i++) {
          sum += scratch[i];
        }
        n += end;
      }
    }
    checksum = sum;
    consumed += n;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    if (fields == null) {
      for (int i = 0; i < fieldNames.length; i++) {
        result.put(fieldNames[i], new ByteArrayByteIterator(rowBytes, i * fieldLength, fieldLength));
      }
    } else {
      int i = 0;
      for (String f : fields) {
        result.put(f, new ByteArrayByteIterator(rowBytes, (i++ % fieldNames.length) * fieldLength, fieldLength));
      }
    }
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    checksum += key.length();
    consume(values);
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    checksum += key.length();
    consume(values);
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return Status.OK;
  }

  @Override
  public void cleanup() {
    synchronized (LOCK) {
      totalBytes += consumed;
      totalChecksum += checksum;
      if (verbose) {
        System.err.println("[ConsumingDB] bytes consumed: " + totalBytes + " (all threads so far), checksum "
            + Long.toHexString(totalChecksum));
      }
    }
  }
}
