package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.engine.TestRuns;

/**
 * The maps and values CoreWorkload hands a binding's inserts and updates: of the operation's own
 * unless the binding declares it reads them only during the call ({@link DB#readsValuesOnlyDuringCall}),
 * so a binding that keeps them (a batching one, upstream's jars) still holds what each call was given.
 */
class ValueMapsTest {

  /** Keeps every map it is given, with what the map held at the call. */
  static class KeepingDB extends DB {
    final List<Map<String, ByteIterator>> kept = new ArrayList<>();
    final List<Map<String, String>> atTheCall = new ArrayList<>();

    private Status keep(Map<String, ByteIterator> values) {
      Map<String, String> now = new TreeMap<>();
      values.forEach((f, v) -> {
        now.put(f, v.toString());
        v.reset();
      });
      kept.add(values);
      atTheCall.add(now);
      return Status.OK;
    }

    /** What each kept map holds now, read once more. */
    List<Map<String, String>> heldNow() {
      List<Map<String, String>> out = new ArrayList<>();
      for (Map<String, ByteIterator> m : kept) {
        Map<String, String> now = new TreeMap<>();
        m.forEach((f, v) -> {
          v.reset();
          now.put(f, v.toString());
        });
        out.add(now);
      }
      return out;
    }

    int distinctMaps() {
      Set<Object> distinct = Collections.newSetFromMap(new IdentityHashMap<>());
      distinct.addAll(kept);
      return distinct.size();
    }

    @Override
    public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return Status.OK;
    }

    @Override
    public Status scan(String t, String k, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {
      return Status.OK;
    }

    @Override
    public Status update(String t, String k, Map<String, ByteIterator> v) {
      return keep(v);
    }

    @Override
    public Status insert(String t, String k, Map<String, ByteIterator> v) {
      return keep(v);
    }

    @Override
    public Status delete(String t, String k) {
      return Status.OK;
    }
  }

  /** Declares it reads values only during the call. */
  static final class DuringTheCallDB extends KeepingDB {
    @Override
    public boolean readsValuesOnlyDuringCall() {
      return true;
    }
  }

  private static CoreWorkload workload(String... extra) throws Exception {
    Properties p = TestRuns.props("recordcount=100", "operationcount=0", "fieldcount=3", "fieldlength=20");
    for (String kv : extra) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    CoreWorkload w = new CoreWorkload();
    w.init(p);
    return w;
  }

  @Test
  void aBindingThatMayKeepWhatItIsGivenGetsAMapAndValuesOfItsOwnForEveryInsert() throws Exception {
    CoreWorkload w = workload();
    Object state = w.initThread(new Properties(), 0, 1);
    KeepingDB db = new KeepingDB();
    for (int i = 0; i < 10; i++) {
      w.doInsert(db, state);
    }
    assertThat(db.distinctMaps()).isEqualTo(10);
    assertThat(db.heldNow()).as("what each kept map holds is what it held at its call").isEqualTo(db.atTheCall);
    assertThat(new java.util.HashSet<>(db.atTheCall)).as("ten different rows").hasSize(10);
  }

  @Test
  void aBindingThatMayKeepWhatItIsGivenGetsAMapAndValuesOfItsOwnForEveryUpdate() throws Exception {
    CoreWorkload w = workload("readproportion=0", "updateproportion=1", "writeallfields=false");
    Object state = w.initThread(new Properties(), 0, 1);
    KeepingDB db = new KeepingDB();
    for (int i = 0; i < 10; i++) {
      w.doTransaction(db, state);
    }
    assertThat(db.distinctMaps()).isEqualTo(10);
    assertThat(db.heldNow()).isEqualTo(db.atTheCall);
  }

  @Test
  void aBindingThatReadsValuesOnlyDuringTheCallIsHandedTheThreadsOwnMapAgain() throws Exception {
    CoreWorkload w = workload();
    Object state = w.initThread(new Properties(), 0, 1);
    KeepingDB db = new DuringTheCallDB();
    for (int i = 0; i < 10; i++) {
      w.doInsert(db, state);
    }
    assertThat(db.distinctMaps()).as("the allocation-light path").isEqualTo(1);
  }
}
