package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * The batch methods every binding has by default: DB's call the single-key methods key by key,
 * AsyncDB's start every key's asynchronous call at once and give each key its own result.
 */
class BatchDefaultsTest {
  /** Answers each key at once: "missing" is NOT_FOUND, "broken" fails its stage, the others OK. */
  static final class KeyByKeyDB extends AsyncDB {
    final List<String> calls = new ArrayList<>();

    private CompletionStage<Status> answer(String op, String key) {
      calls.add(op + " " + key);
      return "broken".equals(key) ? CompletableFuture.failedFuture(new IllegalStateException("down"))
          : CompletableFuture.completedFuture("missing".equals(key) ? Status.NOT_FOUND : Status.OK);
    }

    @Override
    public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      result.put("f", new StringByteIterator(key));
      return answer("read", key);
    }

    @Override
    public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      throw new UnsupportedOperationException();
    }

    @Override
    public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
      return answer("update", key);
    }

    @Override
    public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
      return answer("insert", key);
    }

    @Override
    public CompletionStage<Status> deleteAsync(String table, String key) {
      throw new UnsupportedOperationException();
    }
  }

  private static List<Map<String, ByteIterator>> maps(int n) {
    List<Map<String, ByteIterator>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new HashMap<>());
    }
    return out;
  }

  @Test
  void anAsynchronousBatchGivesAFailedKeyAnErrorAndTheOthersTheirOwnResults() {
    KeyByKeyDB db = new KeyByKeyDB();
    List<Map<String, ByteIterator>> results = maps(3);

    Status[] s = db.batchReadAsync("t", List.of("a", "broken", "missing"), null, results).toCompletableFuture().join();

    assertThat(s).containsExactly(Status.OK, Status.ERROR, Status.NOT_FOUND);
    assertThat(results.get(0).get("f").toString()).isEqualTo("a");
  }

  @Test
  void theBlockingBatchOfAnAsynchronousBindingWaitsForItsKeysCalls() {
    KeyByKeyDB db = new KeyByKeyDB();

    assertThat(db.batchInsert("t", List.of("a", "b"), maps(2))).containsExactly(Status.OK, Status.OK);
    assertThat(db.batchUpdate("t", List.of("missing", "broken"), maps(2)))
        .containsExactly(Status.NOT_FOUND, Status.ERROR);
    assertThat(db.calls).containsExactly("insert a", "insert b", "update missing", "update broken");
  }

  @Test
  void aBlockingBindingsBatchWritesCallItsSingleKeyMethodsInOrder() {
    List<String> calls = new ArrayList<>();
    DB db = new BasicDB() {
      @Override
      public Status insert(String table, String key, Map<String, ByteIterator> values) {
        calls.add("insert " + key + " " + values.get("f"));
        return Status.OK;
      }

      @Override
      public Status update(String table, String key, Map<String, ByteIterator> values) {
        calls.add("update " + key + " " + values.get("f"));
        return "gone".equals(key) ? Status.NOT_FOUND : Status.OK;
      }
    };
    List<Map<String, ByteIterator>> values = maps(2);
    values.get(0).put("f", new StringByteIterator("1"));
    values.get(1).put("f", new StringByteIterator("2"));

    assertThat(db.batchInsert("t", List.of("a", "b"), values)).containsExactly(Status.OK, Status.OK);
    assertThat(db.batchUpdate("t", List.of("a", "gone"), values)).containsExactly(Status.OK, Status.NOT_FOUND);
    assertThat(calls).containsExactly("insert a 1", "insert b 2", "update a 1", "update gone 2");
  }
}
