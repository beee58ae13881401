package site.ycsb.testkit.cassandra;

/** A server a test started for itself, so it may kill it: a local JVM or a container. */
public interface OwnedCassandraServer extends CassandraServer, AutoCloseable {
  /** Kills the server at once (SIGKILL, as a crash would) and returns once it is gone. */
  void kill();

  /** Stops the server and releases what it holds. */
  @Override
  void close();
}
