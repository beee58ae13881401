package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Runs whose numbers would mean nothing: one line and exit 2 where nothing sensible can happen, else one warning. */
class MeaninglessRunsTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  private static CommandLineTest.Outcome run(String... args) {
    return CommandLineTest.run(args);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "empty table | -loadrun -db memory -P workloada -p table= | table=: expected a table name",
      "run memory without a load | -t -db memory -P workloadc | db=memory: nothing is loaded in this process",
      "loadrun without a workload file or a bound | -loadrun -db memory | operationcount: not set and no maxexecutiontime",
      "warm-up as long as the run | -t -db basic -P workloada -p maxexecutiontime=5 -p measurement.warmup=5 | measurement.warmup=5: expected less than maxexecutiontime=5"})
  void nothingSensibleCanHappenSoTheRunIsRefused(String what, String args, String expected) {
    CommandLineTest.Outcome o = run(expand(args + " -p hdrhistogram.fileoutput=false -p basicdb.verbose=false"));
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "proportions not summing to 1 | -p readproportion=0.5 -p updateproportion=0.25 | the operation proportions sum to 0.7500, not 1",
      "memory run phase with inserts but no load | -t -db memory -p insertproportion=0.5 -p readproportion=0.5 -p updateproportion=0 | db=memory: nothing is loaded in this process (use 'loadrun')",
      "reads without records | -p recordcount=0 | recordcount=0: reads, updates, scans and deletes find no loaded records"})
  void aSurprisingRunWarnsOnceAndGoesOn(String what, String args, String expected) {
    CommandLineTest.Outcome o = run(expand("-t -db basic -P workloada -p operationcount=100 -p recordcount=100 "
        + args + " -p hdrhistogram.fileoutput=false -p basicdb.verbose=false"));
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err().lines().filter(l -> l.contains(expected)).toList()).hasSize(1);
  }

  @Test
  void fewerOperationsThanThreadsEndsWithExactlyThoseOperations() {
    CommandLineTest.Outcome o = run("-t", "-db", "basic", "-p", "basicdb.verbose=false", "-p", "recordcount=10",
        "-p", "operationcount=3", "-threads", "8", "-p", "hdrhistogram.fileoutput=false");
    assertThat(o.code()).isZero();
    assertThat(o.out()).contains("[TOTAL], Operations, 3");
  }

  @Test
  void aRunThatEndsWithinItsWarmUpSaysNothingWasMeasured() {
    CommandLineTest.Outcome o = run(expand("-t -db basic -P workloada -p operationcount=50 -p measurement.warmup=30"
        + " -p hdrhistogram.fileoutput=false -p basicdb.verbose=false"));
    assertThat(o.code()).isZero();
    assertThat(o.err()).contains("within measurement.warmup=30 s: nothing was measured");
  }

  private static String[] expand(String args) {
    return List.of(args.trim().split("\\s+")).stream()
        .map(a -> a.startsWith("workload") && !a.contains("=") ? WORKLOADS + a : a).toArray(String[]::new);
  }
}
