package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the rehearsal reads a pod of the Indexed Job: as the kubelet would start its container. */
class IndexedJobTest {
  private static final Map<String, Map<String, String>> CONFIG_MAPS =
      Map.of("ycsb-run", Map.of("binding", "cassandra", "start.at", "2026-11-23T10:00:00Z"));

  private static IndexedJob manifest() throws Exception {
    return IndexedJob.read(Path.of(System.getProperty("ycsb.root"), "distribution/kubernetes/ycsb-job.yaml"));
  }

  @Test
  void podTwoOfTheShippedJobGetsItsIndexAndTheConfigMapsValues() throws Exception {
    IndexedJob.Container pod = manifest().pod(2, CONFIG_MAPS);
    assertThat(pod.env()).containsEntry("CLIENT_INDEX", "2").containsEntry("JOB_COMPLETION_INDEX", "2")
        .containsEntry("BINDING", "cassandra").containsEntry("START_AT", "2026-11-23T10:00:00Z");
    assertThat(pod.args()).startsWith("run", "cassandra").contains("client.index=2", "start.at=2026-11-23T10:00:00Z",
        "exportfile=/results/report-client2.txt").noneMatch(a -> a.contains("$("));
    assertThat(pod.mounts()).extracting(IndexedJob.Mount::path).contains("/workload", "/results");
    assertThat(pod.withVerb("load").args()).startsWith("load", "cassandra");
  }

  @Test
  void referencesExpandAsKubernetesExpandsThem() {
    Map<String, String> env = Map.of("A", "1", "B", "x y");
    assertThat(IndexedJob.expand("$(A)-$(B)", env)).isEqualTo("1-x y");
    assertThat(IndexedJob.expand("$(UNDEFINED) stays", env)).isEqualTo("$(UNDEFINED) stays");
    assertThat(IndexedJob.expand("$$(A) is escaped, $$ too", env)).isEqualTo("$(A) is escaped, $ too");
  }

  @Test
  void aPodWhoseConfigMapLacksAKeyIsNotStartedAsTheKubeletWouldNot() throws Exception {
    assertThatThrownBy(() -> manifest().pod(0, Map.of("ycsb-run", Map.of("binding", "cassandra"))))
        .hasMessageContaining("START_AT").hasMessageContaining("start.at");
  }

  @Test
  void anEnvironmentSourceTheRehearsalDoesNotKnowFailsRatherThanBeingLeftOut(@TempDir Path dir) throws Exception {
    Path job = Files.writeString(dir.resolve("job.yaml"), """
        spec:
          completionMode: Indexed
          completions: 1
          template:
            spec:
              containers:
                - name: ycsb
                  image: ycsb
                  env:
                    - name: NODE
                      valueFrom:
                        fieldRef:
                          fieldPath: spec.nodeName
        """);
    assertThatThrownBy(() -> IndexedJob.read(job).pod(0, CONFIG_MAPS)).hasMessageContaining("spec.nodeName");
  }
}
