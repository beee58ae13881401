package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.PhaseFacts;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/**
 * CoreWorkload's check of a phase (the hook the engine calls before a phase starts): the refusals and
 * warnings the engine made itself before, word for word, from the options and the phase's facts alone.
 */
class CoreWorkloadCheckTest {
  private final List<String> warnings = new ArrayList<>();

  private static Settings settings(String... pairs) {
    Properties p = new Properties();
    for (String kv : pairs) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return Settings.of(p);
  }

  private static PhaseFacts run(long records, long loadRange) {
    return new PhaseFacts(true, records, loadRange, "basic", false);
  }

  private void check(Settings s, PhaseFacts facts) {
    new CoreWorkload().check(s, facts, warnings::add);
  }

  @Test
  void anEmptyTableNameIsRefusedInEitherPhase() {
    assertThatThrownBy(() -> check(settings("table= "), new PhaseFacts(false, 10, 10, "basic", false)))
        .isInstanceOf(UsageException.class).hasMessage("table=: expected a table name");
  }

  @Test
  void validationWithDataintegrityIsRefusedInOneLine() {
    assertThatThrownBy(() -> check(settings("validation=true", "dataintegrity=true"), run(100, 100)))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("validation=true with dataintegrity=true: expected one of them");
  }

  @Test
  void validationWithWritesThatExpireOrWithBatchesIsRefusedRatherThanMisjudged() {
    assertThatThrownBy(() -> check(settings("validation=true", "ttl=60"), run(100, 100)))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("validation=true with ttl=60: ");
    for (String size : List.of("batchreadsize", "batchinsertsize", "batchupdatesize")) {
      assertThatThrownBy(() -> check(settings("validation=true", size + "=4"), run(100, 100)))
          .isInstanceOf(UsageException.class).hasMessageStartingWith("validation=true with " + size + "=4: ");
    }
    check(settings("validation=true", "ttl=0", "batchreadsize=1"), run(100, 100));
  }

  @Test
  void validationRefusesAFieldTooShortForItsHeader() {
    assertThatThrownBy(() -> check(settings("validation=true", "fieldlength=35"), run(100, 100)))
        .isInstanceOf(UsageException.class)
        .hasMessage("fieldlength=35: expected at least 36 with validation=true (a validated value's header)");
    assertThatThrownBy(() -> check(settings("validation=true", "fieldlengthdistribution=uniform"), run(100, 100)))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("minfieldlength=1: expected at least 36");
    check(settings("validation=true", "fieldlengthdistribution=zipfian", "minfieldlength=36"), run(100, 100));
    check(settings("validation=true", "fieldlength=36"), new PhaseFacts(false, 10, 10, "basic", false));
  }

  @Test
  void proportionsNotSummingToOneAreDividedByTheSumWithOneWarning() {
    check(settings("readproportion=0.5", "updateproportion=0.25"), run(100, 100));
    assertThat(warnings).containsExactly("[WARN] the operation proportions sum to 0.7500, not 1: each is divided by"
        + " the sum (as upstream does)");
  }

  @Test
  void readsWithoutLoadedRecordsAreWarnedOfWithWhy() {
    check(settings(), run(0, 0));
    check(settings("insertstart=100"), run(100, 0));
    check(settings("insertcount=0", "insertproportion=0.5", "readproportion=0.5", "updateproportion=0"), run(100, 0));
    assertThat(warnings).containsExactly(
        "[WARN] recordcount=0: reads, updates, scans and deletes find no loaded records (set recordcount to the"
            + " loaded data set)",
        "[WARN] recordcount=100 with insertstart=100 (this client's key range insertstart to recordcount - 1 is"
            + " empty): reads, updates, scans and deletes find no loaded records (set recordcount to the loaded data"
            + " set)",
        "[WARN] recordcount=100 with insertcount=0: reads, updates, scans and deletes find only the keys this run"
            + " inserts");
  }

  @Test
  void aStoreThatStartsEmptyRefusesARunOfReadsAndWarnsARunThatInsertsToo() {
    PhaseFacts empty = new PhaseFacts(true, 100, 100, "memory", true);
    assertThatThrownBy(() -> check(settings(), empty)).isInstanceOf(UsageException.class)
        .hasMessage("db=memory: nothing is loaded in this process, so every operation would be NOT_FOUND; the memory"
            + " binding keeps its data in the process: use 'loadrun'");
    check(settings("insertproportion=0.5", "readproportion=0.5", "updateproportion=0"), empty);
    assertThat(warnings).containsExactly("[WARN] db=memory: nothing is loaded in this process (use 'loadrun'):"
        + " reads, updates and deletes find only the keys this run inserts");
  }

  @Test
  void aLoadPhaseAndAWellFormedRunSayNothing() {
    check(settings("readproportion=0.5", "updateproportion=0.5"), new PhaseFacts(false, 100, 100, "memory", true));
    check(settings(), run(100, 100));
    assertThat(warnings).isEmpty();
  }

  @Test
  void coreWorkloadAndItsSubclassesLoadAKeyRangeAndTheBaseWorkloadDoesNot() {
    assertThat(new CoreWorkload().loadsKeyRange()).isTrue();
    assertThat(new ConstantOccupancyWorkload().loadsKeyRange()).isTrue();
    assertThat(new TimeSeriesWorkload().loadsKeyRange()).isFalse();
  }
}
