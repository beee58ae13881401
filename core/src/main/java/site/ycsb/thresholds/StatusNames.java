package site.ycsb.thresholds;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.Status;
import site.ycsb.binding.ErrorStatuses;

/**
 * The statuses a criterion's {@code OP-<STATUS>} metric may name without the phase declaring it:
 * core's ({@link Status}, {@link ErrorStatuses}). A binding's own status (Aerospike's
 * {@code KEY_BUSY}) is known once {@code latencytrackederrors} names it, so that a misspelt status
 * ({@code READ-TIMOUT}) is refused rather than read as "nothing failed".
 */
final class StatusNames {
  static final Set<String> CORE = Set.copyOf(Stream.of(Status.OK, Status.ERROR, Status.NOT_FOUND,
      Status.NOT_IMPLEMENTED, Status.UNEXPECTED_STATE, Status.BAD_REQUEST, Status.FORBIDDEN,
      Status.SERVICE_UNAVAILABLE, Status.BATCHED_OK, ErrorStatuses.TIMEOUT, ErrorStatuses.UNAVAILABLE,
      ErrorStatuses.OVERLOADED).map(Status::getName).toList());

  private StatusNames() {
  }

  /** Core's statuses, sorted, for messages. */
  static String coreList() {
    return String.join(", ", CORE.stream().sorted().toList());
  }

  /** The known status closest to {@code name} in spelling (at most 2 edits), or null. */
  static String closest(String name, Set<String> known) {
    return Stream.concat(CORE.stream(), known.stream()).filter(s -> distance(s, name) <= 2)
        .min(Comparator.comparingInt((String s) -> distance(s, name)).thenComparing(s -> s)).orElse(null);
  }

  /** Levenshtein distance: the edits that turn one name into the other. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] t = previous;
      previous = current;
      current = t;
    }
    return previous[b.length()];
  }

  /** A line saying what a status metric may name, for messages. */
  static String expected(List<String> declared) {
    return "expected one of core's statuses (" + coreList() + ") or a binding's own status named in"
        + " latencytrackederrors" + (declared.isEmpty() ? "" : " (" + String.join(",", declared) + ")");
  }
}
