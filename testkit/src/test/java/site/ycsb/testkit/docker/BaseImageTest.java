package site.ycsb.testkit.docker;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the base image's packages come from, and its tag. */
class BaseImageTest {
  @Test
  void theMirrorIsTheDebianArchiveAptUsesNotItsSecurityArchive(@TempDir Path etc) throws Exception {
    Files.createDirectories(etc.resolve("sources.list.d"));
    Files.writeString(etc.resolve("sources.list"), "deb https://packages.cloud.google.com/apt cloud-sdk main\n");
    Files.writeString(etc.resolve("sources.list.d/a-security.sources"),
        "Types: deb\nURIs: http://mirror.example/debian-security\nSuites: bookworm-security\n");
    Files.writeString(etc.resolve("sources.list.d/debian.sources"),
        "Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm bookworm-updates\n");
    assertThat(BaseImage.debianMirror(etc)).isEqualTo("http://mirror.example/debian");
  }

  @Test
  void aOneLineSourceWithOptionsIsReadToo(@TempDir Path etc) throws Exception {
    Files.writeString(etc.resolve("sources.list"),
        "deb [arch=amd64 signed-by=/k.gpg] http://ftp.example.org/debian/ bookworm main\n");
    assertThat(BaseImage.debianMirror(etc)).isEqualTo("http://ftp.example.org/debian");
  }

  @Test
  void withoutSourcesThePublicMirrorServes(@TempDir Path etc) {
    assertThat(BaseImage.debianMirror(etc)).isEqualTo("http://deb.debian.org/debian");
  }

  @Test
  void theLocalTagNamesTheRecipe() {
    assertThat(BaseImage.localTag()).matches("ycsb-test/debian-jre17:bookworm-[0-9a-f]{12}")
        .isEqualTo(BaseImage.localTag());
  }
}
