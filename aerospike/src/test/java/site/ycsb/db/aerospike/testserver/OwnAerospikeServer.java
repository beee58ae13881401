package site.ycsb.db.aerospike.testserver;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;

/**
 * A local server of one test class's own, for tests that stop or fill it: started once for the
 * class, and where it cannot be had (no server beside the checkout, or the tests were pointed at an
 * external one, which they must not harm) each test skips on its own with one line, so the reports
 * count it as skipped (an abort in {@code @BeforeAll} counts none).
 */
public final class OwnAerospikeServer implements AutoCloseable {
  private final LocalAerospikeServer server;
  private final String unavailable;

  private OwnAerospikeServer(LocalAerospikeServer server, String unavailable) {
    this.server = server;
    this.unavailable = unavailable;
  }

  /**
   * @param name the server's name (its folder and log lines)
   * @param harm what the tests do to it ("stop", "fill"), for the line they skip with
   */
  public static OwnAerospikeServer start(String name, String harm) throws IOException, InterruptedException {
    if (ExternalAerospikeServer.fromEnvironment() != null) {
      return new OwnAerospikeServer(null, "needs a server it may " + harm + "; not run against "
          + ExternalAerospikeServer.HOST_ENV);
    }
    if (LocalAerospikeServer.findScript().isEmpty()) {
      return new OwnAerospikeServer(null, SharedAerospike.NO_SERVER);
    }
    return new OwnAerospikeServer(LocalAerospikeServer.start(name), null);
  }

  /** The server; null when the tests skip. */
  public LocalAerospikeServer server() {
    return server;
  }

  /** Skips the calling test, with the reason, when the class has no server of its own. */
  public void assumeRunning() {
    assumeTrue(unavailable == null, unavailable);
  }

  @Override
  public void close() {
    if (server != null) {
      server.close();
    }
  }
}
