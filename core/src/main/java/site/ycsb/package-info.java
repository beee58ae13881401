/**
 * Upstream YCSB's package, under upstream's names: binding jars and harnesses built against upstream
 * use these classes, so none may move or be renamed. Two groups:
 *
 * <p><b>Public API</b>, what bindings, workloads and harnesses compile against: {@link DB}, {@link AsyncDB},
 * {@link Status}, {@link DBException}, {@link UnknownDBException}, {@link Workload},
 * {@link WorkloadException}, {@link ByteIterator} and its forms {@link ByteArrayByteIterator},
 * {@link StringByteIterator}, {@link NumericByteIterator}, {@link InputStreamByteIterator},
 * {@link RandomByteIterator}; what the engine hands a workload, {@link WorkloadContext} and
 * {@link PhaseFacts}; {@link Utils}; the bindings core ships under upstream's names,
 * {@link BasicDB} and {@link GoodBadUglyDB}; the base of time-series bindings, {@link TimeseriesDB}, and
 * {@link BasicTSDB}; and the entry point {@link Client}, which hands over to {@code site.ycsb.cli}.
 *
 * <p><b>Compatibility only</b>, upstream's classes for harnesses that drive a run themselves, each an
 * adapter over the engine's own parts, which use none of them: {@link DBWrapper} (with
 * {@link HtraceSpans}), {@link DBFactory}, {@link ClientThread}, {@link StatusThread},
 * {@link TerminatorThread}, {@link CommandLine}.
 *
 * <p>Imports: the API only {@code config} and {@code options}, and every package may import it;
 * {@code TimeseriesDB} also uses a generator, as upstream's does; {@code Client} and
 * the compatibility classes may import any package ({@code cli} and {@code measurements} today), and
 * nothing in core imports them.
 */
package site.ycsb;
