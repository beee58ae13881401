package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URLClassLoader;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import site.ycsb.UpstreamYcsb;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** ConstantOccupancyWorkload: the data set and the run sized from the disk, as upstream sizes them. */
class ConstantOccupancyWorkloadTest {

  private static Properties props(String spaceSeparated) {
    Properties p = new Properties();
    for (String kv : spaceSeparated.split(" ")) {
      if (!kv.isEmpty()) {
        p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
      }
    }
    return p;
  }

  @Test
  void theDefaultsFillNinetyPercentOfAHundredMegabytesWithKilobyteRecordsAndRunTenAges() throws Exception {
    ConstantOccupancyWorkload.Sizing s = ConstantOccupancyWorkload.sizing(new Properties());
    assertThat(s.records()).isEqualTo(90_000);
    assertThat(s.operations()).isEqualTo(900_000);
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @ValueSource(strings = {
      "",
      "disksize=12345678 occupancy=0.37 storageages=3",
      "fieldcount=7 fieldlength=333",
      "fieldlengthdistribution=uniform minfieldlength=10 fieldlength=250 disksize=99999999",
      "disksize=1000 fieldcount=1 fieldlength=1 occupancy=1"})
  void derivesTheSameRecordAndOperationCountsAsUpstreamsOwnClass(String settings) throws Exception {
    Properties theirs = props(settings);
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader()) {
      // upstream's CoreWorkload reads its static Measurements, which wants properties first
      upstream.loadClass("site.ycsb.measurements.Measurements").getMethod("setProperties", Properties.class)
          .invoke(null, new Properties());
      Object workload = upstream.loadClass("site.ycsb.workloads.ConstantOccupancyWorkload").getConstructor()
          .newInstance();
      workload.getClass().getMethod("init", Properties.class).invoke(workload, theirs);
    }
    ConstantOccupancyWorkload.Sizing ours = ConstantOccupancyWorkload.sizing(props(settings));
    assertThat(ours.records()).isEqualTo(Long.parseLong(theirs.getProperty("recordcount")));
    assertThat(ours.operations()).isEqualTo(Long.parseLong(theirs.getProperty("operationcount")));
    assertThat(ours.records()).isEqualTo(Long.parseLong(theirs.getProperty("insertcount")));
  }

  @Test
  void loadsTheDerivedRecordsAndRunsTheDerivedOperationsThroughTheEngine() throws Exception {
    // 0.9 * 10000 / (2 fields * 10 bytes) = 450 records; 2 storage ages = 900 operations
    Properties p = TestRuns.props("workload=site.ycsb.workloads.ConstantOccupancyWorkload", "db=memory",
        "disksize=10000", "fieldcount=2", "fieldlength=10", "storageages=2", "recordcount=450",
        "operationcount=900", "readproportion=0.5", "updateproportion=0.5", "threadcount=2");
    p.setProperty("dotransactions", "false");
    RunResult load = TestRuns.run(p, null);
    assertThat(load.statusCount("INSERT", "OK")).isEqualTo(450);
    p.setProperty("dotransactions", "true");
    RunResult run = TestRuns.run(p, null);
    assertThat(run.operations()).isEqualTo(900);
    assertThat(run.statusCount("READ", "OK") + run.statusCount("UPDATE", "OK")).as("every key was loaded")
        .isEqualTo(900);
  }

  @Test
  void thePhaseIsSizedAsTheDiskSaysWhateverCountsWereGiven() throws Exception {
    // as upstream: no counts given, or other ones, and the workload's derived counts size each phase
    Properties p = TestRuns.props("workload=site.ycsb.workloads.ConstantOccupancyWorkload", "db=memory",
        "disksize=10000", "fieldcount=2", "fieldlength=10", "storageages=2", "operationcount=5",
        "readproportion=0.5", "updateproportion=0.5");
    p.setProperty("dotransactions", "false");
    RunResult load = TestRuns.run(p, null);
    assertThat(load.statusCount("INSERT", "OK")).isEqualTo(450);
    p.setProperty("dotransactions", "true");
    RunResult run = TestRuns.run(p, null);
    assertThat(run.operations()).isEqualTo(900);
  }

  @Test
  void aDiskTooSmallForOneRecordNamesDisksize() {
    assertThatThrownBy(() -> ConstantOccupancyWorkload.sizing(props("disksize=500")))
        .isInstanceOf(UsageException.class)
        .hasMessage("disksize=500: holds no record of 10 fields of 100 bytes at occupancy=0.9; expected at least 1112");
  }
}
