package site.ycsb.junit;

import java.nio.file.Path;

/**
 * A test's own results directory, {@code target/ycsb/<test class>/<test method>/}, given by
 * {@link YcsbExtension}; emptied before the test, kept after it.
 *
 * @param path the directory (it exists)
 */
public record ResultsDirectory(Path path) {
  @Override
  public String toString() {
    return path.toString();
  }
}
