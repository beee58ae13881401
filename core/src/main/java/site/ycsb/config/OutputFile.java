package site.ycsb.config;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one rule for every file a command writes (report, export file, interval log, raw samples,
 * merged log, HTML report): missing directories on its path are created, as {@code mkdir -p}
 * would, so {@code exportfile=results/report.txt} works on a fresh machine.
 */
public final class OutputFile {
  private OutputFile() {
  }

  /** Creates the directories {@code file} needs; returns {@code file}. */
  public static Path prepare(Path file) throws IOException {
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    return file;
  }
}
