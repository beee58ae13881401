package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.config.UsageException;

/**
 * The example binding of docs/writing-a-binding.md, compiled from the page's own text against the
 * core jar, keeps each rule the page states: bad settings are one-line usage errors, failures are
 * statuses by rule, warnings are rate-limited, the shared client lives for one run.
 */
class BindingKitExampleTest {
  private static Class<?> binding;

  @BeforeAll
  static void compile(@TempDir Path work) throws Exception {
    Path doc = DocExampleCompiler.doc("ycsb.binding.doc", "writing-a-binding.md");
    binding = DocExampleCompiler.compileAndLoad(DocExampleCompiler.exampleSource(doc), work);
  }

  private static DB create(String... keyValues) throws Exception {
    DB db = (DB) binding.getConstructor().newInstance();
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    db.setProperties(p);
    return db;
  }

  private static Object client(DB db) throws Exception {
    return binding.getMethod("client").invoke(db);
  }

  @Test
  void badSettingsAreOneLineUsageErrorsNamingTheProperty() throws Exception {
    assertThatThrownBy(() -> create("kv.timeoutms", "abc").init()).isInstanceOf(UsageException.class)
        .hasMessage("kv.timeoutms='abc': expected a whole number from 1 to 60000");
    assertThatThrownBy(() -> create("kv.durability", "flash").init()).isInstanceOf(UsageException.class)
        .hasMessage("kv.durability='flash': expected one of MEMORY, DISK");
  }

  @Test
  void operationsNeverThrowAndFailuresAreStatusesByRule() throws Exception {
    DB db = create("kv.password", "hunter2");
    db.init();
    try {
      Map<String, ByteIterator> row = Map.of("field0", new StringByteIterator("v"));
      assertThat(db.insert("usertable", "user1", row)).isEqualTo(Status.OK);
      Map<String, ByteIterator> read = new HashMap<>();
      assertThat(db.read("usertable", "user1", null, read)).isEqualTo(Status.OK);
      assertThat(read.get("field0").toString()).isEqualTo("v");
      assertThat(db.read("usertable", "nobody", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
      assertThat(db.toString()).doesNotContain("hunter2");

      Field failure = client(db).getClass().getDeclaredField("failure");
      failure.setAccessible(true);
      PrintStream saved = System.err;
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      try {
        failure.set(client(db), new TimeoutException("no answer in 2000 ms"));
        for (int i = 0; i < 100; i++) {
          assertThat(db.read("usertable", "user1", null, new HashMap<>()).getName()).isEqualTo("TIMEOUT");
        }
        failure.set(client(db), new IllegalStateException("busy"));
        assertThat(db.read("usertable", "user1", null, new HashMap<>()).getName()).isEqualTo("OVERLOADED");
        failure.set(client(db), new RuntimeException("disk on fire"));
        assertThat(db.read("usertable", "user1", null, new HashMap<>())).isEqualTo(Status.ERROR);
      } finally {
        System.setErr(saved);
      }
      assertThat(err.toString(StandardCharsets.UTF_8).lines())
          .as("one warning per status however many failures")
          .containsExactly("[WARN] kv read failed with TIMEOUT: TimeoutException: no answer in 2000 ms",
              "[WARN] kv read failed with OVERLOADED: IllegalStateException: busy",
              "[WARN] kv read failed with ERROR: RuntimeException: disk on fire");
    } finally {
      db.cleanup();
    }
  }

  @Test
  void threadsShareOneClientThatTheLastCleanupForgets() throws Exception {
    DB first = create();
    DB second = create();
    first.init();
    second.init();
    Object shared = client(first);
    assertThat(client(second)).isSameAs(shared);
    first.cleanup();
    second.cleanup();

    DB nextRun = create();
    nextRun.init();
    assertThat(client(nextRun)).as("a second benchmark in the same JVM starts afresh").isNotSameAs(shared);
    nextRun.cleanup();
  }

  @Test
  void theReadmeLinksThePage() throws Exception {
    Path doc = DocExampleCompiler.doc("ycsb.binding.doc", "writing-a-binding.md");
    assertThat(doc).isRegularFile();
    Path readme = doc.toAbsolutePath().normalize().getParent().getParent().resolve("README.md");
    assertThat(java.nio.file.Files.readString(readme)).contains("](docs/writing-a-binding.md)");
  }
}
