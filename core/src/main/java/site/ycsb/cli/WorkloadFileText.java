package site.ycsb.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;

/**
 * A workload file's text, or one line saying why it is none: a binary file (a NUL byte, or bytes
 * that are not UTF-8) is named as such, with where, rather than a decoder's "Input length = 1".
 */
final class WorkloadFileText {
  private WorkloadFileText() {
  }

  static String read(Path path, String given) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(path);
    } catch (IOException e) {
      throw new UsageException("-P " + given + ": cannot read the workload file (" + IoProblem.describe(e) + ")");
    }
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == 0) {
        throw notText(given, "a NUL byte at offset " + i);
      }
    }
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(in, out, true);
    if (result.isError()) {
      // the decoder stops at the first byte that starts no character
      throw notText(given, String.format(Locale.ROOT, "byte 0x%02x at offset %d is not UTF-8",
          bytes[in.position()] & 0xff, in.position()));
    }
    return out.flip().toString();
  }

  private static UsageException notText(String given, String why) {
    return new UsageException("-P " + given + ": not a text file (" + why + "); expected a workload file of"
        + " key=value lines in UTF-8");
  }
}
