package site.ycsb.generator;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The lines of a file, one per call, then null at its end. Shared by threads through a lock, as
 * upstream: it is meant for setup (key lists, traces), not for the per-operation path.
 */
public class FileGenerator extends Generator<String> {
  private final Path file;
  private BufferedReader reader;
  private String current;

  public FileGenerator(String filename) {
    this.file = Path.of(filename);
    reloadFile();
  }

  @Override
  public synchronized String nextValue() {
    try {
      current = reader.readLine();
      return current;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }

  @Override
  public String lastValue() {
    synchronized (this) {
      return current;
    }
  }

  /** Starts again from the first line. */
  public synchronized void reloadFile() {
    try {
      if (reader != null) {
        reader.close();
      }
      reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
      current = null;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open " + file, e);
    }
  }
}
