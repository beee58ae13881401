package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;

class ValueSourceTest {

  private static double compressedRatio(byte[] data) {
    Deflater d = new Deflater(Deflater.BEST_COMPRESSION);
    d.setInput(data);
    d.finish();
    byte[] buf = new byte[data.length + 1024];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while (!d.finished()) {
      out.write(buf, 0, d.deflate(buf));
    }
    return (double) out.size() / data.length;
  }

  @Test
  void valuesArePrintableAndOfTheAskedLength() {
    ValueSource v = new ValueSource(200, 42);
    for (int i = 0; i < 1000; i++) {
      ByteIterator it = v.next(200);
      byte[] b = it.toArray();
      assertThat(b).hasSize(200);
      for (byte x : b) {
        assertThat((int) x).isBetween(32, 126);
      }
    }
  }

  @Test
  void aRecordsWorthOfValuesCompressesNoBetterThanRandomText() {
    ValueSource v = new ValueSource(200, 7);
    ByteArrayOutputStream record = new ByteArrayOutputStream();
    ValueSource.Cursor thread = new ValueSource.Cursor();
    BufferSlice slice = v.newSlice();
    for (int i = 0; i < 500; i++) { // 100 KB: 50 records of 10 x 200 bytes, as one thread writes them
      record.writeBytes(v.next(200, thread, slice).toArray());
    }
    // 95 equally likely symbols carry log2(95)/8 = 0.82 of a byte: a repeated pattern would compress far below
    assertThat(compressedRatio(record.toByteArray())).isGreaterThan(0.80);
    assertThat(compressedRatio(v.sample(0, 1 << 20))).isGreaterThan(0.80);
  }
}
