package site.ycsb.engine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The tool's version, from the build (version.properties, filtered by Maven). */
public final class ToolVersion {
  private ToolVersion() {
  }

  public static String get() {
    try (InputStream in = ToolVersion.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        return "unknown";
      }
      Properties p = new Properties();
      p.load(in);
      return p.getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }
}
