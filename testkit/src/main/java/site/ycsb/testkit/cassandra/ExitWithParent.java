package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.Arrays;

/**
 * Runs in the server JVM in front of the real main class: when its stdin (a pipe from the test
 * JVM) reaches end-of-file, the test JVM is gone, so the server exits too and never outlives the
 * build. Uses only the JDK, and is copied alone onto the server's classpath.
 */
public final class ExitWithParent {
  private ExitWithParent() {
  }

  /** {@code args[0]}: the main class to run; the rest are its arguments. */
  public static void main(String[] args) throws Exception {
    Thread watcher = new Thread(() -> {
      drain(System.in);
      // exit runs the server's shutdown hooks; if they hang, halt
      Thread halt = new Thread(() -> {
        sleepQuietly(30_000);
        Runtime.getRuntime().halt(1);
      }, "parent-gone-halt");
      halt.setDaemon(true);
      halt.start();
      System.exit(0);
    }, "exit-with-parent");
    watcher.setDaemon(true);
    watcher.start();
    Method main = Class.forName(args[0]).getMethod("main", String[].class);
    main.invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
  }

  private static void drain(InputStream in) {
    byte[] buffer = new byte[256];
    try {
      while (in.read(buffer) >= 0) {
        // the test JVM never writes; anything read is ignored
      }
    } catch (IOException e) {
      // a broken pipe means the parent is gone as well
    }
  }

  private static void sleepQuietly(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
