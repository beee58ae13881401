package site.ycsb.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/** The {@code [SECTION], Name, value} lines of a text report, by "SECTION/Name". */
final class Triples {
  private Triples() {
  }

  static Map<String, String> of(String report) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : report.split("\n")) {
      if (line.startsWith("[")) {
        int close = line.indexOf("], ");
        int comma = line.indexOf(", ", close + 3);
        if (close > 0 && comma > 0) {
          out.put(line.substring(1, close) + "/" + line.substring(close + 3, comma), line.substring(comma + 2));
        }
      }
    }
    return out;
  }
}
