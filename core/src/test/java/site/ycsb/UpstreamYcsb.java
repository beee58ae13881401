package site.ycsb;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream YCSB 0.17.0 and its dependencies (copied by the build into target/upstream-ycsb), in a
 * class loader of their own: same package names as ours, so never on the test class path.
 */
public final class UpstreamYcsb {
  private UpstreamYcsb() {
  }

  public static Path dir() {
    return Path.of(System.getProperty("upstream.ycsb.dir", "target/upstream-ycsb"));
  }

  public static Path coreJar() {
    return dir().resolve("core-0.17.0.jar");
  }

  /** A loader that sees only upstream's jars and the JDK. */
  public static URLClassLoader isolatedLoader() {
    File[] jars = dir().toFile().listFiles((d, n) -> n.endsWith(".jar"));
    if (jars == null || jars.length == 0) {
      throw new IllegalStateException("no upstream jars in " + dir() + " (run through Maven)");
    }
    List<URL> urls = new ArrayList<>();
    for (File j : jars) {
      try {
        urls.add(j.toURI().toURL());
      } catch (MalformedURLException e) {
        throw new IllegalStateException(e);
      }
    }
    return new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
  }
}
