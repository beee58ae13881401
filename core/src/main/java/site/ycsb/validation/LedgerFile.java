package site.ycsb.validation;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A ledger on disk ({@code .ledger}, beside the interval log): a text header, then one binary record
 * per key the client wrote. Format (docs/validation.md):
 * <pre>
 *   YCSB-LEDGER 1\n
 *   name=value\n ...    (writer, client, phase, table, fieldcount, fieldnameprefix, the key space: recordcount,
 *                        insertstart, insertcount, insertorder, zeropadding; keys: the records that follow)
 *   \n
 *   records: flags (1 byte), key index less the previous record's (unsigned LEB128), settled version (LEB128)
 * </pre>
 * Flags: 1 judgeable (the last write to end was alone and acknowledged, none in flight, none of unknown
 * outcome), 2 exists, 4 deleted, 8 full (every field written), 16 uncertain, 32 writes in flight at the end.
 */
public final class LedgerFile {
  static final String MAGIC = "YCSB-LEDGER 1";
  public static final int JUDGEABLE = 1;
  public static final int EXISTS = 2;
  public static final int DELETED = 4;
  public static final int FULL = 8;
  public static final int UNCERTAIN = 16;
  public static final int IN_FLIGHT = 32;

  private LedgerFile() {
  }

  /** One key's record. */
  public record Entry(long index, int flags, long version) {
    /** The ledger word a read judged against it starts from: nothing in flight. */
    public long word() {
      if ((flags & JUDGEABLE) == 0) {
        return (flags & UNCERTAIN) != 0 || (flags & IN_FLIGHT) != 0 ? KeyState.UNCERTAIN | Math.max(1, version) : Math.max(1, version);
      }
      return version | KeyState.FIRM | ((flags & EXISTS) != 0 ? KeyState.EXISTS : 0)
          | ((flags & DELETED) != 0 ? KeyState.DELETED : 0) | ((flags & FULL) != 0 ? KeyState.FULL : 0);
    }
  }

  /** Receives a file's records in key order. */
  public interface Visitor {
    void entry(Entry e) throws IOException;
  }

  /** Writes {@code ledger} with {@code facts} (the header's names and values); returns the keys written. */
  public static long write(Path file, Ledger ledger, Map<String, String> facts) throws IOException {
    long capacity = ledger.capacity();
    long keys = 0;
    for (long i = 0; i < capacity; i++) {
      if (ledger.state(i) != 0) {
        keys++;
      }
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16)) {
      StringBuilder h = new StringBuilder(MAGIC).append('\n');
      facts.forEach((k, v) -> h.append(k).append('=').append(v.replace('\n', ' ')).append('\n'));
      h.append("writer=").append(Integer.toHexString(ledger.writer())).append('\n');
      h.append("fieldcount=").append(ledger.fieldCount()).append('\n');
      h.append("keys=").append(keys).append("\n\n");
      out.write(h.toString().getBytes(StandardCharsets.UTF_8));
      long previous = 0;
      long written = 0;
      for (long i = 0; i < capacity && written < keys; i++) {
        long w = ledger.state(i);
        if (w == 0) {
          continue;
        }
        out.write(flags(w));
        varint(out, i - previous);
        varint(out, KeyState.settled(w));
        previous = i;
        written++;
      }
    }
    Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    return keys;
  }

  static int flags(long w) {
    boolean inFlight = KeyState.inFlight(w) > 0;
    boolean judgeable = KeyState.firm(w) && !KeyState.uncertain(w) && !inFlight;
    return (judgeable ? JUDGEABLE : 0) | (KeyState.exists(w) ? EXISTS : 0) | (KeyState.deleted(w) ? DELETED : 0)
        | (KeyState.full(w) ? FULL : 0) | (KeyState.uncertain(w) ? UNCERTAIN : 0) | (inFlight ? IN_FLIGHT : 0);
  }

  /** The header of a ledger file; {@link IOException} with a one-line message if it is not one. */
  public static Map<String, String> header(Path file) throws IOException {
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      return header(in, file);
    }
  }

  /** Reads the records of {@code file} in order. */
  public static Map<String, String> read(Path file, Visitor visitor) throws IOException {
    try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
      Map<String, String> h = header(in, file);
      long keys = Long.parseLong(h.getOrDefault("keys", "0"));
      long index = 0;
      for (long n = 0; n < keys; n++) {
        int flags = in.read();
        if (flags < 0) {
          throw new IOException(file + ": truncated after " + n + " of " + keys + " keys; expected a whole ledger file");
        }
        index += unvarint(in, file);
        visitor.entry(new Entry(index, flags, unvarint(in, file)));
      }
      return h;
    }
  }

  private static Map<String, String> header(DataInputStream in, Path file) throws IOException {
    String first = line(in);
    if (!MAGIC.equals(first)) {
      throw new IOException(file + ": not a ledger file (it does not start with '" + MAGIC + "')");
    }
    Map<String, String> h = new LinkedHashMap<>();
    String l;
    while (!(l = line(in)).isEmpty()) {
      int eq = l.indexOf('=');
      if (eq > 0) {
        h.put(l.substring(0, eq), l.substring(eq + 1));
      }
    }
    try {
      Long.parseLong(h.getOrDefault("keys", "x"));
    } catch (NumberFormatException e) {
      throw new IOException(file + ": the ledger's header has no keys= count; expected a whole ledger file");
    }
    return h;
  }

  private static String line(InputStream in) throws IOException {
    StringBuilder sb = new StringBuilder();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) {
        throw new IOException("a ledger file ends inside its header; expected a whole ledger file");
      }
      sb.append((char) c);
    }
    return new String(sb.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
  }

  private static void varint(OutputStream out, long v) throws IOException {
    while ((v & ~0x7fL) != 0) {
      out.write((int) ((v & 0x7f) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  private static long unvarint(InputStream in, Path file) throws IOException {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int b = in.read();
      if (b < 0) {
        throw new EOFException(file + ": truncated inside a record; expected a whole ledger file");
      }
      v |= (long) (b & 0x7f) << shift;
      if ((b & 0x80) == 0) {
        return v;
      }
    }
    throw new IOException(file + ": a malformed record; expected a ledger file");
  }
}
