package site.ycsb.testkit.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A local node's JVM keeps its files in its own folders, so a killed node leaves nothing in /tmp. */
class CassandraJvmCommandTest {

  @Test
  void theNodesTemporaryFilesAndUnpackedNativeLibrariesGoToItsDataFolder(@TempDir Path dir) throws Exception {
    Path data = dir.resolve("data");
    List<String> command = CassandraJvmCommand.build(List.of(dir.resolve("cassandra-all.jar")), "256M",
        dir.resolve("launcher"), dir.resolve("conf"), data, dir.resolve("logs"), 7199, false, List.of());
    Path tmp = data.resolve("tmp").toAbsolutePath();
    // lz4-java, netty and JNA unpack into java.io.tmpdir; snappy-java into its own property's folder
    assertThat(command).contains("-Djava.io.tmpdir=" + tmp, "-Dorg.xerial.snappy.tempdir=" + tmp);
    assertThat(tmp).as("created before the JVM starts (createTempFile needs it)").isDirectory();
    assertThat(command.indexOf("-Djava.io.tmpdir=" + tmp)).isLessThan(command.indexOf(CassandraJvmCommand.MAIN_CLASS));
  }

  @Test
  void settingsReachTheServerAsCassandrasOwnOverridesAndNoneAddNothing(@TempDir Path dir) throws Exception {
    List<String> command = CassandraJvmCommand.build(List.of(dir.resolve("cassandra-all.jar")), "256M",
        dir.resolve("launcher"), dir.resolve("conf"), dir.resolve("data"), dir.resolve("logs"), 7199, false,
        List.of("commitlog_sync=batch"));
    assertThat(command).contains("-Dcassandra.config.allow_system_properties=true",
        "-Dcassandra.settings.commitlog_sync=batch");
    assertThat(command.indexOf("-Dcassandra.settings.commitlog_sync=batch"))
        .isLessThan(command.indexOf(CassandraJvmCommand.MAIN_CLASS));
    List<String> plain = CassandraJvmCommand.build(List.of(dir.resolve("cassandra-all.jar")), "256M",
        dir.resolve("launcher"), dir.resolve("conf"), dir.resolve("data"), dir.resolve("logs"), 7199, false, List.of());
    assertThat(plain).noneMatch(a -> a.startsWith("-Dcassandra.settings.") || a.contains("allow_system_properties"));
  }
}
