package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.model.RunResult;

/**
 * The Grafana dashboard the distribution ships (distribution/grafana/ycsb-dashboard.json) is a
 * dashboard in Grafana's JSON model whose every query, variable and annotation asks for metrics and
 * labels the endpoint really serves: checked against the exposition of a run that has them all
 * (both phases, an event, warm-up, asynchronous mode, read-modify-writes), and whose stacked panels
 * add up to a figure the report prints.
 */
class GrafanaDashboardTest {
  private static final Path DASHBOARD = Path.of(System.getProperty("ycsb.root", ".."),
      "distribution/grafana/ycsb-dashboard.json");
  private static final Pattern SELECTOR = Pattern.compile("(ycsb_\\w+)\\s*(\\{([^}]*)})?");
  private static final Pattern MATCHER = Pattern.compile("(\\w+)\\s*(=~|!~|!=|=)\\s*\"([^\"]*)\"");
  private static final Pattern BY = Pattern.compile("\\bby\\s*\\(([^)]*)\\)");
  private static final Pattern LEGEND = Pattern.compile("\\{\\{\\s*(\\w+)\\s*}}");
  private static final Pattern LABEL_VALUES = Pattern.compile("label_values\\((ycsb_\\w+),\\s*(\\w+)\\)");

  static Exposition served;
  static JsonNode dashboard;
  static RunResult result;
  /** The run's logs and its events' output go here, not into the working directory. */
  @TempDir
  static Path logs;

  @BeforeAll
  static void runWithEveryMetricAndReadTheDashboard() throws Exception {
    RunMetrics metrics = new RunMetrics();
    Properties p = LiveRun.props("db=memory", "recordcount=500", "operationcount=3000", "target=2000",
        "threadcount=2", "async.inflight=2", "measurement.warmup=1", "measurement.interval.seconds=1",
        "readproportion=0.4", "updateproportion=0.2", "insertproportion=0.1", "deleteproportion=0.1",
        "readmodifywriteproportion=0.2", "measurement.interval=both", "events=0.2s:true", "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + logs + "/");
    result = LiveRun.loadThenRun(p, metrics);
    served = Exposition.parse(LiveRun.text(metrics.collect()));
    dashboard = new ObjectMapper().readTree(DASHBOARD.toFile());
  }

  @Test
  void theRunServesEveryFamilyTheEndpointDeclares() {
    Set<String> families = new HashSet<>();
    served.names().forEach(n -> families.add(n.replaceAll("_(total|count|sum|info)$", "")));
    Set<String> declared = new HashSet<>(LiveMetricNames.FAMILIES);
    declared.remove(LiveMetricNames.VALIDATION_READS); // served by a validated run only (ValidationMetricsTest)
    assertThat(families).containsAll(declared);
  }

  @Test
  void isADashboardInGrafanasJsonModel() {
    assertThat(dashboard.path("title").asText()).isNotBlank();
    assertThat(dashboard.path("uid").asText()).matches("[a-zA-Z0-9_-]{1,40}");
    assertThat(dashboard.path("schemaVersion").isInt()).isTrue();
    assertThat(dashboard.path("schemaVersion").asInt()).isGreaterThanOrEqualTo(36);
    JsonNode variables = dashboard.path("templating").path("list");
    assertThat(variables.isArray()).isTrue();
    JsonNode datasource = find(variables, "datasource");
    assertThat(datasource.path("type").asText()).isEqualTo("datasource");
    assertThat(datasource.path("query").asText()).isEqualTo("prometheus");

    Set<Integer> ids = new HashSet<>();
    JsonNode panels = dashboard.path("panels");
    assertThat(panels.size()).isGreaterThanOrEqualTo(4);
    for (JsonNode panel : panels) {
      String title = panel.path("title").asText();
      assertThat(ids.add(panel.path("id").asInt())).as("unique id of %s", title).isTrue();
      assertThat(panel.path("type").asText()).as(title).isIn("timeseries", "stat", "state-timeline");
      JsonNode pos = panel.path("gridPos");
      assertThat(pos.path("w").asInt()).as(title).isPositive();
      assertThat(pos.path("h").asInt()).as(title).isPositive();
      assertThat(pos.path("x").asInt() + pos.path("w").asInt()).as("%s fits Grafana's 24 columns", title)
          .isLessThanOrEqualTo(24);
      assertThat(panel.path("datasource").path("uid").asText()).as(title).isEqualTo("${datasource}");
      Set<String> refIds = new HashSet<>();
      assertThat(panel.path("targets").size()).as(title).isPositive();
      for (JsonNode target : panel.path("targets")) {
        assertThat(refIds.add(target.path("refId").asText())).as("unique refId in %s", title).isTrue();
        assertThat(target.path("expr").asText()).as(title).isNotBlank();
      }
    }
  }

  @Test
  void theDashboardShowsThroughputP99AndErrorsPerOperationAndEventsAsAnnotations() {
    List<String> exprs = new ArrayList<>();
    dashboard.path("panels").forEach(p -> p.path("targets").forEach(t -> exprs.add(t.path("expr").asText())));
    assertThat(exprs).anyMatch(e -> e.matches("sum by \\(operation\\) \\(rate\\(ycsb_operations_total\\{.*"))
        .anyMatch(e -> e.contains("ycsb_database_call_latency_seconds") && e.contains("quantile=\"0.99\"")
            && e.contains("by (operation)"))
        .anyMatch(e -> e.contains("by (operation, status)") && e.contains("status!~"));
    List<String> annotations = new ArrayList<>();
    dashboard.path("annotations").path("list").forEach(a -> {
      if (!a.path("builtIn").asBoolean()) {
        annotations.add(a.path("expr").asText());
        assertThat(a.path("datasource").path("uid").asText()).isEqualTo("${datasource}");
        assertThat(a.path("useValueForTime").asBoolean()).as("the event's own time, not a scrape's").isTrue();
      }
    });
    assertThat(annotations).anyMatch(e -> e.startsWith("ycsb_event_start_time_seconds"));
  }

  /**
   * A stacked panel shows its total as the top of the stack: it may only stack series whose sum is a
   * figure of the report. Checked on the run's last exposition: what each stacked query adds up,
   * over the run phase, is the report's operations (the throughput's numerator).
   */
  @Test
  void aStackedPanelAddsUpToTheReportsOperationsNeverToMore() {
    int stacked = 0;
    for (JsonNode panel : dashboard.path("panels")) {
      String mode = panel.path("fieldConfig").path("defaults").path("custom").path("stacking").path("mode").asText();
      if (mode.isEmpty() || mode.equals("none")) {
        continue;
      }
      stacked++;
      for (JsonNode target : panel.path("targets")) {
        String expr = target.path("expr").asText();
        Matcher m = SELECTOR.matcher(expr);
        assertThat(m.find()).as(expr).isTrue();
        List<String[]> matchers = new ArrayList<>();
        Matcher l = MATCHER.matcher(m.group(3) == null ? "" : m.group(3));
        while (l.find()) {
          if (!l.group(3).contains("$")) {
            matchers.add(new String[] {l.group(1), l.group(2), l.group(3)});
          }
        }
        double sum = served.named(m.group(1) + (m.group(1).endsWith("_total") ? "" : "_total")).stream()
            .filter(s -> "run".equals(s.label("phase")) && matchers.stream().allMatch(x -> selects(x, s)))
            .mapToDouble(Exposition.Sample::value).sum();
        assertThat(sum).as("what the stack of '%s' adds up over the run (%s)", panel.path("title").asText(), expr)
            .isEqualTo((double) result.operations());
      }
    }
    assertThat(stacked).as("the throughput panel stacks its operations").isPositive();
  }

  private static boolean selects(String[] matcher, Exposition.Sample s) {
    String v = s.label(matcher[0]) == null ? "" : s.label(matcher[0]);
    return switch (matcher[1]) {
      case "=" -> v.equals(matcher[2]);
      case "!=" -> !v.equals(matcher[2]);
      case "=~" -> v.matches(matcher[2]);
      default -> !v.matches(matcher[2]);
    };
  }

  @Test
  void everyQueryAsksForMetricsLabelsAndValuesTheEndpointServes() {
    List<JsonNode> queries = new ArrayList<>();
    dashboard.path("panels").forEach(p -> p.path("targets").forEach(queries::add));
    dashboard.path("annotations").path("list").forEach(a -> {
      if (!a.path("builtIn").asBoolean()) {
        queries.add(a);
      }
    });
    int checked = 0;
    for (JsonNode q : queries) {
      String expr = q.path("expr").asText();
      Set<String> labels = new HashSet<>();
      Matcher m = SELECTOR.matcher(expr);
      while (m.find()) {
        String metric = m.group(1);
        assertThat(served.names()).as("metric of %s", expr).contains(metric);
        Set<String> has = served.labelNames(metric);
        labels.addAll(has);
        Matcher l = MATCHER.matcher(m.group(3) == null ? "" : m.group(3));
        while (l.find()) {
          String name = l.group(1);
          assertThat(has).as("label %s of %s in %s", name, metric, expr).contains(name);
          if (l.group(2).equals("=") && !l.group(3).contains("$")) {
            assertThat(served.named(metric)).as("%s=\"%s\" in %s", name, l.group(3), expr)
                .anyMatch(s -> l.group(3).equals(s.label(name)));
          } else if (l.group(2).equals("=~") && !l.group(3).contains("$")) {
            assertThat(served.named(metric)).as("%s=~\"%s\" in %s", name, l.group(3), expr)
                .anyMatch(s -> s.label(name) != null && s.label(name).matches(l.group(3)));
          }
        }
        checked++;
      }
      Set<String> kept = labels;
      Matcher by = BY.matcher(expr);
      if (by.find()) {
        kept = new HashSet<>();
        for (String name : by.group(1).split(",")) {
          assertThat(labels).as("by (%s) in %s", name.trim(), expr).contains(name.trim());
          kept.add(name.trim());
        }
      }
      String legend = q.has("legendFormat") ? q.path("legendFormat").asText()
          : q.path("titleFormat").asText() + " " + q.path("textFormat").asText();
      Matcher used = LEGEND.matcher(legend);
      while (used.find()) {
        assertThat(kept).as("{{%s}} in the legend of %s", used.group(1), expr).contains(used.group(1));
      }
    }
    assertThat(checked).isGreaterThanOrEqualTo(8);
  }

  @Test
  void theVariablesListLabelValuesTheEndpointServes() {
    int checked = 0;
    for (JsonNode v : dashboard.path("templating").path("list")) {
      Matcher m = LABEL_VALUES.matcher(v.path("definition").asText());
      if (m.find()) {
        assertThat(served.labelNames(m.group(1))).as(v.path("definition").asText()).contains(m.group(2));
        checked++;
      }
      if (v.path("current").has("value")) {
        String value = v.path("current").path("value").asText();
        assertThat(served.samples()).as("default %s=%s", v.path("name").asText(), value)
            .anyMatch(s -> value.equals(s.label(v.path("name").asText())));
      }
    }
    assertThat(checked).isEqualTo(2);
  }

  private static JsonNode find(JsonNode variables, String name) {
    for (JsonNode v : variables) {
      if (name.equals(v.path("name").asText())) {
        return v;
      }
    }
    throw new AssertionError("no variable " + name);
  }
}
