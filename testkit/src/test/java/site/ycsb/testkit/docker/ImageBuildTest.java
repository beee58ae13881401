package site.ycsb.testkit.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An image's tag is its content: the same inputs find the cached image, any change builds a new one. */
class ImageBuildTest {
  private static ImageBuild build(Path jar, String script, String base) {
    return ImageBuild.of("ycsb-test/thing", "1.0").dockerfile("FROM " + base + "\nCOPY . /opt/\n")
        .file("lib/a.jar", jar).text("start", script, true).buildArg("BASE", base);
  }

  @Test
  void theSameInputsGiveTheSameTagAndEachChangeAnother(@TempDir Path dir) throws Exception {
    Path jar = Files.writeString(dir.resolve("a.jar"), "one");
    String tag = build(jar, "#!/bin/sh\n", "debian").tag();
    assertThat(tag).matches("ycsb-test/thing:1\\.0-[0-9a-f]{12}").isEqualTo(build(jar, "#!/bin/sh\n", "debian").tag());
    assertThat(build(jar, "#!/bin/bash\n", "debian").tag()).as("a changed script").isNotEqualTo(tag);
    assertThat(build(jar, "#!/bin/sh\n", "ubuntu").tag()).as("another base").isNotEqualTo(tag);
    Files.writeString(jar, "two");
    assertThat(build(jar, "#!/bin/sh\n", "debian").tag()).as("a jar with other bytes").isNotEqualTo(tag);
  }
}
