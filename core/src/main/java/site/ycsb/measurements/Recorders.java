package site.ycsb.measurements;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import site.ycsb.config.IoProblem;
import site.ycsb.config.OutputFile;
import site.ycsb.config.UsageException;

/**
 * The recorders of one run: one {@link ThreadRecorder} per worker thread, drained together by
 * the reporter. One instance per run, never shared between runs (no static state).
 */
public final class Recorders implements AutoCloseable {
  private final MeasurementSettings settings;
  private final List<ThreadRecorder> recorders = new CopyOnWriteArrayList<>();
  private final List<RawSampleBuffer> rawBuffers = new CopyOnWriteArrayList<>();
  private final RawSampleSink rawSink;
  private final ThreadLocal<ThreadRecorder> byThread = ThreadLocal.withInitial(() -> {
    ThreadRecorder r = newThreadRecorder();
    r.ownedBy(Thread.currentThread());
    return r;
  });
  /** The empty buffer the reporter exchanges for a thread's full one (reporter thread only). */
  private IntervalData spare;
  /** Upstream's Measurements API over these recorders, for bindings and workloads that call it. */
  private final Measurements upstreamApi;

  public Recorders(MeasurementSettings settings, PrintStream stdout) {
    this(settings, stdout, null);
  }

  /** With {@code owner}: the recorders of a harness's own {@link Measurements}, outside any run. */
  Recorders(MeasurementSettings settings, PrintStream stdout, Measurements owner) {
    this.settings = settings;
    this.rawSink = settings.hasType("raw") ? openRawSink(settings, stdout) : null;
    this.spare = new IntervalData(settings.significantDigits());
    this.upstreamApi = owner != null ? owner : new Measurements(this);
  }

  /**
   * Upstream's {@link Measurements} over this run's recorders: what {@code
   * Measurements.getMeasurements()} returns on the run's threads (see {@link MeasurementsBinding}).
   */
  public Measurements upstreamApi() {
    return upstreamApi;
  }

  private static RawSampleSink openRawSink(MeasurementSettings s, PrintStream stdout) {
    if (s.rawOutputFile().isEmpty()) {
      return new RawSampleSink(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
    }
    try {
      Path file = OutputFile.prepare(Path.of(s.rawOutputFile()));
      return new RawSampleSink(Files.newBufferedWriter(file, StandardCharsets.UTF_8), true);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("measurement.raw.output_file=" + s.rawOutputFile() + ": cannot write the file ("
          + IoProblem.describe(e) + ")");
    }
  }

  public MeasurementSettings settings() {
    return settings;
  }

  /** A recorder for a new worker thread; call once per thread, before it starts. */
  public ThreadRecorder newThreadRecorder() {
    RawSampleBuffer raw = null;
    if (rawSink != null) {
      raw = new RawSampleBuffer(rawSink);
      rawBuffers.add(raw);
    }
    ThreadRecorder r = new ThreadRecorder(settings, raw);
    recorders.add(r);
    return r;
  }

  /**
   * The recorder of the calling thread, made on its first call: for operations that complete on
   * threads the engine does not own (a driver's I/O threads, in asynchronous mode). Each thread
   * still writes only its own recorder.
   */
  public ThreadRecorder forCurrentThread() {
    return byThread.get();
  }

  /** How many recorders the reporter drains now (for tests). */
  int recorderCount() {
    return recorders.size();
  }

  /** Moves everything recorded so far into {@code into}. Reporter thread only. */
  public void drainInto(TickData into) {
    for (ThreadRecorder r : recorders) {
      // asked before the drain: a thread that ends after it may have recorded after it, and is drained next time
      boolean ended = r.ownerEnded();
      spare = r.drainInto(into, spare);
      if (ended) {
        recorders.remove(r); // drained for the last time: its thread records nothing more
      }
    }
    if (rawSink != null) {
      try {
        rawSink.drain();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Flushes raw samples of threads that have stopped, then closes the raw output. */
  @Override
  public void close() throws IOException {
    if (rawSink != null) {
      rawBuffers.forEach(RawSampleBuffer::flush);
      rawSink.close();
    }
  }
}
