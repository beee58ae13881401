package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.ColumnDefinitions;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.Status;
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.db.cql.StatementCache.Prepared;

/**
 * A YCSB {@code DB} on CQL: a subclass supplies its property names (and may look at each new
 * session). All instances with equal settings share one session (the first {@code init} opens it,
 * the last {@code cleanup} closes it). Operations never throw: driver errors become statuses
 * ({@link CqlErrorStatus}) and a rate-limited warning. Values are stored as varchar, so bytes that
 * are not UTF-8 do not survive a round trip. With lightweight transactions ({@link CqlSettings#lwt()})
 * a write whose condition fails reports NOT_FOUND (update, delete of a missing row) or
 * {@link CqlErrorStatus#ALREADY_EXISTS} (insert of an existing key).
 */
public abstract class CqlDB extends DB {
  private static final RefCountedRegistry<CqlSettings, CqlConnection> CONNECTIONS =
      new RefCountedRegistry<>(CqlConnection::close);

  private CqlSettings settings;
  private CqlConnection connection;

  /** The binding's names for the CQL settings. */
  protected abstract CqlPropertyTable propertyTable();

  /**
   * Called once for each session this binding opens, right after it connected (and the schema step
   * passed), before any operation uses it: for a start-up message about the cluster, say. Nothing by
   * default; an exception fails {@code init}.
   */
  protected void sessionOpened(CqlSession session, CqlSettings settings) {
  }

  @Override
  public void init() throws DBException {
    CqlPropertyTable names = propertyTable();
    CqlSettings parsed = CqlSettings.from(getProperties(), names);
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

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      Prepared<PreparedStatement> read = connection.statements().get(Kind.READ, table, fields);
      Row row = execute(bindRead(read).setString(0, key)).one();
      if (row == null) {
        return Status.NOT_FOUND;
      }
      copyFields(row, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try {
      Prepared<PreparedStatement> scan = connection.statements().get(Kind.SCAN, table, fields);
      ResultSet rows = execute(bindRead(scan).setString(0, startkey).setInt(1, recordcount));
      for (Row row : rows) {
        HashMap<String, ByteIterator> record = new HashMap<>();
        copyFields(row, record);
        result.add(record);
      }
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (values.isEmpty()) {
      return Status.BAD_REQUEST; // "UPDATE ... SET" needs at least one column
    }
    try {
      Prepared<PreparedStatement> update = connection.statements().get(Kind.UPDATE, table, values.keySet());
      BoundStatementBuilder bound = bindWrite(update);
      List<String> columns = update.columns();
      for (int i = 0; i < columns.size(); i++) {
        bound.setString(i, values.get(columns.get(i)).toString());
      }
      return written(execute(bound.setString(columns.size(), key)), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      Prepared<PreparedStatement> insert = connection.statements().get(Kind.INSERT, table, values.keySet());
      BoundStatementBuilder bound = bindWrite(insert).setString(0, key);
      List<String> columns = insert.columns();
      for (int i = 0; i < columns.size(); i++) {
        bound.setString(i + 1, values.get(columns.get(i)).toString());
      }
      return written(execute(bound), CqlErrorStatus.ALREADY_EXISTS);
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  /**
   * OK whether or not the row existed: a plain CQL delete writes a tombstone and cannot tell. With
   * lightweight transactions, NOT_FOUND when there was no row.
   */
  @Override
  public Status delete(String table, String key) {
    try {
      Prepared<PreparedStatement> delete = connection.statements().get(Kind.DELETE, table, null);
      return written(execute(bindWrite(delete).setString(0, key)), Status.NOT_FOUND);
    } catch (RuntimeException e) {
      return failed(e);
    }
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
  private Status written(ResultSet result, Status notApplied) {
    return !settings.lwt() || result.wasApplied() ? Status.OK : notApplied;
  }

  private ResultSet execute(BoundStatementBuilder bound) {
    return connection.session().execute(bound.build());
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

  private Status failed(RuntimeException error) {
    Status status = CqlErrorStatus.of(error);
    CqlConnection current = connection;
    if (current != null) { // null only when called without a successful init
      current.warnings().warn(status.getName(), () -> status.getName() + ": operations failed; latest: "
          + RateLimitedWarning.describe(error));
    }
    return status;
  }
}
