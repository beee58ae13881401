package site.ycsb.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import site.ycsb.config.IoProblem;
import site.ycsb.config.OutputFile;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.results.ReportWriter;

/**
 * Where one phase's report goes, settled before the phase starts: the exporter is resolved and the
 * export file opened up front, so a bad name or path fails at once (exit 2) instead of after a long
 * run. At the end the report is rendered in memory first; if the destination cannot take it (disk
 * full, a vanished mount), it goes to stderr instead, with a line saying why: it is never dropped.
 */
final class ReportDestination implements AutoCloseable {
  private final String exporter;
  private final String fileProperty;
  private final Path file;
  private final OutputStream fileOut;
  private final PrintStream stream;

  private ReportDestination(String exporter, String fileProperty, Path file, OutputStream fileOut, PrintStream stream) {
    this.exporter = exporter;
    this.fileProperty = fileProperty;
    this.file = file;
    this.fileOut = fileOut;
    this.stream = stream;
  }

  /** To {@code file} (opened now, truncated), named by {@code fileProperty} in messages. */
  static ReportDestination toFile(String exporter, String fileProperty, Path file) {
    Exporters.check(exporter);
    if (Files.isDirectory(file)) {
      throw new UsageException(fileProperty + "=" + file + ": is a directory; expected a file name");
    }
    try {
      OutputStream out = Files.newOutputStream(OutputFile.prepare(file));
      return new ReportDestination(exporter, fileProperty, file, out, null);
    } catch (IOException | RuntimeException e) {
      throw new UsageException(fileProperty + "=" + file + ": cannot write the report there (" + reason(e) + ")");
    }
  }

  /** Whether the report is upstream's text (so other text may share its stream). */
  boolean isText() {
    return Exporters.isText(exporter);
  }

  /** To a stream the caller owns (stdout or stderr). */
  static ReportDestination toStream(String exporter, PrintStream stream) {
    Exporters.check(exporter);
    return new ReportDestination(exporter, null, null, null, stream);
  }

  /** What a report writes through an exporter. */
  interface Report {
    void writeTo(MeasurementsExporter e) throws IOException;
  }

  /** Writes a phase's report; true when it reached its destination, false when it went to {@code err} instead. */
  boolean write(RunResult r, PrintStream err) throws IOException {
    return write(e -> ReportWriter.write(r, e), err);
  }

  /** Writes any report; true when it reached its destination, false when it went to {@code err} instead. */
  boolean write(Report report, PrintStream err) throws IOException {
    ByteArrayOutputStream rendered = new ByteArrayOutputStream(1 << 14);
    try (MeasurementsExporter e = Exporters.create(exporter, rendered)) {
      report.writeTo(e);
    }
    byte[] bytes = rendered.toByteArray();
    if (stream != null) {
      stream.write(bytes);
      stream.flush();
      return true;
    }
    try {
      fileOut.write(bytes);
      fileOut.flush();
      return true;
    } catch (IOException e) {
      err.println("[ERROR] " + fileProperty + "=" + file + ": the report could not be written (" + reason(e)
          + "); here it is on stderr instead:");
      err.write(bytes);
      err.flush();
      return false;
    }
  }

  private static String reason(Exception e) {
    return IoProblem.describe(e);
  }

  @Override
  public void close() {
    if (fileOut != null) {
      try {
        fileOut.close();
      } catch (IOException e) {
        // what could be written was flushed in write(); nothing more to save
      }
    }
  }
}
