package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A property nothing reads (a misspelling) warns in an interactive run and stops a strict one:
 * {@code strict=true}, or by default with thresholds or in CI; a binding's own properties, and
 * those of a binding built against upstream that declares none, are never refused.
 */
class StrictPropertiesTest {
  private static final Map<String, String> NO_CI = Map.of();
  private static final Map<String, String> CI = Map.of("CI", "true");

  private static CommandLineTest.Outcome run(Map<String, String> env, String db, String... extra) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", db, "-p", "operationcount=10",
        "-p", "hdrhistogram.fileoutput=false", "-p", "basicdb.verbose=false"));
    a.addAll(List.of(extra));
    return CommandLineTest.runIn(env, a.toArray(new String[0]));
  }

  private static void assertRefused(CommandLineTest.Outcome o, String because) {
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).isEqualTo("Error: properties that nothing reads: recordcont (did you mean recordcount?);"
        + " refused because " + because + " (a misspelt property would run with its default): correct the name,"
        + " or -p strict=false to run anyway");
    assertThat(o.err()).doesNotContain("Running the workload");
  }

  @Test
  void aMisspeltPropertyOnlyWarnsInAnInteractiveRun() {
    CommandLineTest.Outcome o = run(NO_CI, "basic", "-p", "recordcont=500");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("[WARN] properties that nothing reads (misspelled?): recordcont (did you mean recordcount?)");
  }

  @Test
  void aMisspeltPropertyStopsARunWithThresholdsInCiOrWithStrict() {
    assertRefused(run(NO_CI, "basic", "-p", "recordcont=500", "-p", "thresholds=TOTAL.errorrate < 1%"),
        "thresholds are set");
    assertRefused(run(CI, "basic", "-p", "recordcont=500"), "CI is set");
    assertRefused(run(NO_CI, "basic", "-p", "recordcont=500", "-p", "strict=true"), "strict=true");
  }

  @Test
  void strictFalseLetsThemPassInCiAndACiOfFalseIsNoCi() {
    assertThat(run(CI, "basic", "-p", "recordcont=500", "-p", "strict=false").code()).isZero();
    assertThat(run(Map.of("CI", "false"), "basic", "-p", "recordcont=500").code()).isZero();
  }

  @Test
  void aBindingsDeclaredPropertiesAndUpstreamBindingsOwnPropertiesAreNeverRefused() {
    // basicdb.verbose is declared by the basic binding's descriptor
    assertThat(run(CI, "basic").code()).isZero();
    // a binding built against upstream declares nothing: it may read any name that is not close to one of ours
    String upstream = "site.ycsb.cli.EarlierRunsTest$ExternalStoreDB";
    CommandLineTest.Outcome own = run(CI, upstream, "-p", "mydb.url=x", "-p", "columnfamily=f");
    assertThat(own.code()).as(own.err()).isZero();
    assertThat(own.err()).contains("[WARN] properties that nothing reads (misspelled?): columnfamily");
    assertRefused(run(CI, upstream, "-p", "recordcont=500"), "CI is set");
  }
}
