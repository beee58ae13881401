package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import com.datastax.oss.driver.api.core.AllNodesFailedException;
import site.ycsb.DBException;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.config.UsageException;

/** What the client threads of a run share: the session, its prepared statements, the warnings. */
public final class CqlConnection implements AutoCloseable {
  private final CqlSession session;
  private final StatementCache<PreparedStatement> statements;
  private final RateLimitedWarning warnings = RateLimitedWarning.toStandardError();

  private CqlConnection(CqlSession session, CqlSettings settings) {
    this.session = session;
    this.statements = new StatementCache<>(new CqlStatements(settings.keyspace(), settings.lwt()),
        session::prepareAsync);
  }

  /** Connects, then creates or checks the schema; {@code names} only words the error messages. */
  public static CqlConnection open(CqlSettings settings, CqlOptions names) throws DBException {
    CqlSession session = connect(settings, names);
    String unknownDc = unknownLocalDatacenter(session, settings, names);
    if (unknownDc != null) {
      session.close();
      throw new UsageException(unknownDc); // every operation would fail: refused before the first one
    }
    try {
      if (settings.schema().create()) {
        CqlSchema.create(session, settings, names);
      } else {
        CqlSchema.requireTable(session, settings, names);
      }
      return new CqlConnection(session, settings);
    } catch (DBException | RuntimeException e) {
      session.close();
      throw e;
    }
  }

  private static CqlSession connect(CqlSettings settings, CqlOptions names) throws DBException {
    List<InetSocketAddress> contactPoints = new ArrayList<>();
    for (String host : settings.hosts()) {
      InetSocketAddress address = new InetSocketAddress(host, settings.port());
      if (address.isUnresolved()) {
        throw new DBException(names.hosts.name() + ": cannot resolve host '" + host + "'");
      }
      contactPoints.add(address);
    }
    CqlSessionBuilder builder = CqlSession.builder()
        .addContactPoints(contactPoints)
        .withConfigLoader(CqlDriverConfig.loader(settings));
    if (settings.localDatacenter() != null) {
      builder.withLocalDatacenter(settings.localDatacenter());
    }
    if (settings.credentials() != null) {
      builder.withAuthCredentials(settings.credentials().username(), settings.credentials().password());
    }
    try {
      return builder.build();
    } catch (RuntimeException e) {
      throw new DBException("cannot connect to " + String.join(",", settings.hosts()) + " port " + settings.port()
          + " (local datacenter " + (settings.localDatacenter() == null ? "inferred from the contact points"
          : settings.localDatacenter()) + "): " + reason(e), e);
    }
  }

  /**
   * Why the local datacenter cannot be used: no node the driver found is in it, so every request
   * would fail (no node to send it to). Null when some node is, or when the datacenter is inferred
   * from the contact points.
   */
  static String unknownLocalDatacenter(CqlSession session, CqlSettings settings, CqlOptions names) {
    String local = settings.localDatacenter();
    if (local == null) {
      return null;
    }
    Set<String> known = new TreeSet<>();
    session.getMetadata().getNodes().values().forEach(n -> {
      if (n.getDatacenter() != null) {
        known.add(n.getDatacenter());
      }
    });
    if (known.isEmpty() || known.contains(local)) {
      return null;
    }
    String property = names.localDatacenter.name();
    return property + "=" + local + ": no node of the cluster is in that datacenter (its datacenters: "
        + String.join(", ", known) + "); expected " + property + "=" + known.iterator().next();
  }

  /** What failed, in a few words: the root cause of the first node's failure (the driver's own message is long). */
  static String reason(RuntimeException e) {
    Throwable t = e;
    if (e instanceof AllNodesFailedException all && !all.getAllErrors().isEmpty()) {
      List<Throwable> first = all.getAllErrors().values().iterator().next();
      t = first.isEmpty() ? e : first.get(0);
    }
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    if (t instanceof java.net.ConnectException || t.getClass().getSimpleName().endsWith("ClosedChannelException")) {
      // netty's connect failure, a stackless exception without a message: say it in words
      return "the connection was refused or closed at once: is a node running there, and is that its CQL (native"
          + " transport) port?";
    }
    String message = t.getMessage() == null ? t.getClass().getSimpleName()
        : t.getMessage().lines().findFirst().orElse(t.getClass().getSimpleName());
    return message.length() > 160 ? message.substring(0, 160) + "..." : message;
  }

  public CqlSession session() {
    return session;
  }

  public StatementCache<PreparedStatement> statements() {
    return statements;
  }

  /**
   * Prepares the statements, all at once, and waits for them; one that fails is left to be prepared
   * (and fail) when first used, where the run counts it.
   */
  public void prepareAll(List<WorkloadStatements.Statement> wanted) {
    List<CompletableFuture<?>> started = new ArrayList<>();
    for (WorkloadStatements.Statement s : wanted) {
      started.add(statements.prepared(s.kind(), s.table(), s.fields()));
    }
    CompletableFuture.allOf(started.toArray(CompletableFuture[]::new)).exceptionally(e -> null).join();
  }

  public RateLimitedWarning warnings() {
    return warnings;
  }

  @Override
  public void close() {
    session.close();
  }
}
