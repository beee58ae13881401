package site.ycsb.testkit.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

/**
 * The safety net behind the tests' own cleanup, on a real engine: a labelled network whose owner
 * (a test JVM of this host) no longer runs is removed; one whose owner still runs, or whose owner
 * is another host, is kept. Skipped with one line where no Docker engine runs.
 */
@EnabledIf(value = "site.ycsb.testkit.docker.Docker#available", disabledReason = "no Docker engine")
class LeftoversContainerIT {
  private final String id = UUID.randomUUID().toString().substring(0, 8);
  private final List<String> names = List.of("ycsb-test-dead-" + id, "ycsb-test-alive-" + id, "ycsb-test-remote-" + id);

  @AfterEach
  void removeWhatIsLeft() {
    names.forEach(n -> Docker.cli(Duration.ofMinutes(1), "network", "rm", n));
  }

  private static void network(String name, String owner) {
    Docker.cli(Duration.ofMinutes(1), "network", "create", "--label", "ycsb.test=true", "--label",
        Docker.OWNER_LABEL + "=" + owner, name).orThrow();
  }

  private static boolean exists(String name) {
    return Docker.cli(Duration.ofMinutes(1), "network", "inspect", name).ok();
  }

  @Test
  void thingsOfTestJvmsThatNoLongerRunGoAndOthersStay() throws Exception {
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor();
    List<String> owners = List.of(Docker.hostName() + "/" + gone.pid(),
        Docker.hostName() + "/" + ProcessHandle.current().pid(), "another-host-" + id + "/" + gone.pid());
    for (int i = 0; i < names.size(); i++) {
      network(names.get(i), owners.get(i));
    }

    // the sweep's own rule, kept to this test's networks
    Leftovers.remove(owner -> owners.contains(owner) && Leftovers.deadOwnerOfThisHost(owner), "test");

    assertThat(exists(names.get(0))).as("a dead owner's network").isFalse();
    assertThat(exists(names.get(1))).as("a live owner's network").isTrue();
    assertThat(exists(names.get(2))).as("another host's network").isTrue();
  }
}
