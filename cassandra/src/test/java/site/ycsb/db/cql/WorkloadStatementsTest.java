package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;
import site.ycsb.db.cql.StatementCache.Kind;
import site.ycsb.db.cql.WorkloadStatements.Statement;

class WorkloadStatementsTest {
  private static List<Statement> of(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return WorkloadStatements.of(Settings.of(p));
  }

  private static final Set<String> ALL = Set.of("f0", "f1", "f2");

  @Test
  void theDefaultMixReadsEveryFieldAndUpdatesEachSingleField() {
    assertThat(of("fieldcount", "3", "fieldnameprefix", "f")).containsExactly(
        new Statement(Kind.INSERT, "usertable", ALL),
        new Statement(Kind.READ, "usertable", null),
        new Statement(Kind.UPDATE, "usertable", Set.of("f0")),
        new Statement(Kind.UPDATE, "usertable", Set.of("f1")),
        new Statement(Kind.UPDATE, "usertable", Set.of("f2")));
  }

  @Test
  void singleFieldReadsAndScansGetAStatementPerFieldAndWriteAllFieldsOneUpdate() {
    assertThat(of("fieldcount", "3", "fieldnameprefix", "f", "table", "t", "readallfields", "false",
        "writeallfields", "true", "scanproportion", "0.1", "deleteproportion", "0.1")).containsExactly(
        new Statement(Kind.INSERT, "t", ALL),
        new Statement(Kind.READ, "t", Set.of("f0")),
        new Statement(Kind.READ, "t", Set.of("f1")),
        new Statement(Kind.READ, "t", Set.of("f2")),
        new Statement(Kind.SCAN, "t", Set.of("f0")),
        new Statement(Kind.SCAN, "t", Set.of("f1")),
        new Statement(Kind.SCAN, "t", Set.of("f2")),
        new Statement(Kind.UPDATE, "t", ALL),
        new Statement(Kind.DELETE, "t", null));
  }

  @Test
  void anInsertOnlyMixPreparesOnlyTheInsertAndReadModifyWriteBringsReadAndUpdate() {
    assertThat(of("fieldcount", "3", "fieldnameprefix", "f", "readproportion", "0", "updateproportion", "0",
        "insertproportion", "1")).containsExactly(new Statement(Kind.INSERT, "usertable", ALL));
    assertThat(of("fieldcount", "3", "fieldnameprefix", "f", "readproportion", "0", "updateproportion", "0",
        "readmodifywriteproportion", "1", "readallfieldsbyname", "true", "writeallfields", "true")).containsExactly(
        new Statement(Kind.INSERT, "usertable", ALL),
        new Statement(Kind.READ, "usertable", ALL),
        new Statement(Kind.UPDATE, "usertable", ALL));
  }

  @Test
  void writesThatExpireAreThoseUsingTtl() {
    assertThat(of("fieldcount", "3", "fieldnameprefix", "f", "ttl", "60", "writeallfields", "true"))
        .containsExactly(
            new Statement(Kind.INSERT_TTL, "usertable", ALL),
            new Statement(Kind.READ, "usertable", null),
            new Statement(Kind.UPDATE_TTL, "usertable", ALL));
  }

  @Test
  void settingsTheWorkloadWouldRefuseYieldNothingToPrepare() {
    assertThat(of("fieldcount", "many")).isEmpty();
  }
}
