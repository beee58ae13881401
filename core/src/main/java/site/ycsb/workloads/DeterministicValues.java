package site.ycsb.workloads;

/**
 * The values of {@code dataintegrity=true}: a function of key and field name only, so a read can
 * verify what it got. Same format as upstream YCSB ("key:field", then ":" and the running
 * String.hashCode repeated, cut to length), so data written by either is verified by the other.
 */
final class DeterministicValues {
  private DeterministicValues() {
  }

  static String of(String key, String field, int length) {
    StringBuilder sb = new StringBuilder(length + 16);
    sb.append(key).append(':').append(field);
    while (sb.length() < length) {
      sb.append(':').append(sb.toString().hashCode());
    }
    sb.setLength(length);
    return sb.toString();
  }
}
