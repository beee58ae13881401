package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.CassandraCQLClient;

/** The DB adapter without a server: bad settings and unreachable servers fail init cleanly. */
class CassandraCQLClientTest {
  private static DB client(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    DB db = new CassandraCQLClient();
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
  void badSettingsFailInitBeforeConnecting() throws Exception {
    DB db = client("hosts", "127.0.0.1", "cassandra.writeconsistencylevel", "SOME");
    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("cassandra.writeconsistencylevel: expected one of ANY, ONE,")
        .hasMessageEndingWith("got 'SOME'");
    db.cleanup(); // the engine calls it anyway; nothing to release
  }

  @Test
  void unreachableServerFailsInitWithOneLineThatHidesThePassword() throws Exception {
    int port = closedPort();
    DB db = client("hosts", "127.0.0.1", "port", Integer.toString(port), "cassandra.username", "bob",
        "cassandra.password", "pw-never-shown", "cassandra.connecttimeoutmillis", "1000");
    assertThatThrownBy(db::init).isInstanceOf(DBException.class)
        .hasMessageStartingWith("cannot connect to 127.0.0.1 port " + port + " (local datacenter datacenter1): ")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n", "pw-never-shown"));
    db.cleanup();
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
