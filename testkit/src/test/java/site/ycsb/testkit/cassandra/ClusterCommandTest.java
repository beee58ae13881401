package site.ycsb.testkit.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** The cluster owner's command line, and the fixed CQL port a study plan written beforehand names. */
class ClusterCommandTest {
  @Test
  void serveTakesTheCqlPortAPlanNamesAndChoosesAFreeOneWithout() {
    assertThat(ClusterCommand.parse(new String[] {"serve", "--nodes", "2", "--dir", "d", "--port", "9410"}).port())
        .isEqualTo(9410);
    assertThat(ClusterCommand.parse(new String[] {"serve", "--nodes", "2", "--dir", "d"}).port()).isZero();
  }

  @Test
  void aPortOutOfRangeOrNotANumberIsRefusedNamingTheOption() {
    for (String bad : new String[] {"0", "65536", "x"}) {
      assertThatThrownBy(() -> ClusterCommand.parse(new String[] {"serve", "--dir", "d", "--port", bad}))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--port '" + bad + "'");
    }
  }

  @Test
  void settingsForEveryNodeAreKeptInOrderAndOneThatIsNotNameEqualsValueIsRefused() {
    assertThat(ClusterCommand.parse(new String[] {"serve", "--dir", "d", "--setting", "commitlog_sync=batch",
        "--setting", "hinted_handoff_enabled=false"}).settings())
        .containsExactly("commitlog_sync=batch", "hinted_handoff_enabled=false");
    assertThat(ClusterCommand.parse(new String[] {"serve", "--dir", "d"}).settings()).isEmpty();
    for (String bad : new String[] {"commitlog_sync", "=batch", "commitlog_sync=", "Commitlog_sync=batch"}) {
      assertThatThrownBy(() -> ClusterCommand.parse(new String[] {"serve", "--dir", "d", "--setting", bad}))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--setting '" + bad + "'");
    }
  }

  @Test
  void aCqlPortTakenOnTheFirstAddressIsRefusedNamingPortAndAddress() throws IOException {
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress(CassandraCluster.address(1), 0));
      int port = taken.getLocalPort();
      assertThatThrownBy(() -> ClusterPorts.requireFreeOnAll(port, 2)).isInstanceOf(IOException.class)
          .hasMessageContaining("port " + port + " is taken on 127.0.0.1");
    }
  }
}
