package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.engine.TestRuns;

/**
 * Building an operation allocates its key and nothing per field for a binding that reads values
 * only during the call (values, value maps and result maps are the thread's own, reused), and a
 * map and a value object per field for any other, never a copy of the bytes. Counted with the JVM's per-thread allocation counter over many
 * operations (not timed).
 */
class OperationAllocationTest {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  /** Reads every value as a binding does; answers reads with ten fields (the same objects every time). */
  static final class ConsumingDB extends DB {
    @Override
    public boolean readsValuesOnlyDuringCall() {
      return flat;
    }

    private final boolean flat;

    private final byte[] scratch = new byte[4096];
    private final ByteIterator[] stored = new ByteIterator[10];
    long consumed;

    ConsumingDB(boolean readsValuesOnlyDuringCall) {
      this.flat = readsValuesOnlyDuringCall;
      for (int i = 0; i < stored.length; i++) {
        stored[i] = new ByteArrayByteIterator(new byte[100]);
      }
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      for (int i = 0; i < stored.length; i++) {
        stored[i].reset();
        result.put(NAMES[i], stored[i]);
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
      for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
        while (e.getValue().hasNext()) {
          consumed += e.getValue().nextBuf(scratch, 0);
        }
      }
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return update(table, key, values);
    }

    @Override
    public Status delete(String table, String key) {
      return Status.OK;
    }
  }

  private static final String[] NAMES = new String[10];

  static {
    for (int i = 0; i < NAMES.length; i++) {
      NAMES[i] = "field" + i;
    }
  }

  /** Bytes allocated per transaction of a 40/20/40 read/update/insert mix of ten 100-byte fields. */
  private static double bytesPerOperation(boolean readsValuesOnlyDuringCall) throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(TestRuns.props("recordcount=100000", "operationcount=0", "fieldcount=10", "fieldlength=100",
        "readproportion=0.4", "updateproportion=0.2", "insertproportion=0.4", "writeallfields=true",
        "requestdistribution=uniform"));
    ConsumingDB db = new ConsumingDB(readsValuesOnlyDuringCall);
    Object state = w.initThread(new java.util.Properties(), 0, 1);
    for (int i = 0; i < 200_000; i++) { // warm-up: the JIT compiles the operation path
      w.doTransaction(db, state);
    }
    int ops = 200_000;
    long before = THREADS.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < ops; i++) {
      w.doTransaction(db, state);
    }
    double perOp = (double) (THREADS.getCurrentThreadAllocatedBytes() - before) / ops;
    assertThat(db.consumed).isPositive();
    System.out.printf("bytes allocated per operation (readsValuesOnlyDuringCall=%s): %.0f%n",
        readsValuesOnlyDuringCall, perOp);
    return perOp;
  }

  @Test
  void forABindingThatReadsValuesOnlyDuringTheCallReadsUpdatesAndInsertsOfTenFieldsAllocateLittleMoreThanTheKey()
      throws Exception {
    // a key string is ~64 bytes; a HashMap of ten values (nodes, table, iterators) was ~900
    assertThat(bytesPerOperation(true)).as("bytes allocated per operation").isLessThan(160);
  }

  @Test
  void forAnyOtherBindingEachWriteAllocatesOneMapAndOneValueObjectPerFieldAndNoCopyOfTheBytes() throws Exception {
    // 60% of the operations write ten fields: a FieldMap (slots, entry set) and ten slices of the
    // shared buffer, ~500 bytes a write; copying the 1,000 bytes of values would be over 600 more
    assertThat(bytesPerOperation(false)).as("bytes allocated per operation").isLessThan(600);
  }
}
