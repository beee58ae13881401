package site.ycsb.results.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.HdrHistogram.Histogram;

/**
 * One run's intervals gathered into consecutive batches, and the confidence intervals of its
 * whole-run figures from them (batch means; for percentiles batch quantiles, also called
 * sectioning). Per-interval figures of a benchmark are autocorrelated (a compaction, a cache
 * warming, a noisy neighbour last several intervals), so their own spread understates how well a
 * figure is known; batches long enough to be nearly independent do not. The run is cut into
 * {@link #BATCHES} batches of consecutive intervals, each batch's figure computed as the whole
 * run's is (operations over seconds; a latency histogram's mean or percentile), and the figure's
 * standard error is the batches' weighted spread, with {@code BATCHES - 1} degrees of freedom.
 *
 * <p>The number of intervals need not be known in advance: intervals fill blocks, and when
 * {@link #MAX_BLOCKS} blocks are full neighbouring blocks are added pairwise, doubling the block
 * length, so memory stays bounded however long the run; the batches are then made of whole blocks.
 */
public final class IntervalBatches {
  /** How many batches a run is cut into: enough degrees of freedom, each batch still long. */
  public static final int BATCHES = 10;
  static final int MAX_BLOCKS = 64;

  private final int significantDigits;
  private final List<Block> blocks = new ArrayList<>();
  private int blockLength = 1;
  private Block open = new Block();
  private final Map<String, Histogram> scratch = new HashMap<>();
  private double[] intervalRates = new double[64];
  private int intervals;
  private double intervalSeconds;
  private long intervalOperations;

  /** @param significantDigits the precision of the latency histograms added */
  public IntervalBatches(int significantDigits) {
    this.significantDigits = significantDigits;
  }

  /** The accumulated figures of consecutive intervals. */
  private static final class Block {
    double seconds;
    long operations;
    int intervals;
    Map<String, Counts> latency = new HashMap<>();

    Block plus(Block o) {
      Block b = new Block();
      b.seconds = seconds + o.seconds;
      b.operations = operations + o.operations;
      b.intervals = intervals + o.intervals;
      b.latency.putAll(latency);
      o.latency.forEach((m, c) -> b.latency.merge(m, c, Counts::plus));
      return b;
    }
  }

  /**
   * Starts an interval: its length and the workload operations done in it. Its latencies go to
   * {@link #latency}; {@link #endInterval} closes it.
   */
  public void startInterval(double seconds, long operations) {
    intervalSeconds = seconds;
    intervalOperations = operations;
  }

  /** The histogram to add the current interval's values of a metric to (of the open block). */
  public Histogram latency(String metric) {
    return scratch.computeIfAbsent(metric, k -> {
      Histogram h = new Histogram(significantDigits);
      h.setAutoResize(true);
      return h;
    });
  }

  public void endInterval() {
    open.seconds += intervalSeconds;
    open.operations += intervalOperations;
    open.intervals++;
    if (intervals == intervalRates.length) {
      intervalRates = Arrays.copyOf(intervalRates, intervals * 2);
    }
    intervalRates[intervals++] = intervalSeconds > 0 ? intervalOperations / intervalSeconds : 0;
    if (open.intervals >= blockLength) {
      closeBlock();
    }
  }

  private void closeBlock() {
    scratch.forEach((metric, h) -> {
      if (h.getTotalCount() > 0) {
        open.latency.put(metric, Counts.of(h));
        h.reset();
      }
    });
    blocks.add(open);
    open = new Block();
    if (blocks.size() >= MAX_BLOCKS) {
      List<Block> halved = new ArrayList<>();
      for (int i = 0; i + 1 < blocks.size(); i += 2) {
        halved.add(blocks.get(i).plus(blocks.get(i + 1)));
      }
      if (blocks.size() % 2 == 1) {
        halved.add(blocks.get(blocks.size() - 1));
      }
      blocks.clear();
      blocks.addAll(halved);
      blockLength *= 2;
    }
  }

  /** How many intervals were added. */
  public int intervals() {
    return intervals;
  }

  /** How many intervals a batch holds (the first batches; the last may hold one block more or less). */
  public double batchLength() {
    settle();
    return blocks.isEmpty() ? 0 : (double) intervals / Math.min(BATCHES, blocks.size());
  }

  /**
   * The lag-1 autocorrelation of the per-interval throughput: near 0 when intervals are
   * independent, near 1 when a slow interval is usually followed by another.
   */
  public double autocorrelation() {
    int n = intervals;
    if (n < 3) {
      return Double.NaN;
    }
    double mean = 0;
    for (int i = 0; i < n; i++) {
      mean += intervalRates[i];
    }
    mean /= n;
    double num = 0;
    double den = 0;
    for (int i = 0; i < n; i++) {
      double d = intervalRates[i] - mean;
      den += d * d;
      if (i > 0) {
        num += d * (intervalRates[i - 1] - mean);
      }
    }
    return den == 0 ? 0 : num / den;
  }

  /**
   * The intervals a run with this autocorrelation needs for batches at least twice the
   * correlation time {@code (1 + r) / (1 - r)} long (what the calibration found enough), or 0 when
   * this run has them (or is not positively autocorrelated).
   */
  public int intervalsNeeded() {
    double r = autocorrelation();
    if (Double.isNaN(r) || r <= 0) {
      return 0;
    }
    double correlationTime = (1 + r) / Math.max(1e-3, 1 - r);
    int needed = (int) Math.ceil(BATCHES * 2 * correlationTime);
    return needed > intervals ? needed : 0;
  }

  /** Throughput (operations over seconds) with its interval, centred on the run's figure. */
  public Estimate throughput(double wholeRun, double confidence) {
    return estimate(wholeRun, confidence, Estimate.BATCH_MEANS, b -> b.seconds,
        b -> b.seconds > 0 ? b.operations / b.seconds : Double.NaN);
  }

  /** A metric's mean latency with its interval, centred on the run's figure. */
  public Estimate mean(String metric, double wholeRun, double confidence) {
    return estimate(wholeRun, confidence, Estimate.BATCH_MEANS, b -> counts(b, metric).total(),
        b -> counts(b, metric).mean());
  }

  /** A metric's latency at a percentile (0 to 100) with its interval, centred on the run's figure. */
  public Estimate percentile(String metric, double percentile, double wholeRun, double confidence) {
    return estimate(wholeRun, confidence, Estimate.BATCH_QUANTILES, b -> counts(b, metric).total(),
        b -> counts(b, metric).percentile(percentile));
  }

  /**
   * Throughput's interval as if the intervals were independent (their spread over the square root
   * of their number): wrong for autocorrelated intervals, kept to show how wrong in the calibration.
   */
  public Estimate throughputIgnoringAutocorrelation(double wholeRun, double confidence) {
    int n = intervals;
    if (n < 2) {
      return Estimate.none(wholeRun, confidence, "independent intervals");
    }
    double mean = 0;
    for (int i = 0; i < n; i++) {
      mean += intervalRates[i];
    }
    mean /= n;
    double ss = 0;
    for (int i = 0; i < n; i++) {
      ss += (intervalRates[i] - mean) * (intervalRates[i] - mean);
    }
    return Estimate.of(wholeRun, Math.sqrt(ss / (n - 1) / n), n - 1, confidence, "independent intervals");
  }

  /** The whole run's throughput: every interval's operations over their seconds. */
  public double wholeThroughput() {
    settle();
    return whole().seconds > 0 ? whole().operations / whole().seconds : 0;
  }

  /** The whole run's mean latency of a metric, as its merged histogram's getMean gives it. */
  public double wholeMean(String metric) {
    settle();
    return counts(whole(), metric).mean();
  }

  /** The whole run's latency of a metric at a percentile, as its merged histogram gives it. */
  public double wholePercentile(String metric, double percentile) {
    settle();
    return counts(whole(), metric).percentile(percentile);
  }

  private Block whole() {
    Block all = new Block();
    for (Block b : blocks) {
      all = all.plus(b);
    }
    return all;
  }

  private static Counts counts(Block b, String metric) {
    return b.latency.getOrDefault(metric, Counts.EMPTY);
  }

  /** Closes a partly filled block so that it counts. */
  private void settle() {
    if (open.intervals > 0) {
      closeBlock();
    }
  }

  /**
   * The standard error of a figure from its batches' figures x_j and weights w_j (summing to 1):
   * k/(k-1) times the sum of w_j^2 (x_j - mean)^2, the usual estimator of a ratio's variance,
   * which for equal weights is the batches' variance over k.
   */
  private Estimate estimate(double wholeRun, double confidence, String method, ToDoubleFunction<Block> weightOf,
      ToDoubleFunction<Block> figureOf) {
    settle();
    int k = Math.min(BATCHES, blocks.size());
    Block[] batches = new Block[k];
    for (int j = 0; j < blocks.size(); j++) {
      int b = (int) ((long) j * k / blocks.size());
      batches[b] = batches[b] == null ? blocks.get(j) : batches[b].plus(blocks.get(j));
    }
    double[] x = new double[k];
    double[] w = new double[k];
    double totalWeight = 0;
    int used = 0;
    for (Block b : batches) {
      double weight = weightOf.applyAsDouble(b);
      double figure = figureOf.applyAsDouble(b);
      if (weight > 0 && !Double.isNaN(figure)) {
        x[used] = figure;
        w[used++] = weight;
        totalWeight += weight;
      }
    }
    if (used < 2) {
      return Estimate.none(wholeRun, confidence, method);
    }
    double mean = 0;
    for (int j = 0; j < used; j++) {
      w[j] /= totalWeight;
      mean += w[j] * x[j];
    }
    double variance = 0;
    for (int j = 0; j < used; j++) {
      variance += w[j] * w[j] * (x[j] - mean) * (x[j] - mean);
    }
    variance *= (double) used / (used - 1);
    return Estimate.of(wholeRun, Math.sqrt(variance), used - 1, confidence, method);
  }
}
