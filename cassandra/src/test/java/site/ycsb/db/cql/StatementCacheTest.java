package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.db.cql.StatementCache.Prepared;

class StatementCacheTest {
  private final List<String> prepared = Collections.synchronizedList(new ArrayList<>());
  private final StatementCache<String> cache = StatementCache.blocking(new CqlStatements("ycsb"), cql -> {
    prepared.add(cql);
    return "prepared:" + cql;
  });

  @Test
  void sameFieldSetInAnyOrderIsPreparedOnce() {
    Prepared<String> first = cache.get(Kind.INSERT, "usertable", new LinkedHashSet<>(List.of("field1", "field0")));
    Prepared<String> second = cache.get(Kind.INSERT, "usertable", new LinkedHashSet<>(List.of("field0", "field1")));
    assertThat(second).isSameAs(first);
    assertThat(prepared).containsExactly("INSERT INTO ycsb.usertable (y_id, field0, field1) VALUES (?, ?, ?)");
    assertThat(first.columns()).containsExactly("field0", "field1");
  }

  @Test
  void eachOperationTableAndFieldSetGetsItsOwnStatement() {
    cache.get(Kind.READ, "usertable", null);
    cache.get(Kind.READ, "usertable", Set.of("field2"));
    cache.get(Kind.READ, "other", null);
    cache.get(Kind.SCAN, "usertable", null);
    cache.get(Kind.UPDATE, "usertable", Set.of("field2"));
    cache.get(Kind.DELETE, "usertable", null);
    cache.get(Kind.READ, "usertable", Set.of("field2"));
    assertThat(cache.size()).isEqualTo(6);
    assertThat(prepared).containsExactly(
        "SELECT * FROM ycsb.usertable WHERE y_id = ?",
        "SELECT field2 FROM ycsb.usertable WHERE y_id = ?",
        "SELECT * FROM ycsb.other WHERE y_id = ?",
        "SELECT * FROM ycsb.usertable WHERE token(y_id) >= token(?) LIMIT ?",
        "UPDATE ycsb.usertable SET field2 = ? WHERE y_id = ?",
        "DELETE FROM ycsb.usertable WHERE y_id = ?");
  }

  @Test
  void laterChangesToTheCallersSetDoNotAffectTheCache() {
    Set<String> fields = new HashSet<>(Set.of("field0"));
    Prepared<String> first = cache.get(Kind.READ, "usertable", fields);
    fields.add("field1");
    assertThat(cache.get(Kind.READ, "usertable", Set.of("field0"))).isSameAs(first);
    assertThat(cache.get(Kind.READ, "usertable", fields).columns()).containsExactly("field0", "field1");
  }

  @Test
  void aFailedPrepareIsNotCachedAndIsRetried() {
    AtomicBoolean fail = new AtomicBoolean(true);
    StatementCache<String> flaky = StatementCache.blocking(new CqlStatements("ycsb"), cql -> {
      if (fail.get()) {
        throw new IllegalStateException("no node");
      }
      return cql;
    });
    assertThatThrownBy(() -> flaky.get(Kind.DELETE, "usertable", null)).hasMessage("no node");
    fail.set(false);
    assertThat(flaky.get(Kind.DELETE, "usertable", null).statement()).startsWith("DELETE");
  }

  @Test
  void aStatementBeingPreparedIsHandedOutWithoutWaitingAndPreparedOnce() {
    CompletableFuture<String> answer = new CompletableFuture<>();
    StatementCache<String> slow = new StatementCache<>(new CqlStatements("ycsb"), cql -> {
      prepared.add(cql);
      return answer;
    });
    CompletableFuture<Prepared<String>> first = slow.prepared(Kind.UPDATE, "usertable", Set.of("field1"));
    CompletableFuture<Prepared<String>> second = slow.prepared(Kind.UPDATE, "usertable", Set.of("field1"));
    assertThat(first).as("the driver's thread never waits for a prepare").isNotDone();
    answer.complete("statement");
    assertThat(second.join()).isSameAs(first.join());
    assertThat(first.join().statement()).isEqualTo("statement");
    assertThat(prepared).hasSize(1);
  }

  @Test
  void aPrepareWhoseStageFailedIsForgottenAndTriedAgain() {
    AtomicBoolean fail = new AtomicBoolean(true);
    StatementCache<String> flaky = new StatementCache<>(new CqlStatements("ycsb"), cql -> fail.get()
        ? CompletableFuture.failedFuture(new IllegalStateException("no node")) : CompletableFuture.completedFuture(cql));
    assertThat(flaky.prepared(Kind.DELETE, "usertable", null)).isCompletedExceptionally();
    fail.set(false);
    assertThat(flaky.prepared(Kind.DELETE, "usertable", null).join().statement()).startsWith("DELETE");
    assertThat(flaky.size()).isEqualTo(1);
  }

  @Test
  void concurrentThreadsPrepareEachStatementOnce() throws Exception {
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<Prepared<String>>> results = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      results.add(pool.submit(() -> {
        start.await();
        return cache.get(Kind.READ, "usertable", Set.of("field0", "field1"));
      }));
    }
    start.countDown();
    Prepared<String> first = results.get(0).get(10, TimeUnit.SECONDS);
    for (Future<Prepared<String>> r : results) {
      assertThat(r.get(10, TimeUnit.SECONDS)).isSameAs(first);
    }
    pool.shutdown();
    assertThat(prepared).hasSize(1);
  }

  @Test
  void namesAreQuotedOnlyWhenCqlNeedsIt() {
    CqlStatements cql = new CqlStatements("\"MyKs\"");
    assertThat(cql.read("UserTable", List.of("Field0", "field1")))
        .isEqualTo("SELECT \"Field0\", field1 FROM \"MyKs\".usertable WHERE y_id = ?");
    assertThat(new CqlStatements("YCSB").insert("t", List.of("a")))
        .isEqualTo("INSERT INTO ycsb.t (y_id, a) VALUES (?, ?)");
  }

  @Test
  void lightweightTransactionsMakeEveryWriteConditionalAndLeaveReadsAlone() {
    CqlStatements lwt = new CqlStatements("ycsb", true);
    assertThat(lwt.insert("t", List.of("a", "b")))
        .isEqualTo("INSERT INTO ycsb.t (y_id, a, b) VALUES (?, ?, ?) IF NOT EXISTS");
    assertThat(lwt.update("t", List.of("a"))).isEqualTo("UPDATE ycsb.t SET a = ? WHERE y_id = ? IF EXISTS");
    assertThat(lwt.delete("t")).isEqualTo("DELETE FROM ycsb.t WHERE y_id = ? IF EXISTS");
    assertThat(lwt.read("t", null)).isEqualTo(new CqlStatements("ycsb").read("t", null));
    assertThat(lwt.scan("t", null)).isEqualTo(new CqlStatements("ycsb").scan("t", null));
    CqlStatements plain = new CqlStatements("ycsb", false);
    assertThat(plain.insert("t", List.of("a"))).doesNotContain(" IF ");
    assertThat(plain.update("t", List.of("a"))).doesNotContain(" IF ");
    assertThat(plain.delete("t")).doesNotContain(" IF ");
  }

  @Test
  void writesWithATtlBindItLastForAnInsertAndFirstForAnUpdateWithLwtConditionsInCqlsOrder() {
    CqlStatements cql = new CqlStatements("ycsb");
    assertThat(cql.insertWithTtl("usertable", List.of("field0")))
        .isEqualTo("INSERT INTO ycsb.usertable (y_id, field0) VALUES (?, ?) USING TTL ?");
    assertThat(cql.updateWithTtl("usertable", List.of("field0", "field1")))
        .isEqualTo("UPDATE ycsb.usertable USING TTL ? SET field0 = ?, field1 = ? WHERE y_id = ?");
    CqlStatements lwt = new CqlStatements("ycsb", true);
    assertThat(lwt.insertWithTtl("usertable", List.of("field0")))
        .isEqualTo("INSERT INTO ycsb.usertable (y_id, field0) VALUES (?, ?) IF NOT EXISTS USING TTL ?");
    assertThat(lwt.updateWithTtl("usertable", List.of("field0")))
        .isEqualTo("UPDATE ycsb.usertable USING TTL ? SET field0 = ? WHERE y_id = ? IF EXISTS");
    assertThat(cache.get(Kind.INSERT_TTL, "usertable", Set.of("field0"))).isNotSameAs(
        cache.get(Kind.INSERT, "usertable", Set.of("field0")));
  }
}
