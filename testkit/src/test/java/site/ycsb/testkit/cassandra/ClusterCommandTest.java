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
  void aCqlPortTakenOnTheFirstAddressIsRefusedNamingPortAndAddress() throws IOException {
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress(CassandraCluster.address(1), 0));
      int port = taken.getLocalPort();
      assertThatThrownBy(() -> ClusterPorts.requireFreeOnAll(port, 2)).isInstanceOf(IOException.class)
          .hasMessageContaining("port " + port + " is taken on 127.0.0.1");
    }
  }
}
