package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.testing.ReadBackCheck;

/**
 * Every value the memory binding reads back is the value CoreWorkload's insert gave it, blocking and
 * with many operations in flight; and a binding that keeps the maps it is given (one that batches its
 * writes) stores what each insert was given too, not copies of the last row.
 */
class MemoryReadBackTest {

  private static Properties load(String... extra) {
    Properties p = TestRuns.props("dotransactions=false", "recordcount=3000", "fieldcount=4", "fieldlength=40",
        "fieldlengthdistribution=uniform", "minfieldlength=1");
    for (String kv : extra) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return p;
  }

  private static List<String> loadAndReadBack(Properties p, ReadBackCheck check, site.ycsb.engine.BindingFactory binding)
      throws Exception {
    RunResult r = TestRuns.run(p, check.wrap(binding));
    assertThat(r.failedOperations()).isZero();
    assertThat(check.rows()).isEqualTo(3000);
    MemoryDB reader = new MemoryDB();
    reader.setProperties(p);
    reader.init();
    try {
      return check.mismatches(reader, "usertable");
    } finally {
      reader.cleanup();
    }
  }

  @Test
  void everyValueReadBackIsTheValueItsInsertWasGivenBlocking() throws Exception {
    ReadBackCheck check = new ReadBackCheck();
    assertThat(loadAndReadBack(load("threadcount=4"), check, MemoryDB::new)).isEmpty();
  }

  @Test
  void everyValueReadBackIsTheValueItsInsertWasGivenWithManyInFlight() throws Exception {
    ReadBackCheck check = new ReadBackCheck();
    assertThat(loadAndReadBack(load("threadcount=2", "async.inflight=64"), check, MemoryDB::new)).isEmpty();
  }

  /**
   * Keeps each insert's map and writes the kept rows to the memory store only every 100 inserts (and
   * at cleanup), as a batching binding does; it does not declare that it reads values only during the
   * call, so the workload must give every insert a map and values of its own.
   */
  static final class BatchingDB extends AsyncDB {
    private final MemoryDB store = new MemoryDB();
    private final List<Object[]> pending = new ArrayList<>();

    @Override
    public void setProperties(Properties p) {
      super.setProperties(p);
      store.setProperties(p);
    }

    @Override
    public void init() throws DBException {
      store.init();
    }

    @Override
    public void cleanup() throws DBException {
      flush();
      store.cleanup();
    }

    private synchronized Status flush() {
      for (Object[] row : pending) {
        @SuppressWarnings("unchecked")
        Map<String, ByteIterator> values = (Map<String, ByteIterator>) row[2];
        store.insert((String) row[0], (String) row[1], values);
      }
      pending.clear();
      return Status.OK;
    }

    @Override
    public synchronized Status insert(String table, String key, Map<String, ByteIterator> values) {
      pending.add(new Object[] {table, key, values});
      return pending.size() >= 100 ? flush() : Status.OK;
    }

    @Override
    public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
      return CompletableFuture.completedFuture(insert(table, key, values));
    }

    @Override
    public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return store.read(t, k, f, r);
    }

    @Override
    public CompletionStage<Status> readAsync(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return store.readAsync(t, k, f, r);
    }

    @Override
    public Status scan(String t, String k, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {
      return store.scan(t, k, n, f, r);
    }

    @Override
    public CompletionStage<Status> scanAsync(String t, String k, int n, Set<String> f,
        Vector<HashMap<String, ByteIterator>> r) {
      return store.scanAsync(t, k, n, f, r);
    }

    @Override
    public Status update(String t, String k, Map<String, ByteIterator> v) {
      return store.update(t, k, v);
    }

    @Override
    public CompletionStage<Status> updateAsync(String t, String k, Map<String, ByteIterator> v) {
      return store.updateAsync(t, k, v);
    }

    @Override
    public Status delete(String t, String k) {
      return store.delete(t, k);
    }

    @Override
    public CompletionStage<Status> deleteAsync(String t, String k) {
      return store.deleteAsync(t, k);
    }
  }

  @Test
  void aBindingThatBatchesTheMapsItIsGivenStoresWhatEachInsertWasGivenBlocking() throws Exception {
    ReadBackCheck check = new ReadBackCheck();
    assertThat(loadAndReadBack(load("threadcount=2"), check, BatchingDB::new)).isEmpty();
  }

  @Test
  void aBindingThatBatchesTheMapsItIsGivenStoresWhatEachInsertWasGivenWithManyInFlight() throws Exception {
    ReadBackCheck check = new ReadBackCheck();
    assertThat(loadAndReadBack(load("threadcount=2", "async.inflight=64"), check, BatchingDB::new)).isEmpty();
  }
}
