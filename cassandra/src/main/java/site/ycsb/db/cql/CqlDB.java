package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.AsyncDB;
import site.ycsb.DBException;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.config.Settings;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.db.cql.StatementCache.Prepared;

/**
 * A YCSB {@code DB} on CQL: a subclass supplies its options' declarations (and may look at each new
 * session). All instances with equal settings share one session (the first {@code init} opens it,
 * the last {@code cleanup} closes it). Every operation also has an asynchronous form on the driver's
 * {@code executeAsync} ({@code async.inflight}), which never waits: the statements the workload can
 * issue are prepared in {@code init} ({@link WorkloadStatements}), and one not foreseen is prepared
 * asynchronously, its operation sent when it is ready; so the engine may start the next operation on
 * the driver's I/O thread that completed the last one. Operations never throw: driver errors become statuses
 * ({@link CqlErrorStatus}) and a rate-limited warning. Values are stored as varchar, so bytes that
 * are not UTF-8 do not survive a round trip. With lightweight transactions ({@link CqlSettings#lwt()})
 * a write whose condition fails reports NOT_FOUND (update, delete of a missing row) or
 * {@link CqlErrorStatus#ALREADY_EXISTS} (insert of an existing key).
 */
public abstract class CqlDB extends AsyncDB {
  private static final RefCountedRegistry<CqlSettings, CqlConnection> CONNECTIONS =
      new RefCountedRegistry<>(CqlConnection::close);

  private CqlSettings settings;
  private CqlConnection connection;
  private volatile MultiGetStatements multiGets; // made at the first multi-get

  /** The binding's declarations of the CQL options. */
  protected abstract CqlOptions options();

  /**
   * Called once for each session this binding opens, right after it connected (and the schema step
   * passed), before any operation uses it: for a start-up message about the cluster, say. Nothing by
   * default; an exception fails {@code init}.
   */
  protected void sessionOpened(CqlSession session, CqlSettings settings) {
  }

  @Override
  public void init() throws DBException {
    CqlOptions names = options();
    CqlSettings parsed = CqlSettings.from(Settings.of(getProperties()), names);
    connection = CONNECTIONS.acquire(parsed, s -> {
      CqlConnection opened = CqlConnection.open(s, names);
      try {
        sessionOpened(opened.session(), s);
      } catch (RuntimeException e) {
        opened.close();
        throw e;
      }
      return opened;
    });
    settings = parsed;
    connection.prepareAll(WorkloadStatements.of(Settings.of(getProperties())));
  }

  /** No asynchronous method waits (see the class comment), so a completion may start the next operation. */
  @Override
  public boolean startsOnCompletingThreads() {
    return true;
  }

  @Override
  public void cleanup() throws DBException {
    if (connection != null) {
      connection = null;
      CONNECTIONS.release(settings);
    }
  }

  /** A write binds each value's text into its statement during the call, before the driver sends anything. */
  @Override
  public boolean readsValuesOnlyDuringCall() {
    return true;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      return readRow(connection.session().execute(readStatement(prepare(Kind.READ, table, fields), key)).one(),
          result);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    try {
      CompletableFuture<Prepared<PreparedStatement>> read = statement(Kind.READ, table, fields);
      CompletionStage<AsyncResultSet> rows = ready(read) ? execute(readStatement(read.join(), key))
          : read.thenCompose(p -> execute(readStatement(p, key)));
      return rows.handle((page, error) -> error != null ? failed(error) : readRow(page.one(), result));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      Prepared<PreparedStatement> scan = prepare(Kind.SCAN, table, fields);
      for (Row row : connection.session().execute(scanStatement(scan, startkey, recordcount))) {
        result.add(record(row));
      }
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      CompletableFuture<Prepared<PreparedStatement>> scan = statement(Kind.SCAN, table, fields);
      CompletionStage<AsyncResultSet> first = ready(scan) ? execute(scanStatement(scan.join(), startkey, recordcount))
          : scan.thenCompose(p -> execute(scanStatement(p, startkey, recordcount)));
      return first.thenCompose(page -> collect(page, result))
          .exceptionally(this::failed);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  /** Adds the page's rows and those of the pages after it (a scan longer than the driver's page size). */
  private static CompletionStage<Status> collect(AsyncResultSet page, Vector<HashMap<String, ByteIterator>> result) {
    for (Row row : page.currentPage()) {
      result.add(record(row));
    }
    return page.hasMorePages() ? page.fetchNextPage().thenCompose(next -> collect(next, result))
        : CompletableFuture.completedFuture(Status.OK);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (values.isEmpty()) {
      return Status.BAD_REQUEST; // "UPDATE ... SET" needs at least one column
    }
    try {
      Prepared<PreparedStatement> update = prepare(Kind.UPDATE, table, values.keySet());
      return written(connection.session().execute(updateStatement(update, key, values)).wasApplied(),
          Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
    if (values.isEmpty()) {
      return CompletableFuture.completedFuture(Status.BAD_REQUEST);
    }
    try {
      CompletableFuture<Prepared<PreparedStatement>> update = statement(Kind.UPDATE, table, values.keySet());
      if (ready(update)) {
        return writtenAsync(execute(updateStatement(update.join(), key, values)), Status.NOT_FOUND);
      }
      Map<String, ByteIterator> copy = texts(values);
      return writtenAsync(update.thenCompose(p -> execute(updateStatement(p, key, copy))), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      Prepared<PreparedStatement> insert = prepare(Kind.INSERT, table, values.keySet());
      return written(connection.session().execute(insertStatement(insert, key, values)).wasApplied(),
          CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    try {
      CompletableFuture<Prepared<PreparedStatement>> insert = statement(Kind.INSERT, table, values.keySet());
      if (ready(insert)) {
        return writtenAsync(execute(insertStatement(insert.join(), key, values)), CqlErrorStatus.ALREADY_EXISTS);
      }
      Map<String, ByteIterator> copy = texts(values);
      return writtenAsync(insert.thenCompose(p -> execute(insertStatement(p, key, copy))),
          CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  /**
   * OK whether or not the row existed: a plain CQL delete writes a tombstone and cannot tell. With
   * lightweight transactions, NOT_FOUND when there was no row.
   */
  @Override
  public Status delete(String table, String key) {
    try {
      return written(connection.session().execute(deleteStatement(prepare(Kind.DELETE, table, null), key))
          .wasApplied(), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    try {
      CompletableFuture<Prepared<PreparedStatement>> delete = statement(Kind.DELETE, table, null);
      return writtenAsync(ready(delete) ? execute(deleteStatement(delete.join(), key))
          : delete.thenCompose(p -> execute(deleteStatement(p, key))), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  /** The statement, waiting for its prepare: for the blocking methods, on a client thread. */
  private Prepared<PreparedStatement> prepare(Kind kind, String table, Set<String> fields) {
    return connection.statements().get(kind, table, fields);
  }

  /** The statement, prepared or being prepared: the asynchronous methods never wait for it. */
  private CompletableFuture<Prepared<PreparedStatement>> statement(Kind kind, String table, Set<String> fields) {
    return connection.statements().prepared(kind, table, fields);
  }

  /** Prepared already (the usual case: {@code init} prepared it): bind and send at once, no stage in between. */
  private static boolean ready(CompletableFuture<?> prepared) {
    return prepared.isDone() && !prepared.isCompletedExceptionally();
  }

  private CompletionStage<AsyncResultSet> execute(BoundStatement statement) {
    return connection.session().executeAsync(statement);
  }

  /**
   * The values' texts, read now: a write whose statement is still being prepared binds them later, and
   * the caller may reuse its values once the call returns ({@link #readsValuesOnlyDuringCall}).
   */
  private static Map<String, ByteIterator> texts(Map<String, ByteIterator> values) {
    Map<String, ByteIterator> copy = new HashMap<>();
    values.forEach((field, value) -> copy.put(field, new StringByteIterator(value.toString())));
    return copy;
  }

  private BoundStatement readStatement(Prepared<PreparedStatement> read, String key) {
    return bindRead(read).setString(0, key).build();
  }

  private BoundStatement scanStatement(Prepared<PreparedStatement> scan, String startkey, int recordcount) {
    return bindRead(scan).setString(0, startkey).setInt(1, recordcount).build();
  }

  private BoundStatement updateStatement(Prepared<PreparedStatement> update, String key,
      Map<String, ByteIterator> values) {
    BoundStatementBuilder bound = bindWrite(update);
    List<String> columns = update.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i, values.get(columns.get(i)).toString());
    }
    return bound.setString(columns.size(), key).build();
  }

  private BoundStatement insertStatement(Prepared<PreparedStatement> insert, String key,
      Map<String, ByteIterator> values) {
    BoundStatementBuilder bound = bindWrite(insert).setString(0, key);
    List<String> columns = insert.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i + 1, values.get(columns.get(i)).toString());
    }
    return bound.build();
  }

  private BoundStatement deleteStatement(Prepared<PreparedStatement> delete, String key) {
    return bindWrite(delete).setString(0, key).build();
  }

  private static Status readRow(Row row, Map<String, ByteIterator> result) {
    if (row == null) {
      return Status.NOT_FOUND;
    }
    copyFields(row, result);
    return Status.OK;
  }

  private static HashMap<String, ByteIterator> record(Row row) {
    HashMap<String, ByteIterator> record = new HashMap<>();
    copyFields(row, record);
    return record;
  }

  private CompletionStage<Status> writtenAsync(CompletionStage<AsyncResultSet> sent, Status notApplied) {
    return sent.handle((rows, error) -> error != null ? failed(error) : written(rows.wasApplied(), notApplied));
  }

  private BoundStatementBuilder bindRead(Prepared<PreparedStatement> prepared) {
    return bind(prepared, settings.readConsistency(), true);
  }

  private BoundStatementBuilder bindWrite(Prepared<PreparedStatement> prepared) {
    return bind(prepared, settings.writeConsistency(), !settings.lwt());
  }

  /**
   * Reads, plain upserts and deletes are idempotent, so the driver may retry them; lightweight
   * transactions are not (a retried insert would find its own row). Their serial consistency is the
   * driver's {@code basic.request.serial-consistency} (SERIAL unless the driver configuration says).
   */
  private BoundStatementBuilder bind(Prepared<PreparedStatement> prepared, ConsistencyLevel consistency,
      boolean idempotent) {
    return prepared.statement().boundStatementBuilder()
        .setConsistencyLevel(consistency)
        .setTracing(settings.tracing())
        .setIdempotence(idempotent);
  }

  /** OK, unless a lightweight transaction's condition failed: then {@code notApplied}. */
  private Status written(boolean applied, Status notApplied) {
    return !settings.lwt() || applied ? Status.OK : notApplied;
  }

  /** The row's field columns, raw UTF-8 bytes; the key column and unset (null) fields are left out. */
  private static void copyFields(Row row, Map<String, ByteIterator> into) {
    ColumnDefinitions columns = row.getColumnDefinitions();
    for (int i = 0; i < columns.size(); i++) {
      String name = columns.get(i).getName().asInternal();
      ByteBuffer value = row.getBytesUnsafe(i);
      if (value != null && !name.equals(CqlStatements.KEY_COLUMN)) {
        byte[] bytes = new byte[value.remaining()];
        value.duplicate().get(bytes);
        into.put(name, new ByteArrayByteIterator(bytes));
      }
    }
  }

  private Status failed(Throwable thrown) {
    // a stage's failure arrives wrapped when it passed through a dependent stage
    Throwable error = thrown instanceof CompletionException && thrown.getCause() != null ? thrown.getCause() : thrown;
    Status status = CqlErrorStatus.of(error);
    CqlConnection current = connection;
    if (current != null) { // null only when called without a successful init
      current.warnings().warn(status.getName(), () -> status.getName() + ": operations failed; latest: "
          + RateLimitedWarning.describe(error));
    }
    return status;
  }

  // ---- writes that expire (issue 39): CQL USING TTL ----

  /** Cassandra and Scylla expire the cells of a write made USING TTL; a row whose cells all expired is gone. */
  @Override
  public boolean supportsTtl() {
    return true;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    try {
      Prepared<PreparedStatement> insert = prepare(Kind.INSERT_TTL, table, values.keySet());
      return written(connection.session().execute(insertStatement(insert, key, values, ttlSeconds)).wasApplied(),
          CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    try {
      CompletableFuture<Prepared<PreparedStatement>> insert = statement(Kind.INSERT_TTL, table, values.keySet());
      if (ready(insert)) {
        return writtenAsync(execute(insertStatement(insert.join(), key, values, ttlSeconds)),
            CqlErrorStatus.ALREADY_EXISTS);
      }
      Map<String, ByteIterator> copy = texts(values);
      return writtenAsync(insert.thenCompose(p -> execute(insertStatement(p, key, copy, ttlSeconds))),
          CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  /** The columns written expire; those not written keep their own (CQL's semantics). */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    if (values.isEmpty()) {
      return Status.BAD_REQUEST;
    }
    try {
      Prepared<PreparedStatement> update = prepare(Kind.UPDATE_TTL, table, values.keySet());
      return written(connection.session().execute(updateStatement(update, key, values, ttlSeconds)).wasApplied(),
          Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    if (values.isEmpty()) {
      return CompletableFuture.completedFuture(Status.BAD_REQUEST);
    }
    try {
      CompletableFuture<Prepared<PreparedStatement>> update = statement(Kind.UPDATE_TTL, table, values.keySet());
      if (ready(update)) {
        return writtenAsync(execute(updateStatement(update.join(), key, values, ttlSeconds)), Status.NOT_FOUND);
      }
      Map<String, ByteIterator> copy = texts(values);
      return writtenAsync(update.thenCompose(p -> execute(updateStatement(p, key, copy, ttlSeconds))),
          Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  private BoundStatement insertStatement(Prepared<PreparedStatement> insert, String key,
      Map<String, ByteIterator> values, int ttl) {
    BoundStatementBuilder bound = bindWrite(insert).setString(0, key);
    List<String> columns = insert.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i + 1, values.get(columns.get(i)).toString());
    }
    return bound.setInt(columns.size() + 1, ttl).build();
  }

  private BoundStatement updateStatement(Prepared<PreparedStatement> update, String key,
      Map<String, ByteIterator> values, int ttl) {
    BoundStatementBuilder bound = bindWrite(update).setInt(0, ttl);
    List<String> columns = update.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i + 1, values.get(columns.get(i)).toString());
    }
    return bound.setString(columns.size() + 1, key).build();
  }

  // ---- batches: a multi-get is one SELECT ... IN (MultiGetStatements); batch writes are the keys'
  // own statements all in flight at once (AsyncDB's default), not a CQL BATCH: measured in
  // docs/workloads.md ("Batches"), where the choice is explained. ----

  @Override
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    Status[] statuses = notFound(keys.size());
    if (keys.isEmpty()) {
      return statuses; // nothing to ask: "IN ()" would be a request for nothing
    }
    try {
      for (Row row : connection.session().execute(multiGetStatement(multiGets().get(table, fields), keys))) {
        foundRow(row, keys, statuses, results);
      }
      return statuses;
    } catch (RuntimeException e) {
      return everyKey(failed(e), keys.size());
    }
  }

  @Override
  public CompletionStage<Status[]> batchReadAsync(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    Status[] statuses = notFound(keys.size());
    if (keys.isEmpty()) {
      return CompletableFuture.completedFuture(statuses);
    }
    try {
      CompletableFuture<Prepared<PreparedStatement>> multiGet = multiGets().prepared(table, fields);
      CompletionStage<AsyncResultSet> sent = ready(multiGet)
          ? execute(multiGetStatement(multiGet.join(), keys))
          : multiGet.thenCompose(p -> execute(multiGetStatement(p, keys)));
      return sent.thenCompose(page -> foundRows(page, keys, statuses, results))
          .exceptionally(error -> everyKey(failed(error), keys.size()));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(everyKey(failed(e), keys.size()));
    }
  }

  private BoundStatement multiGetStatement(Prepared<PreparedStatement> multiGet, List<String> keys) {
    return bindRead(multiGet).setList(0, keys, String.class).build();
  }

  private MultiGetStatements multiGets() {
    MultiGetStatements statements = multiGets;
    if (statements == null) {
      synchronized (this) { // once, off the hot path: the first multi-get
        statements = multiGets;
        if (statements == null) {
          statements = new MultiGetStatements(settings.keyspace(), connection.session()::prepareAsync);
          multiGets = statements;
        }
      }
    }
    return statements;
  }

  /** The page's rows and those of the pages after it, each into its key's place. */
  private static CompletionStage<Status[]> foundRows(AsyncResultSet page, List<String> keys, Status[] statuses,
      List<Map<String, ByteIterator>> results) {
    for (Row row : page.currentPage()) {
      foundRow(row, keys, statuses, results);
    }
    return page.hasMorePages() ? page.fetchNextPage().thenCompose(next -> foundRows(next, keys, statuses, results))
        : CompletableFuture.completedFuture(statuses);
  }

  /** A row of the multi-get: its key's status is OK and its fields go to that key's result (every place of the key). */
  private static void foundRow(Row row, List<String> keys, Status[] statuses, List<Map<String, ByteIterator>> results) {
    String key = row.getString(CqlStatements.KEY_COLUMN);
    for (int i = 0; i < statuses.length; i++) {
      if (keys.get(i).equals(key)) {
        statuses[i] = Status.OK;
        copyFields(row, results.get(i));
      }
    }
  }

  private static Status[] notFound(int keys) {
    return everyKey(Status.NOT_FOUND, keys);
  }

  private static Status[] everyKey(Status status, int keys) {
    Status[] out = new Status[keys];
    Arrays.fill(out, status);
    return out;
  }
}
