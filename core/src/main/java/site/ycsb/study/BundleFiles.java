package site.ycsb.study;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The bundle's file chores: files written whole (a temporary file moved into place, so a killed
 * study never leaves half a file that looks finished), properties in a stable order, and the
 * manifest of SHA-256 checksums in {@code sha256sum}'s format ({@code sha256sum -c MANIFEST.sha256}).
 */
final class BundleFiles {
  static final String MANIFEST = "MANIFEST.sha256";

  private BundleFiles() {
  }

  static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Properties sorted by key, without the date line Properties.store adds. */
  static void writeProperties(Path file, Properties p) throws IOException {
    Map<String, String> sorted = new TreeMap<>();
    p.stringPropertyNames().forEach(k -> sorted.put(k, p.getProperty(k)));
    StringBuilder sb = new StringBuilder();
    sorted.forEach((k, v) -> {
      Properties one = new Properties();
      one.setProperty(k, v);
      StepOutcome.text(one).lines().filter(l -> !l.startsWith("#")).forEach(l -> sb.append(l).append('\n'));
    });
    write(file, sb.toString());
  }

  /** Every file of the bundle but the manifest, with its checksum, in path order. */
  static void writeManifest(Path bundle) throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(bundle)) {
      all.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().equals(MANIFEST))
          .filter(f -> !f.getFileName().toString().endsWith(".tmp")).forEach(files::add);
    }
    files.sort(null);
    StringBuilder sb = new StringBuilder();
    for (Path f : files) {
      sb.append(sha256(f)).append("  ").append(bundle.relativize(f).toString().replace('\\', '/')).append('\n');
    }
    write(bundle.resolve(MANIFEST), sb.toString());
  }

  static String sha256(Path f) throws IOException {
    try (InputStream in = Files.newInputStream(f)) {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) > 0; ) {
        md.update(buf, 0, n);
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
