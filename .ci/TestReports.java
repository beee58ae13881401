import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Reads the Surefire and Failsafe reports of every module after {@code mvn verify}, prints per module
 * how many tests ran, failed and were skipped, and fails when a test failed or a skip is not in the
 * allow-list: in CI everything a test needs is there, so a skip there is a test that did not test.
 *
 * <p>A test class whose set-up step aborts (an assumption in {@code @BeforeAll}) runs no test and shows
 * in its report as {@code tests="0"}: it counts as one skip of the whole class.
 *
 * <p>Usage: {@code java .ci/TestReports.java ROOT ALLOWLIST}. Exit 0: every test passed and every skip
 * is allowed; 1: a failure, an error or an unexpected skip; 2: bad arguments or an unreadable report.
 * The last line is {@code Tests: N passed, N failed, N skipped}.
 */
public final class TestReports {
  private static final List<String> REPORT_DIRS = List.of("target/surefire-reports", "target/failsafe-reports");

  /** One test's outcome; a class that ran no test has the method name "(the whole class)". */
  record Outcome(String module, String className, String method, String kind, String message) {
    String id() {
      return className + "#" + method;
    }
  }

  /** A line of the allow-list: a glob over CLASS#METHOD (or CLASS, meaning all its methods) and why. */
  record Allowed(Pattern pattern, String text) {
    static Allowed parse(String line) {
      String glob = line.strip().split("\\s+", 2)[0];
      String regex = Pattern.quote(glob).replace("*", "\\E.*\\Q");
      if (!glob.contains("#")) {
        regex += "(#.*)?";
      }
      return new Allowed(Pattern.compile(regex), glob);
    }

    boolean allows(Outcome o) {
      return pattern.matcher(o.id()).matches();
    }
  }

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: java .ci/TestReports.java ROOT ALLOWLIST (the repository and its allowed-skips file)");
      System.exit(2);
    }
    try {
      System.exit(check(Path.of(args[0]), Path.of(args[1])));
    } catch (IOException | IllegalStateException e) {
      System.err.println("[ERROR] test reports: " + e.getMessage());
      System.exit(2);
    }
  }

  static int check(Path root, Path allowList) throws IOException {
    if (!Files.isRegularFile(allowList)) {
      throw new IllegalStateException("no allow-list file " + allowList + " (one CLASS[#METHOD] glob and its reason a line)");
    }
    List<Allowed> allowed = new ArrayList<>();
    for (String line : Files.readAllLines(allowList)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        allowed.add(Allowed.parse(line));
      }
    }
    Map<String, List<Outcome>> byModule = new TreeMap<>();
    for (Path dir : reportDirs(root)) {
      String module = root.relativize(dir.getParent().getParent()).toString();
      List<Outcome> outcomes = byModule.computeIfAbsent(module.isEmpty() ? "." : module, m -> new ArrayList<>());
      try (Stream<Path> files = Files.list(dir)) {
        List<Path> reports = files.filter(TestReports::isReport).sorted().toList();
        for (Path f : reports) {
          outcomes.addAll(read(module, f, hasNested(f, reports)));
        }
      }
    }
    return judge(byModule, allowed);
  }

  private static boolean isReport(Path f) {
    String name = f.getFileName().toString();
    return name.startsWith("TEST-") && name.endsWith(".xml");
  }

  private static List<Path> reportDirs(Path root) throws IOException {
    try (Stream<Path> paths = Files.walk(root, 4)) {
      return paths.filter(Files::isDirectory)
          .filter(p -> REPORT_DIRS.stream().anyMatch(d -> p.endsWith(d)))
          .filter(p -> !root.relativize(p).toString().contains("src/"))
          .sorted().toList();
    }
  }

  /** Whether {@code report}'s class has @Nested classes with reports of their own (TEST-Outer$Inner.xml). */
  private static boolean hasNested(Path report, List<Path> reports) {
    String outer = report.getFileName().toString().replaceFirst("\\.xml$", "") + "$";
    return reports.stream().anyMatch(r -> r.getFileName().toString().startsWith(outer));
  }

  /** The outcomes in one report; a class with none ran no test, unless its @Nested classes ran them. */
  static List<Outcome> read(String module, Path file, boolean hasNested) {
    Element suite;
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      suite = f.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    } catch (Exception e) {
      throw new IllegalStateException("cannot read " + file + ": " + e.getMessage());
    }
    List<Outcome> outcomes = new ArrayList<>();
    NodeList cases = suite.getElementsByTagName("testcase");
    for (int i = 0; i < cases.getLength(); i++) {
      Element c = (Element) cases.item(i);
      String kind = "passed";
      String message = "";
      for (Node n = c.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element e && List.of("skipped", "failure", "error").contains(e.getTagName())) {
          kind = e.getTagName();
          message = firstLine(e.hasAttribute("message") ? e.getAttribute("message") : e.getTextContent());
          break;
        }
      }
      outcomes.add(new Outcome(module, c.getAttribute("classname"), c.getAttribute("name"), kind, message));
    }
    if (cases.getLength() == 0 && !hasNested) {
      outcomes.add(new Outcome(module, suite.getAttribute("name"), "(the whole class)", "skipped",
          "ran no test: its set-up step aborted (an assumption in @BeforeAll?) or nothing matched"));
    }
    return outcomes;
  }

  /** The message on one line, without the stack trace (AssertJ's messages span several lines). */
  private static String firstLine(String s) {
    String text = String.join(" ", s.strip().lines().map(String::strip).takeWhile(l -> !l.startsWith("at "))
        .filter(l -> !l.isEmpty()).toList());
    text = Pattern.compile("^org\\.opentest4j\\.TestAbortedException: (Assumption failed: )?").matcher(text)
        .replaceFirst("");
    return text.length() > 200 ? text.substring(0, 200) + "..." : text;
  }

  static int judge(Map<String, List<Outcome>> byModule, List<Allowed> allowed) {
    System.out.println();
    System.out.println("Test reports (Surefire and Failsafe) per module:");
    System.out.printf("  %-14s %7s %7s %7s %8s%n", "module", "tests", "passed", "failed", "skipped");
    long passed = 0;
    long failed = 0;
    long skipped = 0;
    List<Outcome> unexpected = new ArrayList<>();
    List<Outcome> failures = new ArrayList<>();
    List<Outcome> allowedSkips = new ArrayList<>();
    for (Map.Entry<String, List<Outcome>> m : byModule.entrySet()) {
      long p = count(m.getValue(), "passed");
      long f = count(m.getValue(), "failure") + count(m.getValue(), "error");
      long s = count(m.getValue(), "skipped");
      System.out.printf("  %-14s %7d %7d %7d %8d%n", m.getKey(), p + f + s, p, f, s);
      passed += p;
      failed += f;
      skipped += s;
      for (Outcome o : m.getValue()) {
        if (!o.kind().equals("skipped") && !o.kind().equals("passed")) {
          failures.add(o);
        } else if (o.kind().equals("skipped")) {
          (allowed.stream().anyMatch(a -> a.allows(o)) ? allowedSkips : unexpected).add(o);
        }
      }
    }
    System.out.printf("  %-14s %7d %7d %7d %8d%n", "all", passed + failed + skipped, passed, failed, skipped);
    for (Outcome o : allowedSkips) {
      System.out.println("[INFO] allowed skip (.ci/allowed-skips): " + describe(o));
    }
    for (Outcome o : failures) {
      System.out.println("[ERROR] " + o.kind() + ": " + describe(o));
    }
    for (Outcome o : unexpected) {
      System.out.println("[ERROR] skipped, and not in .ci/allowed-skips: " + describe(o));
    }
    int exit = 0;
    if (!unexpected.isEmpty()) {
      System.out.println("[ERROR] " + unexpected.size() + " unexpected skip(s): in CI every test can run;"
          + " give it what it needs, or list it in .ci/allowed-skips with the reason");
      exit = 1;
    }
    if (failed > 0) {
      exit = 1;
    }
    if (passed + failed + skipped == 0) {
      System.out.println("[ERROR] no test report found: did the build run the tests?");
      exit = 1;
    }
    System.out.println("Tests: " + passed + " passed, " + failed + " failed, " + skipped + " skipped");
    return exit;
  }

  private static long count(List<Outcome> outcomes, String kind) {
    return outcomes.stream().filter(o -> o.kind().equals(kind)).count();
  }

  private static String describe(Outcome o) {
    return o.module() + " " + o.id() + (o.message().isEmpty() ? "" : " (" + o.message() + ")");
  }
}
