package site.ycsb.workloads;

import java.util.function.LongSupplier;
import site.ycsb.config.UsageException;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.MovingHotspotGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.SkewedLatestGenerator;
import site.ycsb.generator.UniformLongGenerator;

/**
 * Chooses the key index of a read, update, scan or delete (see {@link KeySpace} for indexes).
 * Only keys whose insert is acknowledged are ever chosen.
 */
abstract class KeyChooser {

  /** The next key index; {@code existing} is how many indexes are acknowledged (load + run). */
  abstract long next(long existing);

  /** The run phase starts ({@link site.ycsb.Workload#started}): a chooser that follows the run's clock starts it. */
  void started(long nanos) {
  }

  /**
   * A hot set that moves (hotspot.move) through every key that exists, the load range and the
   * run's acknowledged inserts (as uniform-growing's), timed from the run's start.
   */
  static KeyChooser movingHotspot(MovingHotspotGenerator gen) {
    return new MovingHotspot(gen);
  }

  static KeyChooser create(String distribution, long loadCount, long expectedNewKeys,
      double hotDataFraction, double hotOpnFraction, double expPercentile, double expFrac,
      LongSupplier existing) {
    long last = Math.max(0, loadCount - 1);
    switch (distribution) {
      case "uniform":
        return new Bounded(new UniformLongGenerator(0, last));
      case "uniform-growing":
        return new UniformGrowing();
      case "sequential":
        return new Bounded(new SequentialGenerator(0, last));
      case "hotspot":
        return new Bounded(new HotspotIntegerGenerator(0, last, hotDataFraction, hotOpnFraction));
      case "zipfian":
        return new Bounded(new ScrambledZipfianGenerator(0, Math.max(0, loadCount + expectedNewKeys - 1)));
      case "latest":
        return new Latest(new SkewedLatestGenerator(existing));
      case "exponential":
        return new FromNewest(new ExponentialGenerator(expPercentile, Math.max(1.0, loadCount * expFrac)));
      default:
        throw new UsageException("requestdistribution=" + distribution
            + ": expected one of uniform, uniform-growing, zipfian, latest, hotspot, sequential, exponential");
    }
  }

  /** Draws from a fixed range; draws of keys not inserted yet are drawn again (as upstream). */
  private static final class Bounded extends KeyChooser {
    private final NumberGenerator gen;

    Bounded(NumberGenerator gen) {
      this.gen = gen;
    }

    @Override
    long next(long existing) {
      if (existing <= 0) {
        return 0;
      }
      for (int tries = 0; tries < 1000; tries++) {
        long v = gen.nextLong();
        if (v < existing) {
          return v;
        }
      }
      return existing - 1;
    }
  }

  private static final class MovingHotspot extends KeyChooser {
    private final MovingHotspotGenerator gen;

    MovingHotspot(MovingHotspotGenerator gen) {
      this.gen = gen;
    }

    @Override
    long next(long existing) {
      return gen.next(existing);
    }

    @Override
    void started(long nanos) {
      gen.start(nanos);
    }
  }

  /** Uniform over every acknowledged key, the loaded ones and those inserted during the run. */
  private static final class UniformGrowing extends KeyChooser {
    @Override
    long next(long existing) {
      return existing <= 1 ? 0 : java.util.concurrent.ThreadLocalRandom.current().nextLong(existing);
    }
  }

  /** Skewed towards the newest key. */
  private static final class Latest extends KeyChooser {
    private final SkewedLatestGenerator gen;

    Latest(SkewedLatestGenerator gen) {
      this.gen = gen;
    }

    @Override
    long next(long existing) {
      return gen.nextLong();
    }
  }

  /** An offset back from the newest key, redrawn while it falls before the first key. */
  private static final class FromNewest extends KeyChooser {
    private final NumberGenerator offsets;

    FromNewest(NumberGenerator offsets) {
      this.offsets = offsets;
    }

    @Override
    long next(long existing) {
      if (existing <= 0) {
        return 0;
      }
      for (int tries = 0; tries < 1000; tries++) {
        long v = existing - 1 - offsets.nextLong();
        if (v >= 0) {
          return v;
        }
      }
      return existing - 1;
    }
  }
}
