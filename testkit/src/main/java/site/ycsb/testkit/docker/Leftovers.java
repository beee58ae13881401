package site.ycsb.testkit.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectVolumeResponse;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.Image;
import com.github.dockerjava.api.model.Network;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.testcontainers.DockerClientFactory;

/**
 * Removes what test JVMs created and left behind: every container, network, volume and image
 * labelled {@link Docker#OWNER_LABEL}. Testcontainers' reaper (Ryuk) is off, since its image
 * cannot be pulled everywhere, so this is the safety net behind the tests' own {@code close()}:
 * when this JVM ends (a shutdown hook) its own things go; and the first time a JVM uses the engine,
 * the things of test JVMs of this host that no longer run (killed, crashed) go too. Things of other
 * JVMs still running, of other hosts and without the label are never touched.
 */
public final class Leftovers {
  private static boolean swept;

  private Leftovers() {
  }

  /** Once per JVM: leftovers of dead owners now, this JVM's own things at its exit. */
  static synchronized void sweepOnce() {
    if (swept) {
      return;
    }
    swept = true;
    remove(Leftovers::deadOwnerOfThisHost, "left by test JVMs that no longer run");
    Runtime.getRuntime().addShutdownHook(new Thread(() -> remove(Docker.owner()::equals, "still there at exit"),
        "ycsb-test-leftovers"));
  }

  static boolean deadOwnerOfThisHost(String owner) {
    int slash = owner.lastIndexOf('/');
    if (slash < 0 || !owner.substring(0, slash).equals(Docker.hostName())) {
      return false;
    }
    try {
      long pid = Long.parseLong(owner.substring(slash + 1));
      return ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static String owner(Map<String, String> labels) {
    return labels == null ? null : labels.get(Docker.OWNER_LABEL);
  }

  /** Removes the labelled things whose owner passes {@code which}; says what it removed. */
  static void remove(Predicate<String> which, String why) {
    List<String> removed = new ArrayList<>();
    try {
      DockerClient docker = DockerClientFactory.instance().client();
      for (Container c : docker.listContainersCmd().withShowAll(true)
          .withLabelFilter(List.of(Docker.OWNER_LABEL)).exec()) {
        String owner = owner(c.getLabels());
        if (owner != null && which.test(owner)) {
          if ("paused".equals(c.getState())) {
            Docker.cli(Duration.ofSeconds(30), "unpause", c.getId());
          }
          docker.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
          removed.add("container " + String.join(",", c.getNames()));
        }
      }
      for (Network n : docker.listNetworksCmd().withFilter("label", List.of(Docker.OWNER_LABEL)).exec()) {
        String owner = owner(n.getLabels());
        if (owner != null && which.test(owner)) {
          docker.removeNetworkCmd(n.getId()).exec();
          removed.add("network " + n.getName());
        }
      }
      List<InspectVolumeResponse> volumes =
          docker.listVolumesCmd().withFilter("label", List.of(Docker.OWNER_LABEL)).exec().getVolumes();
      for (InspectVolumeResponse v : volumes == null ? List.<InspectVolumeResponse>of() : volumes) {
        String owner = owner(v.getLabels());
        if (owner != null && which.test(owner)) {
          docker.removeVolumeCmd(v.getName()).exec();
          removed.add("volume " + v.getName());
        }
      }
      for (Image i : docker.listImagesCmd().withLabelFilter(Docker.OWNER_LABEL).exec()) {
        String owner = owner(i.getLabels());
        if (owner != null && which.test(owner)) {
          docker.removeImageCmd(i.getId()).withForce(true).exec();
          removed.add("image " + (i.getRepoTags() == null ? i.getId() : String.join(",", i.getRepoTags())));
        }
      }
    } catch (RuntimeException e) {
      Docker.info("could not remove every leftover (" + why + "): " + e.getMessage());
    }
    if (!removed.isEmpty()) {
      Docker.info("removed " + String.join("; ", removed) + " (" + why + ")");
    }
  }
}
