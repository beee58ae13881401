package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;

/**
 * {@link BatchContract} for a binding with lightweight transactions (Scylla's {@code scylla.lwt}): each
 * key of a batch write keeps its own condition. A binding without them extends BatchContract alone,
 * so no test of it is skipped.
 */
public abstract class LwtBatchContract extends BatchContract {
  private static final String TABLE = "usertable";

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void withLightweightTransactionsEachKeyOfABatchWriteHasItsOwnCondition(boolean async) throws Exception {
    DB db = binding.open(props("batchlwt", CqlRole.LWT, "true"));
    AsyncDB adb = (AsyncDB) db;
    try {
      assertThat(db.batchInsert(TABLE, List.of("a"), rows("A"))).containsExactly(Status.OK);
      List<String> keys = List.of("a", "b");
      assertThat(async ? done(adb.batchInsertAsync(TABLE, keys, rows("X", "B")))
          : db.batchInsert(TABLE, keys, rows("X", "B")))
          .containsExactly(CqlErrorStatus.ALREADY_EXISTS, Status.OK);
      List<String> missing = List.of("a", "z");
      List<Map<String, ByteIterator>> changes = List.of(values("field1", "A2"), values("field1", "Z2"));
      assertThat(async ? done(adb.batchUpdateAsync(TABLE, missing, changes))
          : db.batchUpdate(TABLE, missing, changes)).containsExactly(Status.OK, Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }
}
