package site.ycsb.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The files of a calibrate step beside its interval log {@code calibrate-step03-threads32.hdr}: the
 * output of {@code calibrate.check} after it ({@code calibrate-step03-threads32-check.out}) and of
 * {@code calibrate.between} before it ({@code ...-between.out}), each starting with a line that says
 * how the command ended: {@code # calibrate.check step=3 exit=1 seconds=2.314 command=...}; and the
 * property a step's log records its number under. Calibrate writes these files, the report reads
 * them: their format lives here, beside the reader.
 */
public final class StepFiles {
  /** The property each step's log records its number under: {@code #[property calibrate.step=3]}. */
  public static final String STEP_PROPERTY = "calibrate.step";

  private StepFiles() {
  }

  public static Path checkOutput(Path log) {
    return sibling(log, "-check.out");
  }

  public static Path betweenOutput(Path log) {
    return sibling(log, "-between.out");
  }

  private static Path sibling(Path log, String suffix) {
    return log.resolveSibling(log.getFileName().toString().replaceFirst("\\.hdr$", "") + suffix);
  }

  /** The first line of a command's output file, which {@link #outcome} reads back. */
  public static String firstLine(String property, int step, int exit, long ms, String command) {
    return String.format(Locale.ROOT, "# %s step=%d exit=%d seconds=%.3f command=%s%n", property, step, exit,
        ms / 1000.0, command.replace('\n', ' '));
  }

  /**
   * The first line's fields ({@code step}, {@code exit}, {@code seconds}, {@code command}), or null
   * when there is no such file or it does not start so.
   */
  public static Map<String, String> outcome(Path output) {
    if (!Files.isRegularFile(output)) {
      return null;
    }
    try (var lines = Files.lines(output, StandardCharsets.UTF_8)) {
      String first = lines.findFirst().orElse("");
      if (!first.startsWith("# calibrate.")) {
        return null;
      }
      Map<String, String> out = new LinkedHashMap<>();
      String[] parts = first.substring(2).split(" ", -1);
      out.put("property", parts[0]);
      for (int i = 1; i < parts.length; i++) {
        int eq = parts[i].indexOf('=');
        if (eq <= 0) {
          continue;
        }
        String key = parts[i].substring(0, eq);
        if (key.equals("command")) {
          out.put(key, first.substring(first.indexOf(" command=") + 9));
          break;
        }
        out.put(key, parts[i].substring(eq + 1));
      }
      return out;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }
}
