package site.ycsb.db.aerospike;

import com.aerospike.client.Bin;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * YCSB fields to bins and back. Each field is stored as a bytes (blob) bin, as upstream YCSB did,
 * so values round-trip exactly and data loaded by upstream stays readable. Bins of other types
 * (written by other tools) read back as the UTF-8 bytes of their text form.
 */
public final class BinCodec {
  private BinCodec() {
  }

  public static Bin[] toBins(Map<String, ByteIterator> values) {
    Bin[] bins = new Bin[values.size()];
    int i = 0;
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      bins[i++] = new Bin(field.getKey(), field.getValue().toArray());
    }
    return bins;
  }

  /** Adds every non-null bin of a record to {@code fields}; {@code bins} may be null (no bins). */
  public static void putFields(Map<String, Object> bins, Map<String, ByteIterator> fields) {
    if (bins == null) {
      return;
    }
    for (Map.Entry<String, Object> bin : bins.entrySet()) {
      if (bin.getValue() != null) {
        fields.put(bin.getKey(), new ByteArrayByteIterator(bytes(bin.getValue())));
      }
    }
  }

  public static HashMap<String, ByteIterator> toFields(Map<String, Object> bins) {
    HashMap<String, ByteIterator> fields = new HashMap<>();
    putFields(bins, fields);
    return fields;
  }

  private static byte[] bytes(Object value) {
    if (value instanceof byte[] bytes) {
      return bytes;
    }
    return String.valueOf(value).getBytes(StandardCharsets.UTF_8);
  }
}
