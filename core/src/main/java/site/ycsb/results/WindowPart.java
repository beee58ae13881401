package site.ycsb.results;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.measurements.MetricNames;
import site.ycsb.model.ClientFigures;

/**
 * Client intervals added together.
 *
 * @param intervals how many client intervals it holds
 * @param firstStartMs the earliest start of those intervals (Long.MAX_VALUE when none)
 * @param lastEndMs the latest end of those intervals (Long.MIN_VALUE when none)
 * @param histograms metric name to the sum of the intervals' histograms
 * @param statuses operation name to (status name to count), summed
 * @param operations operation name to its results, and TOTAL to the workload operations
 * @param clientIds the clients of the client logs whose intervals it holds
 * @param mergedClients how many clients the merged logs' intervals in it stand for
 * @param clientMs the length of all those client intervals, added
 * @param targetOps the operations its intervals were paced to ask for (each interval's target times its
 *     length, added), NaN when none of them says ({@code #[target ...]})
 * @param client the clients' own figures over its intervals, added; null when no interval has them
 */
public record WindowPart(int intervals, long firstStartMs, long lastEndMs, Map<String, IntervalHistogram> histograms,
    Map<String, Map<String, Long>> statuses, Map<String, Long> operations, Set<String> clientIds, int mergedClients,
    long clientMs, double targetOps, ClientFigures client) {

  static final WindowPart EMPTY = new WindowPart(0, Long.MAX_VALUE, Long.MIN_VALUE, Map.of(), Map.of(), Map.of(),
      Set.of(), 0, 0, Double.NaN, null);

  /** The rate its intervals were paced at, per second as its rates are ({@link #seconds()}); NaN when unknown. */
  public double targetPerSecond() {
    return targetOps / seconds();
  }

  /** How many clients recorded in it. */
  public int clients() {
    return clientIds.size() + mergedClients;
  }

  /**
   * The seconds its rates are per: its clients' own time (their intervals' lengths added, over the
   * number of clients), so a client's short last interval beside a full one does not inflate them.
   */
  public double seconds() {
    return clientMs / 1000.0 / Math.max(1, clients());
  }

  /** Both parts together: one of them as it is when the other is empty, else a sum of copies. */
  static WindowPart combine(WindowPart a, WindowPart b) {
    if (b.intervals == 0) {
      return a;
    }
    if (a.intervals == 0) {
      return b;
    }
    Accumulator sum = new Accumulator();
    sum.add(a);
    sum.add(b);
    return sum.part();
  }

  /** Adds intervals (or parts) into one part. */
  static final class Accumulator {
    private final Map<String, List<IntervalHistogram>> histograms = new HashMap<>();
    private final Map<String, Map<String, Long>> statuses = new HashMap<>();
    private final Map<String, Long> operations = new HashMap<>();
    private final Set<String> clientIds = new HashSet<>();
    private int mergedClients;
    private long clientMs;
    private int intervals;
    private long firstStartMs = Long.MAX_VALUE;
    private long lastEndMs = Long.MIN_VALUE;
    private double targetOps = Double.NaN;
    private final ClientFigures.Sum client = new ClientFigures.Sum();

    /**
     * Adds one interval of a log.
     *
     * @param clientId the client of a client log, or null for a merged log's interval
     */
    void add(LoggedInterval i, String clientId) {
      if (clientId != null) {
        clientIds.add(clientId);
      } else {
        mergedClients += i.clients();
      }
      clientMs += i.clientMs();
      intervals++;
      firstStartMs = Math.min(firstStartMs, i.firstStartMs());
      lastEndMs = Math.max(lastEndMs, i.lastEndMs());
      addHistograms(i.histograms());
      addStatuses(i.statuses());
      if (!Double.isNaN(i.targetOpsPerSecond())) {
        // a merged log's interval stands for i.clients() clients: its target is theirs together
        addTarget(i.targetOpsPerSecond() * i.clientMs() / 1000.0 / Math.max(1, i.clients()));
      }
      Map<String, Long> ops = OperationCounts.of(i);
      ops.forEach((op, n) -> operations.merge(op, n, Long::sum));
      operations.merge(MetricNames.TOTAL, OperationCounts.transactions(ops), Long::sum);
      if (i.client() != null) {
        client.add(i.client(), i.hiccups() == null ? null : i.hiccups().toHistogram(),
            OperationCounts.transactions(ops), i.targetOpsPerSecond());
      }
    }

    void add(WindowPart p) {
      clientIds.addAll(p.clientIds);
      mergedClients += p.mergedClients;
      clientMs += p.clientMs;
      intervals += p.intervals;
      firstStartMs = Math.min(firstStartMs, p.firstStartMs);
      lastEndMs = Math.max(lastEndMs, p.lastEndMs);
      addHistograms(p.histograms);
      addStatuses(p.statuses);
      if (!Double.isNaN(p.targetOps)) {
        addTarget(p.targetOps);
      }
      p.operations.forEach((op, n) -> operations.merge(op, n, Long::sum));
      if (p.client != null) {
        client.add(p.client);
      }
    }

    private void addTarget(double ops) {
      targetOps = Double.isNaN(targetOps) ? ops : targetOps + ops;
    }

    private void addHistograms(Map<String, IntervalHistogram> from) {
      from.forEach((metric, h) -> histograms.computeIfAbsent(metric, k -> new ArrayList<>(2)).add(h));
    }

    private void addStatuses(Map<String, Map<String, Long>> from) {
      from.forEach((op, counts) -> {
        Map<String, Long> into = statuses.computeIfAbsent(op, k -> new TreeMap<>());
        counts.forEach((status, n) -> into.merge(status, n, Long::sum));
      });
    }

    WindowPart part() {
      return intervals == 0 ? EMPTY
          : new WindowPart(intervals, firstStartMs, lastEndMs, sums(), statuses, operations, clientIds, mergedClients,
              clientMs, targetOps, client.isEmpty() ? null : client.figures());
    }

    private Map<String, IntervalHistogram> sums() {
      Map<String, IntervalHistogram> out = new HashMap<>();
      histograms.forEach((metric, parts) -> out.put(metric, IntervalHistogram.sum(parts)));
      return out;
    }
  }
}
