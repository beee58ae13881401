package site.ycsb.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The relative links of Markdown pages, checked as GitHub resolves them: files, folders and heading anchors. */
final class MarkdownLinks {
  private static final Pattern LINK = Pattern.compile("!?\\[(?:[^\\]\\[]|\\[[^\\]]*\\])*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");
  private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

  private final Map<Path, Set<String>> anchors = new HashMap<>();

  /** Each broken link of {@code page} as {@code page:line: target (why)}; none when all resolve. */
  List<String> broken(Path page) throws IOException {
    List<String> broken = new ArrayList<>();
    List<String> lines = proseLines(page);
    for (int i = 0; i < lines.size(); i++) {
      Matcher m = LINK.matcher(CODE_SPAN.matcher(lines.get(i)).replaceAll(""));
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
          continue; // http:, https:, mailto:: not ours to check offline
        }
        String why = check(page, target);
        if (why != null) {
          broken.add(page + ":" + (i + 1) + ": " + target + " (" + why + ")");
        }
      }
    }
    return broken;
  }

  private String check(Path page, String target) throws IOException {
    int hash = target.indexOf('#');
    String path = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    Path file = path.isEmpty() ? page : page.toAbsolutePath().getParent().resolve(path).normalize();
    if (!Files.exists(file)) {
      return "no such file";
    }
    if (anchor != null && file.toString().endsWith(".md") && !anchorsOf(file).contains(anchor)) {
      return "no heading with that anchor in " + file.getFileName();
    }
    return null;
  }

  private Set<String> anchorsOf(Path file) throws IOException {
    Set<String> known = anchors.get(file);
    if (known == null) {
      known = new HashSet<>();
      Map<String, Integer> seen = new HashMap<>();
      for (String line : proseLines(file)) {
        Matcher h = HEADING.matcher(line);
        if (h.matches()) {
          String slug = slug(h.group(1));
          int n = seen.merge(slug, 1, Integer::sum) - 1;
          known.add(n == 0 ? slug : slug + "-" + n);
        }
      }
      anchors.put(file, known);
    }
    return known;
  }

  /** GitHub's anchor of a heading: link text only, lower case, punctuation but '-' and '_' dropped, spaces to '-'. */
  static String slug(String heading) {
    String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
    StringBuilder slug = new StringBuilder();
    text.codePoints().forEach(c -> {
      if (c == ' ') {
        slug.append('-');
      } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        slug.appendCodePoint(c);
      }
    });
    return slug.toString();
  }

  /** The page's lines with fenced code blocks blanked (line numbers kept): links and headings there are text. */
  private static List<String> proseLines(Path page) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(page));
    boolean fenced = false;
    for (int i = 0; i < lines.size(); i++) {
      boolean fence = lines.get(i).stripLeading().startsWith("```");
      if (fence || fenced) {
        lines.set(i, "");
      }
      if (fence) {
        fenced = !fenced;
      }
    }
    return lines;
  }
}
