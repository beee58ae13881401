package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * A random permutation of {@code 0 .. size - 1} computed on demand, without an array: a keyed
 * bijection on the smallest power-of-two range holding {@code size} values (multiply by an odd
 * number, xor-shift, add; three rounds), applied again while the result falls outside the range
 * ("cycle walking", at most twice on average). Immutable once built.
 */
final class RandomPermutation {
  private static final int ROUNDS = 3;
  private final int size;
  private final long mask;
  private final int shift;
  private final long[] multipliers = new long[ROUNDS];
  private final long[] addends = new long[ROUNDS];

  RandomPermutation(int size) {
    this.size = size;
    int bits = size <= 1 ? 0 : 64 - Long.numberOfLeadingZeros(size - 1L);
    mask = bits == 0 ? 0 : (1L << bits) - 1;
    shift = Math.max(1, bits / 2);
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    for (int r = 0; r < ROUNDS; r++) {
      multipliers[r] = rnd.nextLong() | 1; // odd: a bijection modulo any power of two
      addends[r] = rnd.nextLong();
    }
  }

  int size() {
    return size;
  }

  /** The value at position {@code index} (0 <= index < size). */
  int at(int index) {
    long x = index;
    do {
      x = mix(x);
    } while (x >= size);
    return (int) x;
  }

  private long mix(long x) {
    for (int r = 0; r < ROUNDS; r++) {
      x = (x * multipliers[r]) & mask;
      x ^= x >>> shift; // invertible on values below the mask
      x = (x + addends[r]) & mask;
    }
    return x;
  }
}
