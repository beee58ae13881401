package site.ycsb.config;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Where a run's files go when no property of their own names a place: one folder per run, {@code
 * results/<yyyyMMdd-HHmmss>-<command>-<binding>/} under the working directory, or {@code
 * results.dir}. The interval logs, the events' output and calibrate's steps all go there, so a run
 * leaves nothing else in the working directory and everything it wrote is in one place. The
 * command line chooses the folder once (both phases of a loadrun share it) and sets {@code
 * results.dir}; a harness that sets nothing gets a folder per phase.
 */
public final class RunFolder {
  public static final String PROPERTY = "results.dir";
  /** The folder, under the working directory, that holds the run folders by default. */
  public static final String ROOT = "results";
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  private RunFolder() {
  }

  /**
   * The run's folder: {@code results.dir}, else a name under {@code results/} no folder has yet
   * (not created: see {@link #create}).
   *
   * @param chosen results.dir as given (null or blank: not given)
   * @param db the binding (db), which names the folder
   * @param command what runs: load, run, loadrun, calibrate
   */
  public static Path of(String chosen, String db, String command) {
    if (chosen != null && !chosen.isBlank()) {
      return Path.of(chosen.trim());
    }
    String base = LocalDateTime.now().format(TIME) + "-" + command + "-" + binding(db);
    for (int n = 1; ; n++) {
      Path candidate = Path.of(ROOT, base + (n == 1 ? "" : "-" + n));
      if (!Files.exists(candidate)) {
        return candidate;
      }
    }
  }

  /** Creates the folder (and its parents); an existing folder is used as it is. One line, exit 2, if it cannot be. */
  public static Path create(Path folder) {
    try {
      if (!Files.isDirectory(folder)) {
        Files.createDirectories(folder);
      }
      return folder;
    } catch (FileAlreadyExistsException e) {
      throw new UsageException(PROPERTY + "=" + folder + ": a file of that name exists; expected a folder");
    } catch (IOException | RuntimeException e) {
      throw new UsageException(PROPERTY + "=" + folder + ": cannot create the folder (" + IoProblem.describe(e) + ")");
    }
  }

  /** The binding's short name, or a DB class's simple name, as a file name's part. */
  private static String binding(String db) {
    String name = "site.ycsb.BasicDB".equals(db) ? "basic" : db.substring(db.lastIndexOf('.') + 1);
    return name.replaceAll("[^A-Za-z0-9_-]", "_");
  }
}
