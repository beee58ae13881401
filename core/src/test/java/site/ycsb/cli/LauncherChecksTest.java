package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/ycsb's own checks, before the client starts: a missing -cp entry, JVM options the JVM
 * refuses and an unknown binding are one line naming them, exit 2. The launcher runs as in an
 * unpacked distribution whose lib/ is empty, so nothing past its checks could start.
 */
@EnabledOnOs(OS.LINUX)
class LauncherChecksTest {
  @TempDir
  Path home;

  private record Result(int exit, String out, String err) {
  }

  private Result ycsb(String... args) throws Exception {
    Path bin = Files.createDirectories(home.resolve("bin"));
    Files.createDirectories(home.resolve("lib"));
    Path script = bin.resolve("ycsb");
    if (!Files.exists(script)) {
      Files.copy(Path.of(System.getProperty("ycsb.root", "..")).resolve("bin/ycsb"), script);
      script.toFile().setExecutable(true);
    }
    List<String> command = new ArrayList<>(List.of("bash", script.toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(home.toFile());
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    pb.environment().put("YCSB_CDS", "off");
    pb.environment().remove("JAVA_OPTS");
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return new Result(p.exitValue(), out, err);
  }

  private static void assertOneLine(Result r, String line) {
    assertThat(r.exit()).as(r.toString()).isEqualTo(2);
    assertThat(r.err().lines().toList()).as(r.toString()).containsExactly(line);
  }

  @Test
  void aMissingClassPathEntryIsNamed() throws Exception {
    assertOneLine(ycsb("run", "basic", "-cp", "/nonexistent.jar"),
        "ycsb: -cp /nonexistent.jar: no such file or folder; expected jars or folders of classes separated by ':'");
    assertOneLine(ycsb("run", "basic", "-cp", home + ":/nonexistent/*"), "ycsb: -cp " + home
        + ":/nonexistent/*: /nonexistent/ is not a folder; expected jars or folders of classes separated by ':'");
  }

  @Test
  void jvmOptionsTheJvmRefusesAreNamedWithItsReason() throws Exception {
    Result r = ycsb("run", "basic", "-jvm-args", "-Xfoo");
    assertOneLine(r, "ycsb: -jvm-args \"-Xfoo\": the JVM refused them (Unrecognized option: -Xfoo); expected options"
        + " that " + Path.of(System.getProperty("java.home"), "bin", "java") + " accepts");
  }

  @Test
  void anUnknownBindingListsEveryBundledBinding() throws Exception {
    assertOneLine(ycsb("run", "nosuch"), "ycsb: unknown binding 'nosuch'; expected one of basic, memory, memory-ts,"
        + " cassandra, scylla, aerospike or a DB class name");
  }
}
