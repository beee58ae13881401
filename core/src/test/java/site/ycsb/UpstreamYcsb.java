package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

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

  /**
   * Compiles {@code source} (class {@code com.example.ycsb.<className>}) against upstream's core jar
   * alone, for Java 8 as upstream's users did, and returns the directory of its classes.
   */
  public static Path compileAgainstCore(Path dir, String className, String source) throws IOException {
    return compile(dir, className, source, coreJar().toString(), "compiles against upstream's jar alone");
  }

  /**
   * Compiles {@code source} against upstream's core jar and the htrace jar it depends on, as
   * upstream's users compiled: javac needs htrace's {@code Tracer} for a call to {@code
   * DBFactory.newDB} or {@code new DBWrapper}, even with a null tracer; running the result does not.
   */
  public static Path compileAgainstCoreAndHtrace(Path dir, String className, String source) throws IOException {
    File[] htrace = dir().toFile().listFiles((d, n) -> n.startsWith("htrace-core4") && n.endsWith(".jar"));
    assertThat(htrace).as("upstream's htrace jar in " + dir()).hasSize(1);
    return compile(dir, className, source, coreJar() + File.pathSeparator + htrace[0],
        "compiles against upstream's jar and htrace");
  }

  private static Path compile(Path dir, String className, String source, String classPath, String what)
      throws IOException {
    Path src = dir.resolve("src/com/example/ycsb/" + className + ".java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, source);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int rc = javac.run(null, null, null, "--release", "8", "-nowarn", "-cp", classPath,
        "-d", classes.toString(), src.toString());
    assertThat(rc).as(what).isZero();
    return classes;
  }
}
