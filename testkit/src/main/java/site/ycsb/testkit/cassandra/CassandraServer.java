package site.ycsb.testkit.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.List;

/** A live Cassandra a test can talk to: where it is, and a session for server-side checks. */
public interface CassandraServer {
  /** Comma-separated contact points, as the binding's {@code hosts} property takes them. */
  String hosts();

  /** CQL native transport port. */
  int port();

  /** Datacenter of the nodes. */
  String localDatacenter();

  /** One line for logs: what kind of server and where. */
  String description();

  default List<InetSocketAddress> contactPoints() {
    return Arrays.stream(hosts().split(",")).map(String::trim).filter(h -> !h.isEmpty())
        .map(h -> new InetSocketAddress(h, port())).toList();
  }

  /**
   * A plain session (no keyspace) to look at the server from outside the binding; close it. Its
   * requests may take 60 s: tests create and drop keyspaces with it, which on a loaded machine
   * takes longer than the driver's default 2 s.
   */
  default CqlSession openSession() {
    // the driver's classes are verified only once a session is opened: bin/local-cassandra runs the
    // local server without the driver on its class path
    return CassandraSessions.open(this);
  }
}
