package site.ycsb.measurements;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import site.ycsb.config.OutputFile;
import site.ycsb.intervallog.IntervalLogWriter;

/**
 * One interval log file, held exclusively while it is written: a new file is created only if no
 * file of that name exists, and an existing one is taken over only if no other writer (another
 * process, or another run in this JVM) holds its lock. So two clients never write into one file.
 */
final class LogFile implements AutoCloseable {
  /** The file exists and another writer holds it. */
  static final class InUseException extends IOException {
    InUseException(Path p) {
      super(p + " is being written by another process or run");
    }
  }

  private final Path path;
  private final FileChannel channel;
  private final FileLock lock;
  private final PrintStream out;
  private final IntervalLogWriter writer;

  private LogFile(Path path, FileChannel channel, FileLock lock) {
    this.path = path;
    this.channel = channel;
    this.lock = lock;
    this.out = new PrintStream(new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16), false,
        StandardCharsets.UTF_8);
    this.writer = new IntervalLogWriter(out);
  }

  /** Creates {@code path}; fails with FileAlreadyExistsException if it exists. */
  static LogFile createNew(Path path) throws IOException {
    createParent(path);
    FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
    return locked(path, ch, false);
  }

  /** Creates {@code path} or takes over a finished one (truncated); fails if another writer holds it. */
  static LogFile takeOver(Path path) throws IOException {
    createParent(path);
    FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    return locked(path, ch, true);
  }

  private static LogFile locked(Path path, FileChannel ch, boolean truncate) throws IOException {
    FileLock lock;
    try {
      lock = ch.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    } catch (IOException | RuntimeException e) {
      ch.close();
      throw e;
    }
    if (lock == null) {
      ch.close();
      throw new InUseException(path);
    }
    if (truncate) {
      ch.truncate(0);
    }
    return new LogFile(path, ch, lock);
  }

  private static void createParent(Path path) throws IOException {
    OutputFile.prepare(path);
  }

  Path path() {
    return path;
  }

  IntervalLogWriter writer() {
    return writer;
  }

  /** Flushes; false when a write has failed (disk full, I/O error) at any time. */
  boolean flush() {
    out.flush();
    return !out.checkError();
  }

  /** Closes and removes the file (a phase that never started leaves nothing behind). */
  void discard() {
    close();
    try {
      Files.deleteIfExists(path);
    } catch (IOException e) {
      // nothing was logged into it; a leftover empty file is harmless
    }
  }

  @Override
  public void close() {
    out.flush();
    try {
      if (lock.isValid()) {
        lock.release();
      }
    } catch (IOException e) {
      // closing the channel releases it too
    }
    out.close();
  }
}
