package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.config.UsageException;
import site.ycsb.Status;

/**
 * The DB adapter without a server: bad settings and unreachable servers fail init cleanly, and
 * operations without a session report errors. A subclass names the binding.
 */
public abstract class ClientContract {
  /** The binding under test. */
  protected abstract CqlBinding binding();

  /** Pairs of a {@link CqlRole} (named as the binding names it) and a value. */
  private DB client(Object... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(binding().property((CqlRole) pairs[i]), (String) pairs[i + 1]);
    }
    DB db = binding().factory().get();
    db.setProperties(p);
    return db;
  }

  private static int closedPort() throws Exception {
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress("127.0.0.1", 0));
      return socket.getLocalPort();
    }
  }

  @Test
  void badSettingsFailInitBeforeConnectingAsBadInput() throws Exception {
    DB db = client(CqlRole.HOSTS, "127.0.0.1", CqlRole.WRITE_CONSISTENCY, "SOME");
    // a UsageException: one line, and the command line's exit code 2
    assertThatThrownBy(db::init).isInstanceOf(UsageException.class)
        .hasMessageStartingWith(binding().property(CqlRole.WRITE_CONSISTENCY) + "='SOME': expected one of ANY, ONE,");
    db.cleanup(); // the engine calls it anyway; nothing to release
  }

  @Test
  void unreachableServerFailsInitWithOneLineThatHidesThePassword() throws Exception {
    int port = closedPort();
    DB db = client(CqlRole.HOSTS, "127.0.0.1", CqlRole.PORT, Integer.toString(port),
        CqlRole.LOCAL_DATACENTER, "dc9", CqlRole.USERNAME, "bob", CqlRole.PASSWORD, "pw-never-shown",
        CqlRole.CONNECT_TIMEOUT_MILLIS, "1000");
    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("cannot connect to 127.0.0.1 port " + port + " (local datacenter dc9): ")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n", "pw-never-shown").hasSizeLessThan(300));
    db.cleanup();
  }

  @Test
  void anUnreachableServerIsOneLineInWordsWithNoDriverLogLineBeforeIt() throws Exception {
    int port = closedPort();
    DB db = client(CqlRole.HOSTS, "127.0.0.1", CqlRole.PORT, Integer.toString(port),
        CqlRole.CONNECT_TIMEOUT_MILLIS, "1000");
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      assertThatThrownBy(db::init).isInstanceOf(DBException.class)
          .hasMessageEndingWith(": the connection was refused or closed at once: is a node running there, and is"
              + " that its CQL (native transport) port?")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("Exception"));
    } finally {
      System.setErr(stderr);
    }
    db.cleanup();
    assertThat(captured.toString(StandardCharsets.UTF_8)).as("what the driver logged while connecting").isEmpty();
  }

  @Test
  void unreachableServerWithoutALocalDatacenterSaysItWouldBeInferred() throws Exception {
    int port = closedPort();
    DB db = client(CqlRole.HOSTS, "127.0.0.1", CqlRole.PORT, Integer.toString(port),
        CqlRole.LOCAL_DATACENTER, " ", CqlRole.CONNECT_TIMEOUT_MILLIS, "1000");
    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("cannot connect to 127.0.0.1 port " + port
            + " (local datacenter inferred from the contact points): ");
    db.cleanup();
  }

  /**
   * A service on the port that does not speak CQL (an SSH server, say): it greets every connection
   * with a line of text, which the driver reads as a frame header of absurd length.
   */
  private static ServerSocket notCql() throws Exception {
    ServerSocket server = new ServerSocket();
    server.bind(new InetSocketAddress("127.0.0.1", 0));
    Thread t = new Thread(() -> {
      while (!server.isClosed()) {
        try (Socket s = server.accept()) {
          s.getOutputStream().write("SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n".getBytes(StandardCharsets.US_ASCII));
          s.getOutputStream().flush();
          s.getInputStream().read(new byte[4096]);
        } catch (Exception e) {
          // closed: the test is over
        }
      }
    }, "not-cql");
    t.setDaemon(true);
    t.start();
    return server;
  }

  @Test
  void aServiceThatIsNotCqlFailsInitWithOneLineAndNoStackTraceFromTheDriver() throws Exception {
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (ServerSocket server = notCql()) {
      DB db = client(CqlRole.HOSTS, "127.0.0.1", CqlRole.PORT, Integer.toString(server.getLocalPort()),
          CqlRole.CONNECT_TIMEOUT_MILLIS, "2000");
      // the driver logs through SLF4J's simple logger to whatever System.err is when it writes
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      try {
        assertThatThrownBy(db::init).isInstanceOf(DBException.class)
            .hasMessageStartingWith("cannot connect to 127.0.0.1 port " + server.getLocalPort())
            .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
      } finally {
        System.setErr(stderr);
      }
      db.cleanup();
    }
    String logged = captured.toString(StandardCharsets.UTF_8);
    assertThat(logged).as("what the driver logged while connecting").doesNotContainPattern("(?m)^\\s+at ")
        .doesNotContain("Caused by:");
  }

  @Test
  void operationsWithoutASessionReturnErrorInsteadOfThrowing() {
    DB db = client();
    assertThat(db.read("usertable", "k", null, new HashMap<>())).isEqualTo(Status.ERROR);
    assertThat(db.scan("usertable", "k", 1, null, new Vector<>())).isEqualTo(Status.ERROR);
    assertThat(db.insert("usertable", "k", new HashMap<>())).isEqualTo(Status.ERROR);
    assertThat(db.delete("usertable", "k")).isEqualTo(Status.ERROR);
  }
}
