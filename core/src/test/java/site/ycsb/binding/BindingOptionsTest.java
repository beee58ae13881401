package site.ycsb.binding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/** A binding's options read typed, with the bindings' one-line errors. */
class BindingOptionsTest {
  private static final Option<Integer> PORT = BindingOptions.integer("kv.port", 3000, 1, 65535);
  private static final Option<Integer> RETRIES = BindingOptions.integer("kv.retries", null, 0, Integer.MAX_VALUE);
  private static final Option<Boolean> DURABLE = BindingOptions.flag("kv.durable", false);
  private static final Option<TimeUnit> UNIT = BindingOptions.choice("kv.unit", TimeUnit.SECONDS, TimeUnit.class);
  private static final Option<String> HOST = BindingOptions.required("kv.host", null, "a host name");
  private static final Option<String> ZONE = BindingOptions.text("kv.zone", "eu");
  private static final Option<String> PASSWORD = BindingOptions.secret("kv.password");
  private static final Option<Path> CONFIG = BindingOptions.readableFile("kv.config");

  private static Settings settings(String... pairs) {
    Properties p = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return Settings.of(p);
  }

  private static String error(Settings s, Option<?> option) {
    try {
      s.get(option);
    } catch (UsageException e) {
      return e.getMessage();
    }
    throw new AssertionError("expected a UsageException (exit 2)");
  }

  @Test
  void unsetOptionsReadTheirDefaultAndOptionalOnesNull() {
    Settings s = settings();
    assertThat(s.get(PORT)).isEqualTo(3000);
    assertThat(s.get(RETRIES)).isNull();
    assertThat(s.get(DURABLE)).isFalse();
    assertThat(s.get(UNIT)).isEqualTo(TimeUnit.SECONDS);
    assertThat(s.get(ZONE)).isEqualTo("eu");
    assertThat(s.get(PASSWORD)).isNull();
    assertThat(s.get(CONFIG)).isNull();
  }

  @Test
  void givenValuesAreTrimmedAndParsedExceptASecret() {
    Settings s = settings("kv.port", " 4000 ", "kv.durable", "TRUE", "kv.unit", "millisecondS", "kv.zone", " us ",
        "kv.password", " pw ");
    assertThat(s.get(PORT)).isEqualTo(4000);
    assertThat(s.get(DURABLE)).isTrue();
    assertThat(s.get(UNIT)).isEqualTo(TimeUnit.MILLISECONDS);
    assertThat(s.get(ZONE)).isEqualTo("us");
    assertThat(s.get(PASSWORD)).isEqualTo(" pw ");
  }

  @Test
  void badValuesAreOneLineNamingThePropertyTheValueAndWhatIsExpected() {
    assertThat(error(settings("kv.port", "70000"), PORT)).isEqualTo("kv.port='70000': expected a whole number from 1 to 65535");
    assertThat(error(settings("kv.retries", "many"), RETRIES)).isEqualTo("kv.retries='many': expected a whole number >= 0");
    assertThat(error(settings("kv.durable", "yes"), DURABLE)).isEqualTo("kv.durable='yes': expected true or false");
    assertThat(error(settings("kv.unit", "weeks"), UNIT)).startsWith("kv.unit='weeks': expected one of NANOSECONDS, ");
  }

  @Test
  void aRequiredValueLeftOutOrBlankIsMissing() {
    assertThat(error(settings(), HOST)).isEqualTo("kv.host: missing; expected a host name");
    assertThat(error(settings("kv.port", " "), PORT)).isEqualTo("kv.port: missing; expected a whole number from 1 to 65535");
    assertThat(settings("kv.retries", " ").get(RETRIES)).isNull();
    assertThat(settings("kv.zone", "").get(ZONE)).isNull();
  }

  @Test
  void aFileMustBeThereAndReadable(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("kv.conf"), "x");
    assertThat(settings("kv.config", file.toString()).get(CONFIG)).isEqualTo(file);
    assertThat(error(settings("kv.config", dir.toString()), CONFIG))
        .isEqualTo("kv.config='" + dir + "': expected a readable file");
  }

  @Test
  void theTablesShowTheDefaultsAsDeclaredAndASecretNever() {
    assertThat(PORT.defaultText()).isEqualTo("3000");
    assertThat(UNIT.defaultText()).isEqualTo("SECONDS");
    assertThat(DURABLE.defaultText()).isEqualTo("false");
    assertThat(PASSWORD.isSecret()).isTrue();
    assertThat(BindingOptions.invalid(PASSWORD, "text", "pw")).hasMessage("kv.password=(secret value): expected text");
  }
}
