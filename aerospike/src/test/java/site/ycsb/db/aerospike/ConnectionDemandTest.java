package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;

/** The demand is read from core's threadcount and async.inflight, leniently: the engine reports bad values. */
class ConnectionDemandTest {
  private static ConnectionDemand demand(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return ConnectionDemand.from(Settings.of(p));
  }

  @Test
  void threadsAndCommandsInFlightAreTheRunsOwn() {
    assertThat(demand("threadcount", "200", "async.inflight", "4")).isEqualTo(new ConnectionDemand(200, 4));
    assertThat(demand()).isEqualTo(new ConnectionDemand(1, 0));
  }

  @Test
  void anAbsentOrBadValueCountsAsItsDefaultRatherThanFailingTheBinding() {
    assertThat(demand("threadcount", "many", "async.inflight", "x")).isEqualTo(new ConnectionDemand(1, 0));
    assertThat(demand("threadcount", "0", "async.inflight", "-3")).isEqualTo(new ConnectionDemand(1, 0));
  }
}
