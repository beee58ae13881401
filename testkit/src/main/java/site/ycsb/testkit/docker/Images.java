package site.ycsb.testkit.docker;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Whether an image can be had: present in the engine, or pulled now. A registry that cannot be
 * reached fails a pull within a second here; a pull that works may take minutes.
 */
public final class Images {
  private static final Duration PULL_TIMEOUT = Duration.ofMinutes(15);
  private static final Map<String, Boolean> PULLED = new HashMap<>();

  private Images() {
  }

  /** Whether the engine holds {@code image}. */
  public static boolean present(String image) {
    return Docker.cli(Duration.ofMinutes(1), "image", "inspect", "--format", "{{.Id}}", image).ok();
  }

  /** Present, or pulled now (tried once per JVM and image). */
  public static synchronized boolean presentOrPulled(String image) {
    if (!Docker.available()) {
      return false;
    }
    if (present(image)) {
      return true;
    }
    return PULLED.computeIfAbsent(image, i -> {
      long started = System.nanoTime();
      Docker.Result pull = Docker.cli(PULL_TIMEOUT, "pull", "--quiet", i);
      if (pull.ok()) {
        Docker.info(String.format("pulled %s in %.0f s", i, (System.nanoTime() - started) / 1e9));
      }
      return pull.ok(); // a failure is said by whoever chooses another image or skips
    });
  }

  /**
   * The image a user named in {@code variable} (which must then be had), else {@code official} when
   * it is present or can be pulled, else empty.
   */
  public static Optional<String> namedOrOfficial(String variable, String official) throws UnavailableException {
    if (!Docker.available()) {
      throw new UnavailableException(Docker.unavailableReason());
    }
    String named = System.getenv(variable);
    if (named != null && !named.isBlank()) {
      if (!presentOrPulled(named.trim())) {
        throw new UnavailableException(variable + "=" + named.trim() + ": that image is not here and cannot be pulled");
      }
      return Optional.of(named.trim());
    }
    return presentOrPulled(official) ? Optional.of(official) : Optional.empty();
  }

  /** The image named in {@code variable}, else {@code official}; fails with the one line a skipped test prints. */
  public static String namedOrOfficialOrSkip(String variable, String official) throws UnavailableException {
    return namedOrOfficial(variable, official).orElseThrow(() -> new UnavailableException(
        official + " cannot be pulled here; set " + variable + " to an image of it that can be had"));
  }
}
