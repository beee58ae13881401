package site.ycsb.testkit.docker;

import com.github.dockerjava.api.model.ExposedPort;
import com.github.dockerjava.api.model.PortBinding;
import com.github.dockerjava.api.model.Ports;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.opentest4j.TestAbortedException;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;

/**
 * The Docker engine the tests use: whether one answers, the {@code docker} command line (images are
 * built with it, as a user would, and benchmarks' timed events use it), and the label that marks
 * what this JVM created so that {@link Leftovers} can remove it even after a failed test.
 */
public final class Docker {
  /** Every container, network, volume and per-run image the tests create carries it: {@code <host>/<pid>}. */
  public static final String OWNER_LABEL = "ycsb.test.owner";

  private static Boolean available;
  private static String unavailableReason;
  private static final Set<String> ANNOUNCED = new HashSet<>();

  private Docker() {
  }

  /**
   * Whether a Docker engine answers the {@code docker} command line (which builds the images) and
   * Testcontainers' client (which runs the containers), both honouring {@code DOCKER_HOST}; asked
   * once per JVM. The command line is asked first: where it finds no engine, Testcontainers is never
   * asked, so its own search (a many-line error per test JVM) stays silent behind the one skip line.
   */
  public static synchronized boolean available() {
    if (available == null) {
      Result info = cli(Duration.ofSeconds(30), "info", "--format", "{{.ServerVersion}}");
      if (info.exitCode() < 0 && !cliInstalled()) {
        unavailableReason = "the docker command line is not installed (Debian's docker.io)";
      } else if (!info.ok()) {
        unavailableReason = "no Docker engine answers (DOCKER_HOST="
            + System.getenv().getOrDefault("DOCKER_HOST", "unset") + ": " + info.lastLine() + ")";
      } else if (!testcontainersReachesEngine()) {
        unavailableReason = "the docker command line reaches an engine but Testcontainers does not (its log says why)";
      }
      available = unavailableReason == null;
      if (available) {
        Leftovers.sweepOnce();
      }
    }
    return available;
  }

  private static boolean testcontainersReachesEngine() {
    try {
      return DockerClientFactory.instance().isDockerAvailable();
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  /** Why {@link #available()} is false (null while it is true). */
  public static synchronized String unavailableReason() {
    available();
    return unavailableReason;
  }

  /** The one line a skipped container test prints, once per JVM and reason. */
  public static synchronized void announceSkip(String reason) {
    if (ANNOUNCED.add(reason)) {
      info("container tests skip: " + reason);
    }
  }

  /** A line on the build's console, where a user reads which server or image a test used. */
  public static void info(String line) {
    System.err.println("[INFO] [containers] " + line);
  }

  /**
   * The value {@code attempt} gives, or the calling test (class) aborted, that is skipped, with the
   * one line its {@link UnavailableException} says, printed once.
   */
  public static <T> T orSkip(Attempt<T> attempt) {
    try {
      return attempt.get();
    } catch (UnavailableException e) {
      announceSkip(e.getMessage());
      throw new TestAbortedException(e.getMessage());
    }
  }

  /**
   * Whether {@code attempt} succeeds (its value is remembered by whoever caches it); when not, the
   * one line is printed. For JUnit's {@code @EnabledIf}, so a class that cannot run is reported
   * skipped: {@code @EnabledIf(value = "imageCanBeHad", disabledReason = "...")}.
   */
  public static boolean canHave(Attempt<?> attempt) {
    try {
      attempt.get();
      return true;
    } catch (UnavailableException e) {
      announceSkip(e.getMessage());
      return false;
    }
  }

  /** Something that needs Docker and may find it lacking. */
  @FunctionalInterface
  public interface Attempt<T> {
    T get() throws UnavailableException;
  }

  /**
   * Publishes {@code ports} of the container on free ports of 127.0.0.1 only, where the engine runs
   * on this host (elsewhere, on every address of the engine's host, as Testcontainers does).
   */
  public static <T extends GenericContainer<?>> T publishOnLoopback(T container, int... ports) {
    for (int port : ports) {
      container.addExposedPort(port);
    }
    if (localEngine()) {
      container.withCreateContainerCmdModifier(cmd -> cmd.getHostConfig().withPublishAllPorts(false)
          .withPortBindings(Arrays.stream(ports)
              .mapToObj(p -> new PortBinding(Ports.Binding.bindIp("127.0.0.1"), ExposedPort.tcp(p))).toList()));
    }
    return container;
  }

  /** Where this host reaches a container's published ports. */
  public static String host(GenericContainer<?> container) {
    return localEngine() ? "127.0.0.1" : container.getHost();
  }

  private static boolean localEngine() {
    String host = DockerClientFactory.instance().dockerHostIpAddress();
    return host.equals("localhost") || host.equals("127.0.0.1");
  }

  /** The labels of something this JVM creates: {@link #OWNER_LABEL} and {@code ycsb.test=true}. */
  public static Map<String, String> labels() {
    return Map.of("ycsb.test", "true", OWNER_LABEL, owner());
  }

  /** This JVM as an owner: {@code <host name>/<pid>}. */
  static String owner() {
    return hostName() + "/" + ManagementFactory.getRuntimeMXBean().getPid();
  }

  static String hostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "localhost";
    }
  }

  /** What a {@code docker} command printed and how it ended. */
  public record Result(List<String> command, int exitCode, String output) {
    public boolean ok() {
      return exitCode == 0;
    }

    /** The output's last line, for one-line messages. */
    public String lastLine() {
      List<String> lines = output.lines().filter(l -> !l.isBlank()).toList();
      return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1).trim();
    }

    /** Fails with the command and its output unless it succeeded. */
    public Result orThrow() {
      if (!ok()) {
        throw new IllegalStateException(String.join(" ", command) + " failed (exit " + exitCode + "): " + lastLine());
      }
      return this;
    }
  }

  /** Runs {@code docker <args>} to its end (killed after {@code timeout}), output and errors together. */
  public static Result cli(Duration timeout, String... args) {
    List<String> command = new ArrayList<>();
    command.add("docker");
    command.addAll(Arrays.asList(args));
    Path output = null;
    try {
      output = Files.createTempFile("ycsb-docker", ".out");
      Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
      if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        return new Result(command, -1, "timed out after " + timeout.toSeconds() + " s: "
            + new String(Files.readAllBytes(output), StandardCharsets.UTF_8));
      }
      return new Result(command, p.exitValue(), new String(Files.readAllBytes(output), StandardCharsets.UTF_8));
    } catch (IOException e) {
      return new Result(command, -1, e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result(command, -1, "interrupted");
    } finally {
      if (output != null) {
        output.toFile().delete();
      }
    }
  }

  private static boolean cliInstalled() {
    return cli(Duration.ofSeconds(30), "version", "--format", "{{.Client.Version}}").exitCode() >= 0;
  }
}
