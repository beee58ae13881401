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
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.db.cql.StatementCache.Prepared;

/**
 * A YCSB {@code DB} on CQL: a subclass supplies its options' declarations (and may look at each new
 * session). All instances with equal settings share one session (the first {@code init} opens it,
 * the last {@code cleanup} closes it). Every operation also has an asynchronous form on the driver's
 * {@code executeAsync} ({@code async.inflight}). Operations never throw: driver errors become statuses
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
  private MultiGetStatements multiGets; // made at the first multi-get

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
      return readRow(connection.session().execute(readStatement(table, key, fields)).one(), result);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    try {
      return connection.session().executeAsync(readStatement(table, key, fields))
          .handle((rows, error) -> error != null ? failed(error) : readRow(rows.one(), result));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      for (Row row : connection.session().execute(scanStatement(table, startkey, recordcount, fields))) {
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
      return connection.session().executeAsync(scanStatement(table, startkey, recordcount, fields))
          .thenCompose(page -> collect(page, result))
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
      return written(connection.session().execute(updateStatement(table, key, values)).wasApplied(),
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
      return writtenAsync(updateStatement(table, key, values), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      return written(connection.session().execute(insertStatement(table, key, values)).wasApplied(),
          CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    try {
      return writtenAsync(insertStatement(table, key, values), CqlErrorStatus.ALREADY_EXISTS);
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
      return written(connection.session().execute(deleteStatement(table, key)).wasApplied(), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    try {
      return writtenAsync(deleteStatement(table, key), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(e));
    }
  }

  private BoundStatement readStatement(String table, String key, Set<String> fields) {
    return bindRead(connection.statements().get(Kind.READ, table, fields)).setString(0, key).build();
  }

  private BoundStatement scanStatement(String table, String startkey, int recordcount, Set<String> fields) {
    return bindRead(connection.statements().get(Kind.SCAN, table, fields))
        .setString(0, startkey).setInt(1, recordcount).build();
  }

  private BoundStatement updateStatement(String table, String key, Map<String, ByteIterator> values) {
    Prepared<PreparedStatement> update = connection.statements().get(Kind.UPDATE, table, values.keySet());
    BoundStatementBuilder bound = bindWrite(update);
    List<String> columns = update.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i, values.get(columns.get(i)).toString());
    }
    return bound.setString(columns.size(), key).build();
  }

  private BoundStatement insertStatement(String table, String key, Map<String, ByteIterator> values) {
    Prepared<PreparedStatement> insert = connection.statements().get(Kind.INSERT, table, values.keySet());
    BoundStatementBuilder bound = bindWrite(insert).setString(0, key);
    List<String> columns = insert.columns();
    for (int i = 0; i < columns.size(); i++) {
      bound.setString(i + 1, values.get(columns.get(i)).toString());
    }
    return bound.build();
  }

  private BoundStatement deleteStatement(String table, String key) {
    return bindWrite(connection.statements().get(Kind.DELETE, table, null)).setString(0, key).build();
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

  private CompletionStage<Status> writtenAsync(BoundStatement statement, Status notApplied) {
    return connection.session().executeAsync(statement)
        .handle((rows, error) -> error != null ? failed(error) : written(rows.wasApplied(), notApplied));
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
      for (Row row : connection.session().execute(multiGetStatement(table, keys, fields))) {
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
      return connection.session().executeAsync(multiGetStatement(table, keys, fields))
          .thenCompose(page -> foundRows(page, keys, statuses, results))
          .exceptionally(error -> everyKey(failed(error), keys.size()));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(everyKey(failed(e), keys.size()));
    }
  }

  private BoundStatement multiGetStatement(String table, List<String> keys, Set<String> fields) {
    MultiGetStatements statements = multiGets;
    if (statements == null) {
      statements = new MultiGetStatements(settings.keyspace(), connection.session()::prepare);
      multiGets = statements;
    }
    return bindRead(statements.get(table, fields)).setList(0, keys, String.class).build();
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
