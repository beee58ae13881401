package site.ycsb.testkit.docker;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A user-defined bridge network of this JVM ({@link Docker#labels() labelled}) with a subnet of its
 * own, {@code 10.199.N.0/24} for a free N, so that containers can have fixed addresses: a node cut
 * off ({@code docker network disconnect}) comes back on its address
 * ({@code docker network connect --ip}). On Linux this host reaches the containers' addresses
 * directly, through the bridge.
 */
public final class DockerNetwork implements AutoCloseable {
  private static final int ATTEMPTS = 30;

  private final String name;
  private final String prefix;

  private DockerNetwork(String name, String prefix) {
    this.name = name;
    this.prefix = prefix;
  }

  /** Creates the network {@code name} (make it unique, e.g. {@code ycsb-test-<purpose>-<random>}). */
  public static DockerNetwork create(String name) {
    String lastError = "";
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      String prefix = "10.199." + ThreadLocalRandom.current().nextInt(1, 255);
      Docker.Result created = Docker.cli(Duration.ofMinutes(1), "network", "create", "--driver", "bridge",
          "--subnet", prefix + ".0/24", "--label", "ycsb.test=true",
          "--label", Docker.OWNER_LABEL + "=" + Docker.owner(), name);
      if (created.ok()) {
        return new DockerNetwork(name, prefix);
      }
      lastError = created.lastLine();
      if (!lastError.contains("overlap")) {
        break;
      }
    }
    throw new IllegalStateException("cannot create the Docker network " + name + ": " + lastError);
  }

  public String name() {
    return name;
  }

  /** The address {@code 10.199.N.<host>} of this network. */
  public String address(int host) {
    if (host < 2 || host > 254) {
      throw new IllegalArgumentException("host part " + host + ": expected 2 to 254 (1 is the gateway)");
    }
    return prefix + "." + host;
  }

  /** Removes the network (its containers must be gone first). */
  @Override
  public void close() {
    Docker.cli(Duration.ofMinutes(1), "network", "rm", name);
  }
}
