package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Session;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/** The shared CQL code runs on Scylla's driver, and Apache's driver is kept off the class path. */
class DriverSwapTest {
  @Test
  void theDriverOnTheClassPathIsScyllasFork() {
    assertThat(Session.OSS_DRIVER_COORDINATES.getGroupId()).isEqualTo("com.scylladb");
    assertThat(Session.OSS_DRIVER_COORDINATES.getName()).isEqualTo("ScyllaDB Java Driver");
  }

  @Test
  void exactlyOneDriverProvidesTheDriverPackages() throws Exception {
    String resource = Node.class.getName().replace('.', '/') + ".class";
    assertThat(Collections.list(getClass().getClassLoader().getResources(resource))).hasSize(1);
  }

  @Test
  void theForkExposesPerNodeShardInformation() throws Exception {
    assertThat(Node.class.getMethod("getShardingInfo").getReturnType().getSimpleName())
        .isEqualTo("NodeShardingInfo");
  }
}
