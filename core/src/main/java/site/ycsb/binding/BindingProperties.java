package site.ycsb.binding;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.stream.Collectors;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.UsageException;

/**
 * Typed reads of a binding's documented properties (its {@link PropertyDefinition} table). A
 * missing or malformed value fails with a {@link UsageException}: one line naming the property and
 * what was expected, exit code 2, wherever it is thrown (a binding's {@code init} included). A
 * secret's value is never repeated.
 */
public final class BindingProperties {
  private final Properties props;

  public BindingProperties(Properties props) {
    this.props = props;
  }

  /** The trimmed value (a secret's as given), or the default; null when neither is set or it is blank. */
  public String text(PropertyDefinition def) {
    String value = def.get(props);
    if (value == null || value.isBlank()) {
      return null;
    }
    return def.secret() ? value : value.trim();
  }

  /** Whether the user gave a (non-blank) value, as opposed to the default applying. */
  public boolean isSet(PropertyDefinition def) {
    String value = props.getProperty(def.name());
    return value != null && !value.isBlank();
  }

  /** A value that must be there; {@code expected} says what it should look like. */
  public String required(PropertyDefinition def, String expected) {
    String value = text(def);
    if (value == null) {
      throw new UsageException(def.name() + ": missing; expected " + expected);
    }
    return value;
  }

  /** An integer in [min, max]. */
  public int integer(PropertyDefinition def, int min, int max) {
    OptionalInt value = optionalInteger(def, min, max);
    if (value.isEmpty()) {
      throw new UsageException(def.name() + ": missing; expected " + range(min, max));
    }
    return value.getAsInt();
  }

  /** Empty when unset (without a default); else an integer in [min, max]. */
  public OptionalInt optionalInteger(PropertyDefinition def, int min, int max) {
    String value = text(def);
    if (value == null) {
      return OptionalInt.empty();
    }
    try {
      int parsed = Integer.parseInt(value);
      if (parsed >= min && parsed <= max) {
        return OptionalInt.of(parsed);
      }
    } catch (NumberFormatException e) {
      // reported below, with the range
    }
    throw invalid(def, range(min, max), value);
  }

  private static String range(int min, int max) {
    return max == Integer.MAX_VALUE ? "a whole number >= " + min : "a whole number from " + min + " to " + max;
  }

  /** Only true or false (any case): a typo must not silently mean false. */
  public boolean bool(PropertyDefinition def) {
    String value = required(def, "true or false");
    if (value.equalsIgnoreCase("true")) {
      return true;
    }
    if (value.equalsIgnoreCase("false")) {
      return false;
    }
    throw invalid(def, "true or false", value);
  }

  /** A constant of {@code type}, matched case-insensitively. */
  public <E extends Enum<E>> E choice(PropertyDefinition def, Class<E> type) {
    String allowed = Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
    String value = required(def, "one of " + allowed);
    try {
      return Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw invalid(def, "one of " + allowed, value);
    }
  }

  /** An optional path that, when given, names a readable file. */
  public Path readableFile(PropertyDefinition def) {
    String value = text(def);
    if (value == null) {
      return null;
    }
    Path path = Path.of(value);
    if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
      throw invalid(def, "a readable file", value);
    }
    return path;
  }

  /** The one-line error for a bad value of {@code def}. */
  public static UsageException invalid(PropertyDefinition def, String expected, String value) {
    String shown = def.secret() ? "(secret value)" : "'" + value + "'";
    return new UsageException(def.name() + "=" + shown + ": expected " + expected);
  }
}
