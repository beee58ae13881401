package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PhaseFacts;
import site.ycsb.WorkloadException;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/**
 * CoreWorkload with hotspot.move: the hot set is where the move puts it at the time since the
 * phase's start (a stage's own move: since the stage's start), over every key that exists; a bad
 * value is one line naming the property.
 */
class MovingHotspotWorkloadTest {
  private static final String[] HOT = {"recordcount=1000", "insertorder=ordered", "requestdistribution=hotspot",
      "hotspotdatafraction=0.1", "hotspotopnfraction=1", "readproportion=1", "updateproportion=0"};

  private static Properties props(String... more) {
    Properties p = new Properties();
    for (String[] set : List.of(HOT, more)) {
      for (String kv : set) {
        p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
      }
    }
    return p;
  }

  /** The key numbers of {@code n} reads, the phase having started {@code secondsAgo} seconds ago. */
  private static List<Long> readKeys(CoreWorkload w, double secondsAgo, int n) {
    w.started(System.nanoTime() - Math.round(secondsAgo * 1e9));
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(new Properties(), 0, 1);
    for (int i = 0; i < n; i++) {
      w.doTransaction(db, state);
    }
    return db.calls("READ").stream().map(c -> Long.parseLong(c.key().substring("user".length()))).toList();
  }

  @Test
  void theHotSetIsWhereThePeriodPutsItAtTheTimeSinceThePhasesStart() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("hotspot.move=10s"));
    // 25 s in: the third hot set, 0.2 of the key space on (the hotspot's own size, 0.1, per period)
    assertThat(readKeys(w, 25, 2000)).allSatisfy(k -> assertThat(k).isBetween(200L, 299L));
  }

  @Test
  void withoutAMoveTheHotSetStaysAtTheStartAsUpstreams() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props());
    assertThat(readKeys(w, 3600, 2000)).allSatisfy(k -> assertThat(k).isBetween(0L, 99L));
  }

  @Test
  void aStageWithItsOwnMoveTimesItFromItsStartAndTheOthersFromTheRunsStart() throws Exception {
    String[] stages = {"hotspot.move=0s:0.1,12s:0.6", "stages=a,b,c", "stage.a.duration=10s",
        "stage.b.duration=10s", "stage.b.hotspot.move=0s:0.5,8s:0.7", "stage.c.duration=10s"};
    StagedWorkload inB = new StagedWorkload();
    inB.init(props(stages));
    // 15 s into the run, 5 s into stage b: its own schedule's first point (the run's clock would say 0.7)
    assertThat(readKeys(inB, 15, 2000)).allSatisfy(k -> assertThat(k).isBetween(500L, 599L));
    StagedWorkload inC = new StagedWorkload();
    inC.init(props(stages));
    // 25 s in, stage c inherits the run's move on the run's clock (on its own clock, 5 s, it would say 0.1)
    assertThat(readKeys(inC, 25, 2000)).allSatisfy(k -> assertThat(k).isBetween(600L, 699L));
  }

  @Test
  void clientsStartedTogetherMoveTheirHotSetsTogetherEachInItsOwnRange() throws Exception {
    // client.count=2 gives each client half the records (insertstart/insertcount); both started 35 s ago
    CoreWorkload first = new CoreWorkload();
    first.init(props("hotspot.move=10s", "insertstart=0", "insertcount=500"));
    CoreWorkload second = new CoreWorkload();
    second.init(props("hotspot.move=10s", "insertstart=500", "insertcount=500"));
    // the fourth hot set of each: 0.3 of its own 500 keys on, 50 keys long
    assertThat(readKeys(first, 35, 1000)).allSatisfy(k -> assertThat(k).isBetween(150L, 199L));
    assertThat(readKeys(second, 35, 1000)).allSatisfy(k -> assertThat(k).isBetween(650L, 699L));
  }

  @Test
  void theHotSetMovesThroughTheKeysTheRunInsertsToo() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("recordcount=100", "readproportion=0.5", "insertproportion=0.5", "hotspot.move=0s:0.9"));
    List<Long> reads = readKeys(w, 1, 4000);
    // the hot set is the last tenth of what exists at each read: ~2100 keys by the end, the loaded 100 first
    long ofNewKeys = reads.stream().filter(k -> k >= 100).count();
    assertThat(ofNewKeys).isGreaterThan(reads.size() * 9 / 10);
    assertThat(reads).allSatisfy(k -> assertThat(k).isLessThan(100L + 4000));
  }

  @Test
  void aMoveThatDoesNotReadIsOneLineNamingTheProperty() {
    assertThatThrownBy(() -> new CoreWorkload().init(props("hotspot.move=every minute")))
        .isInstanceOf(WorkloadException.class)
        .hasMessage("hotspot.move=every minute: expected a period such as 60s, 5m or 1h, or a schedule of"
            + " time:start points such as 0s:0,60s:0.25,120s:0.5 (starts as shares of the key space)");
    assertThatThrownBy(() -> new CoreWorkload().init(props("hotspot.move=0s:0,1m:1.5")))
        .hasMessage("hotspot.move=0s:0,1m:1.5: point 2 '1m:1.5': start '1.5': expected a share of the key space,"
            + " 0 to below 1");
    assertThatThrownBy(() -> new CoreWorkload().init(props("hotspot.move=60s", "hotspot.move.step=0")))
        .hasMessageStartingWith("hotspot.move.step=0: expected more than 0");
    assertThatThrownBy(() -> new CoreWorkload().init(props("hotspot.move=60s", "hotspot.move.step=2")))
        .hasMessage("hotspot.move.step=2: expected a share of the key space between 0 and 1");
    assertThatThrownBy(() -> new CoreWorkload().init(props("hotspot.move=60s", "hotspotdatafraction=0")))
        .hasMessageContaining("hotspotdatafraction=0 gives no size to step on by; expected hotspot.move.step");
  }

  @Test
  void aMoveWithNoHotspotToMoveOrABadStageMoveIsRefusedBeforeTheRun() {
    PhaseFacts run = new PhaseFacts(true, 1000, 1000, "basic", false);
    Properties zipf = props("hotspot.move=60s", "requestdistribution=zipfian");
    assertThatThrownBy(() -> new CoreWorkload().check(Settings.of(zipf), run, w -> { }))
        .isInstanceOf(UsageException.class)
        .hasMessage("hotspot.move=60s: expected requestdistribution=hotspot (the hot set it moves), in the run or"
            + " in a stage");
    // a stage that is a hotspot is enough: the others ignore the move
    zipf.setProperty("stages", "a,b");
    zipf.setProperty("stage.a.duration", "1m");
    zipf.setProperty("stage.b.duration", "1m");
    zipf.setProperty("stage.b.requestdistribution", "hotspot");
    new CoreWorkload().check(Settings.of(zipf), run, w -> { });
    zipf.setProperty("stage.b.hotspot.move", "0s:0,10s:x");
    assertThatThrownBy(() -> new CoreWorkload().check(Settings.of(zipf), run, w -> { }))
        .hasMessage("stage.b.hotspot.move=0s:0,10s:x: point 2 '10s:x': start 'x': expected a share of the key"
            + " space, 0 to below 1");
  }
}
