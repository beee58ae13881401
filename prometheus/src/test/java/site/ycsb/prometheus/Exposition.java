package site.ycsb.prometheus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A parsed Prometheus text exposition (format 0.0.4, or OpenMetrics text): its samples, read
 * without the exporter's own classes, as a scraper reads them.
 */
record Exposition(List<Sample> samples) {

  /** One line: a series name, its labels and its value. */
  record Sample(String name, Map<String, String> labels, double value) {
    String label(String name) {
      return labels.get(name);
    }
  }

  static Exposition parse(String text) {
    List<Sample> samples = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      samples.add(sample(line));
    }
    return new Exposition(samples);
  }

  private static Sample sample(String line) {
    int i = 0;
    while (i < line.length() && line.charAt(i) != '{' && line.charAt(i) != ' ') {
      i++;
    }
    String name = line.substring(0, i);
    Map<String, String> labels = new LinkedHashMap<>();
    if (i < line.length() && line.charAt(i) == '{') {
      i++;
      while (line.charAt(i) != '}') {
        int eq = line.indexOf('=', i);
        String key = line.substring(i, eq).trim();
        StringBuilder value = new StringBuilder();
        int j = eq + 2; // past ="
        for (; line.charAt(j) != '"'; j++) {
          char c = line.charAt(j);
          if (c == '\\') {
            char next = line.charAt(++j);
            value.append(next == 'n' ? '\n' : next);
          } else {
            value.append(c);
          }
        }
        labels.put(key, value.toString());
        i = j + 1;
        if (line.charAt(i) == ',') {
          i++;
        }
      }
      i++;
    }
    String[] rest = line.substring(i).trim().split(" ");
    return new Sample(name, labels, Double.parseDouble(rest[0].replace("+Inf", "Infinity")));
  }

  List<Sample> named(String name) {
    return samples.stream().filter(s -> s.name().equals(name)).toList();
  }

  /** The one sample of {@code name} whose labels include {@code labels} (pairs), or null. */
  Sample find(String name, String... labels) {
    List<Sample> found = samples.stream().filter(s -> s.name().equals(name) && matches(s, labels)).toList();
    if (found.size() > 1) {
      throw new IllegalStateException(found.size() + " samples of " + name + " match " + String.join(",", labels));
    }
    return found.isEmpty() ? null : found.get(0);
  }

  private static boolean matches(Sample s, String... labels) {
    for (int k = 0; k < labels.length; k += 2) {
      if (!labels[k + 1].equals(s.labels().get(labels[k]))) {
        return false;
      }
    }
    return true;
  }

  Set<String> names() {
    return samples.stream().map(Sample::name).collect(Collectors.toCollection(TreeSet::new));
  }

  /** The label names the samples of {@code name} carry. */
  Set<String> labelNames(String name) {
    return named(name).stream().flatMap(s -> s.labels().keySet().stream())
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
