package site.ycsb.measurements.exporter;

/** Formats one (metric, measurement, value) triple as a JSON object; non-finite numbers become null. */
public final class JsonTriples {
  private JsonTriples() {
  }

  static String object(String metric, String measurement, String value) {
    return "{\"metric\":" + quote(metric) + ",\"measurement\":" + quote(measurement) + ",\"value\":" + value + "}";
  }

  public static String number(double d) {
    return Double.isFinite(d) ? Double.toString(d) : "null";
  }

  public static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          sb.append("\\\"");
          break;
        case '\\':
          sb.append("\\\\");
          break;
        case '\n':
          sb.append("\\n");
          break;
        case '\r':
          sb.append("\\r");
          break;
        case '\t':
          sb.append("\\t");
          break;
        default:
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    return sb.append('"').toString();
  }
}
