package site.ycsb.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.config.OutputFile;

/**
 * A file written beside its target and moved into place when complete, so a failed or killed
 * write never leaves half a report or half a merged log where the user expects the whole.
 */
public final class AtomicFile {
  private AtomicFile() {
  }

  /** A new hidden file in the target's directory (created with the user's usual permissions). */
  public static Path tempBeside(Path target) throws IOException {
    Path dir = OutputFile.prepare(target).toAbsolutePath().getParent();
    Path temp = dir.resolve("." + target.getFileName() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong())
        + ".part");
    Files.createFile(temp);
    return temp;
  }

  public static void moveIntoPlace(Path temp, Path target) throws IOException {
    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Writes {@code bytes} to {@code target} all at once. */
  public static void write(Path target, byte[] bytes) throws IOException {
    Path temp = tempBeside(target);
    try {
      Files.write(temp, bytes);
      moveIntoPlace(temp, target);
    } finally {
      Files.deleteIfExists(temp);
    }
  }
}
