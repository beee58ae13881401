package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every workload file says where it comes from in a way a reader can follow: a title and a public URL. */
class WorkloadFilesTest {

  @Test
  void everyWorkloadFileCitesItsSourceByTitleAndPublicUrl() throws Exception {
    Path dir = Path.of(System.getProperty("ycsb.root", "..")).resolve("workloads");
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(Files::isRegularFile).toList();
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(10);
    for (Path f : files) {
      String header = String.join("\n", Files.readAllLines(f).stream().takeWhile(l -> l.startsWith("#")).toList());
      assertThat(header).as(f.toString()).containsPattern("# Source: [^\\n]*\"[^\"]+").containsPattern("https://\\S+")
          .containsPattern("\\b(19|20)\\d\\d\\b").doesNotContain("../").doesNotContain("shared/seeds");
    }
  }
}
