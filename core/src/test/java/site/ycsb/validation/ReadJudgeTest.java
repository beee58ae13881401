package site.ycsb.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The classification as a pure function of the key's ledger word before and after a read and what it returned. */
class ReadJudgeTest {
  private final Ledger ledger = new Ledger(7, 1);

  private ReadClass read(long before, long version) {
    return ReadJudge.row(before, ledger.state(0), 0, ledger, new int[] {0}, new long[] {version}, 1);
  }

  private long acknowledged(Ledger.Kind kind) {
    long v = ledger.begin(0);
    ledger.end(0, v, kind, Ledger.Outcome.ACKNOWLEDGED);
    return v;
  }

  @Test
  void anOlderVersionThanTheLastAcknowledgedIsStaleAndTheLatestValid() {
    acknowledged(Ledger.Kind.FULL);
    long v2 = acknowledged(Ledger.Kind.FULL);
    long before = ledger.state(0);
    assertThat(read(before, v2)).isEqualTo(ReadClass.VALID);
    assertThat(read(before, v2 - 1)).isEqualTo(ReadClass.STALE);
    assertThat(read(before, ValueCodec.FOREIGN)).as("another writer's value where ours must be").isEqualTo(ReadClass.STALE);
  }

  @Test
  void aReadOverlappingAnInFlightWriteAcceptsEitherVersion() {
    long v1 = acknowledged(Ledger.Kind.FULL);
    long v2 = ledger.begin(0);
    long before = ledger.state(0);
    assertThat(read(before, v1)).isEqualTo(ReadClass.VALID);
    assertThat(read(before, v2)).isEqualTo(ReadClass.VALID);
    assertThat(ReadJudge.notFound(before, ledger.state(0))).as("the write in flight may be anything").isEqualTo(ReadClass.VALID);
    ledger.end(0, v2, Ledger.Kind.FULL, Ledger.Outcome.ACKNOWLEDGED);
    assertThat(read(ledger.state(0), v1)).as("once acknowledged before the read began").isEqualTo(ReadClass.STALE);
  }

  @Test
  void aWriteBegunDuringTheReadMakesEitherAnswerAcceptable() {
    acknowledged(Ledger.Kind.FULL);
    long before = ledger.state(0);
    long v2 = ledger.begin(0);
    ledger.end(0, v2, Ledger.Kind.DELETE, Ledger.Outcome.ACKNOWLEDGED);
    assertThat(ReadJudge.notFound(before, ledger.state(0))).isEqualTo(ReadClass.VALID);
    assertThat(ReadJudge.notFound(before, before)).as("no write during the read").isEqualTo(ReadClass.LOST);
  }

  @Test
  void overlappingWritesOfTheClientItselfLeaveEitherVersionValidUntilOneWriteSettlesTheKey() {
    acknowledged(Ledger.Kind.FULL);
    long a = ledger.begin(0);
    long b = ledger.begin(0);
    ledger.end(0, b, Ledger.Kind.FULL, Ledger.Outcome.ACKNOWLEDGED);
    ledger.end(0, a, Ledger.Kind.FULL, Ledger.Outcome.ACKNOWLEDGED);
    long before = ledger.state(0);
    assertThat(read(before, a)).as("the database may have applied a last").isEqualTo(ReadClass.VALID);
    assertThat(read(before, b)).isEqualTo(ReadClass.VALID);
    long c = acknowledged(Ledger.Kind.FULL);
    assertThat(read(ledger.state(0), b)).as("a write alone settles the key again").isEqualTo(ReadClass.STALE);
    assertThat(read(ledger.state(0), c)).isEqualTo(ReadClass.VALID);
  }

  @Test
  void aRefusedWriteChangesNothingAndAnUnknownOneMakesTheKeyUnverifiableUntilTheNextAcknowledgedWrite() {
    long v1 = acknowledged(Ledger.Kind.FULL);
    long refused = ledger.begin(0);
    ledger.end(0, refused, Ledger.Kind.FULL, Ledger.Outcome.REFUSED);
    assertThat(read(ledger.state(0), v1)).isEqualTo(ReadClass.VALID);
    assertThat(KeyState.version(ledger.state(0))).isEqualTo(v1);
    long unknown = ledger.begin(0);
    ledger.end(0, unknown, Ledger.Kind.FULL, Ledger.Outcome.UNKNOWN);
    assertThat(read(ledger.state(0), v1)).isEqualTo(ReadClass.UNVERIFIABLE);
    assertThat(ReadJudge.notFound(ledger.state(0), ledger.state(0))).isEqualTo(ReadClass.UNVERIFIABLE);
    long v3 = acknowledged(Ledger.Kind.FULL);
    assertThat(read(ledger.state(0), v1)).isEqualTo(ReadClass.STALE);
    assertThat(read(ledger.state(0), v3)).isEqualTo(ReadClass.VALID);
  }

  @Test
  void aDeleteAcknowledgedMakesAReturnedRowResurrectedAndNotFoundValid() {
    acknowledged(Ledger.Kind.FULL);
    long d = acknowledged(Ledger.Kind.DELETE);
    assertThat(read(ledger.state(0), d - 1)).isEqualTo(ReadClass.RESURRECTED);
    assertThat(ReadJudge.notFound(ledger.state(0), ledger.state(0))).isEqualTo(ReadClass.VALID);
  }

  @Test
  void aKeyNeverWrittenByThisClientIsUnverifiableAndACorruptValueIsCorruptWhatever() {
    assertThat(read(0, 5)).isEqualTo(ReadClass.UNVERIFIABLE);
    assertThat(read(0, ValueCodec.CORRUPT)).isEqualTo(ReadClass.CORRUPT);
  }

  @Test
  void oneFieldUpdatesAreJudgedOnTheFieldTheirVersionNames() {
    Ledger wide = new Ledger(7, 10);
    long v1 = wide.begin(3);
    wide.end(3, v1, Ledger.Kind.FULL, Ledger.Outcome.ACKNOWLEDGED);
    long v2 = wide.begin(3);
    wide.end(3, v2, Ledger.Kind.ONE_FIELD, Ledger.Outcome.ACKNOWLEDGED);
    int written = wide.fieldOf(3, v2);
    int other = (written + 1) % 10;
    long s = wide.state(3);
    assertThat(ReadJudge.row(s, s, 3, wide, new int[] {written, other}, new long[] {v2, v1}, 2)).isEqualTo(ReadClass.VALID);
    assertThat(ReadJudge.row(s, s, 3, wide, new int[] {written, other}, new long[] {v1, v1}, 2)).isEqualTo(ReadClass.STALE);
  }
}
