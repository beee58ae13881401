package site.ycsb.testkit.docker;

import java.time.Duration;

/** A named Docker volume of this JVM ({@link Docker#labels() labelled}), removed by {@link #close()}. */
public final class DockerVolume implements AutoCloseable {
  private final String name;

  private DockerVolume(String name) {
    this.name = name;
  }

  /** Creates the volume {@code name} (make it unique). */
  public static DockerVolume create(String name) {
    Docker.cli(Duration.ofMinutes(1), "volume", "create", "--label", "ycsb.test=true",
        "--label", Docker.OWNER_LABEL + "=" + Docker.owner(), name).orThrow();
    return new DockerVolume(name);
  }

  public String name() {
    return name;
  }

  /** Removes the volume (no container may use it any more). */
  @Override
  public void close() {
    Docker.cli(Duration.ofMinutes(1), "volume", "rm", "--force", name);
  }
}
