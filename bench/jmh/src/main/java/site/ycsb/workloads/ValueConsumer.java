package site.ycsb.workloads;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import site.ycsb.ByteIterator;

/** Reads every byte of a value the way bench/consuming-db's ConsumingDB does; returns a checksum. */
final class ValueConsumer {
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private ValueConsumer() {
  }

  static long consume(ByteIterator it, byte[] scratch) {
    long sum = 0;
    while (it.hasNext()) {
      int end = it.nextBuf(scratch, 0);
      if (end <= 0) {
        sum += it.nextByte();
        continue;
      }
      int i = 0;
      for (; i + 8 <= end; i += 8) {
        sum += (long) LONGS.get(scratch, i);
      }
      for (; i < end; i++) {
        sum += scratch[i];
      }
    }
    return sum;
  }
}
