package site.ycsb.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every relative link of README.md, the manual (docs/) and the modules' READMEs resolves, anchors included. */
class DocLinksTest {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();

  @Test
  void everyRelativeLinkOfTheReadmesAndTheManualResolves() throws IOException {
    List<Path> pages = pages();
    assertThat(pages).as("README.md and the manual's pages").contains(ROOT.resolve("README.md"))
        .anyMatch(p -> p.startsWith(ROOT.resolve("docs/bindings")));
    MarkdownLinks links = new MarkdownLinks();
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      broken.addAll(links.broken(page));
    }
    assertThat(broken).as("broken links").isEmpty();
  }

  @Test
  void anchorsFollowGitHubsSlugRules() {
    assertThat(MarkdownLinks.slug("The text report (default; stdout or `exportfile`)"))
        .isEqualTo("the-text-report-default-stdout-or-exportfile");
    assertThat(MarkdownLinks.slug("GC and heap bench (`bench/gc.sh`)")).isEqualTo("gc-and-heap-bench-benchgcsh");
    assertThat(MarkdownLinks.slug("Compatibility with upstream YCSB 0.17.0")).isEqualTo("compatibility-with-upstream-ycsb-0170");
    assertThat(MarkdownLinks.slug("The Kubernetes Job, rehearsed")).isEqualTo("the-kubernetes-job-rehearsed");
    assertThat(MarkdownLinks.slug("client_id and [links](x.md)")).isEqualTo("client_id-and-links");
  }

  @Test
  void aMissingFileOrHeadingIsReportedWithItsLineAndCodeIsNot(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("other.md"), "# Other\n\n## Same\n\n## Same\n");
    Path page = Files.writeString(dir.resolve("page.md"), String.join("\n",
        "# Page",
        "[ok](other.md#other) [dup](other.md#same-1) [here](#page) [web](https://example.com/nothing)",
        "[gone](missing.md)",
        "[bad anchor](other.md#nowhere) and `[in code](missing.md)`",
        "```",
        "[in a fence](missing.md)",
        "```",
        "![image](missing.png)"));
    assertThat(new MarkdownLinks().broken(page)).containsExactly(
        page + ":3: missing.md (no such file)",
        page + ":4: other.md#nowhere (no heading with that anchor in other.md)",
        page + ":8: missing.png (no such file)");
  }

  /** README.md, docs/**&#47;*.md, and the README*.md of each top-level folder (modules, bench/). */
  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    try (Stream<Path> top = Files.list(ROOT)) {
      for (Path dir : top.filter(Files::isDirectory).sorted().toList()) {
        try (Stream<Path> readmes = Files.list(dir)) {
          readmes.filter(p -> p.getFileName().toString().matches("README.*\\.md")).sorted().forEach(pages::add);
        }
      }
    }
    return pages;
  }
}
