package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Runs the tests' {@link LocalCassandraServer} on its own, for scripts such as
 * {@code bench/cassandra-mixed.sh}: the same {@code cassandra-all} resolution, configuration and JVM
 * flags as the tests. Once CQL answers it writes an executable {@code nodetool} for the server beside
 * the ready file, then {@code <host> <port> <datacenter>} to the ready file, then keeps the server
 * until its own standard input closes (the script holding it ended, in whatever way) or it is told to
 * stop (SIGTERM, SIGINT); either way the server is killed with it.
 *
 * <pre>java -cp ... site.ycsb.testkit.cassandra.LocalCassandraMain NAME HEAP READY_FILE</pre>
 *
 * The server's home is {@code <cassandra.testserver.dir>/NAME} (wiped first); the system properties
 * {@code cassandra.server.version}, {@code cassandra.testserver.dir}, {@code maven.home} and
 * {@code maven.repo.local} mean what they mean for the tests.
 */
public final class LocalCassandraMain {
  private LocalCassandraMain() {
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length != 3) {
      System.err.println("usage: LocalCassandraMain NAME HEAP READY_FILE   (HEAP as for -Xmx, at most 1G advised)");
      System.exit(2);
    }
    LocalCassandraServer server = LocalCassandraServer.start(args[0], args[1]);
    // the server's own shutdown hook kills it when this JVM exits
    Path ready = Path.of(args[2]).toAbsolutePath();
    server.writeNodetool(ready.resolveSibling("nodetool"));
    Path partial = ready.resolveSibling(ready.getFileName() + ".tmp");
    Files.writeString(partial, server.hosts() + " " + server.port() + " " + server.localDatacenter() + "\n");
    Files.move(partial, ready, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    System.err.println("[cassandra-testserver] ready: " + server.description());
    byte[] buffer = new byte[256];
    while (System.in.read(buffer) >= 0) {
      // nobody writes; end of input means the caller is gone
    }
    System.exit(0);
  }
}
