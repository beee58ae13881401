package site.ycsb.workloads;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentLinkedQueue;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * A database that stores nothing and records every call it receives (shared by all client
 * threads: one instance, thread-safe), for tests that check which keys and fields a workload asks for.
 */
public final class RecordingDB extends DB {
  /** One call: the operation, the table, the key, the fields named (read, scan) or written (insert, update). */
  public record Call(String op, String table, String key, Set<String> fields) {
  }

  private final ConcurrentLinkedQueue<Call> calls = new ConcurrentLinkedQueue<>();

  public List<Call> calls() {
    return List.copyOf(calls);
  }

  public List<Call> calls(String op) {
    return calls.stream().filter(c -> c.op().equals(op)).toList();
  }

  private Status record(String op, String table, String key, Set<String> fields) {
    calls.add(new Call(op, table, key, fields == null ? null : new TreeSet<>(fields)));
    return Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return record("READ", table, key, fields);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return record("SCAN", table, startkey, fields);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return record("UPDATE", table, key, values.keySet());
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return record("INSERT", table, key, values.keySet());
  }

  @Override
  public Status delete(String table, String key) {
    return record("DELETE", table, key, null);
  }
}
