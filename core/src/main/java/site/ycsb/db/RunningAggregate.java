package site.ycsb.db;

import site.ycsb.TimeseriesDB.AggregationOperation;

/**
 * Values folded into one by an {@link AggregationOperation}: integers stay integers for SUM, MIN
 * and MAX while every value is one; AVERAGE is a double, COUNT a long.
 */
final class RunningAggregate {
  private long count;
  private long integerSum;
  private double sum;
  private boolean floating;
  private long integerMin = Long.MAX_VALUE;
  private long integerMax = Long.MIN_VALUE;
  private double min = Double.POSITIVE_INFINITY;
  private double max = Double.NEGATIVE_INFINITY;

  void add(Number value) {
    count++;
    double d = value.doubleValue();
    sum += d;
    min = Math.min(min, d);
    max = Math.max(max, d);
    if (value instanceof Double) {
      floating = true;
    } else {
      long l = value.longValue();
      integerSum += l;
      integerMin = Math.min(integerMin, l);
      integerMax = Math.max(integerMax, l);
    }
  }

  /** The folded value ({@code op} is not NONE). */
  Number result(AggregationOperation op) {
    switch (op) {
      case SUM:
        return floating ? (Number) sum : (Number) integerSum;
      case AVERAGE:
        return sum / count;
      case COUNT:
        return count;
      case MAX:
        return floating ? (Number) max : (Number) integerMax;
      case MIN:
        return floating ? (Number) min : (Number) integerMin;
      default:
        throw new IllegalArgumentException("not an aggregation: " + op);
    }
  }
}
