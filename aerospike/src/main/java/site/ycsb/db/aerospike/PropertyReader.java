package site.ycsb.db.aerospike;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.stream.Collectors;
import site.ycsb.DBException;
import site.ycsb.config.PropertyDefinition;

/**
 * Typed reads of documented properties. A bad value fails with a one-line {@link DBException}
 * that names the property and what was expected; a secret's value is never echoed.
 */
public final class PropertyReader {
  private final Properties properties;

  public PropertyReader(Properties properties) {
    this.properties = properties;
  }

  /** The value (trimmed, unless secret) or the default; a blank value counts as unset. */
  public Optional<String> optional(PropertyDefinition def) {
    String value = def.get(properties);
    if (value == null || value.isBlank()) {
      return Optional.ofNullable(def.defaultValue());
    }
    return Optional.of(def.secret() ? value : value.trim());
  }

  /** A value that must be present (from the properties or the default). */
  public String required(PropertyDefinition def) throws DBException {
    return optional(def).orElseThrow(() -> invalid(def, "a value", null));
  }

  public int intAtLeast(PropertyDefinition def, int min) throws DBException {
    return intInRange(def, min, Integer.MAX_VALUE);
  }

  public int intInRange(PropertyDefinition def, int min, int max) throws DBException {
    OptionalInt value = optionalIntInRange(def, min, max);
    if (value.isEmpty()) {
      throw invalid(def, range(min, max), null);
    }
    return value.getAsInt();
  }

  public OptionalInt optionalIntAtLeast(PropertyDefinition def, int min) throws DBException {
    return optionalIntInRange(def, min, Integer.MAX_VALUE);
  }

  /** Empty when unset without a default; otherwise an integer in [min, max]. */
  public OptionalInt optionalIntInRange(PropertyDefinition def, int min, int max) throws DBException {
    Optional<String> value = optional(def);
    if (value.isEmpty()) {
      return OptionalInt.empty();
    }
    try {
      int parsed = Integer.parseInt(value.get());
      if (parsed >= min && parsed <= max) {
        return OptionalInt.of(parsed);
      }
    } catch (NumberFormatException e) {
      // reported below, with the property's name
    }
    throw invalid(def, range(min, max), value.get());
  }

  private static String range(int min, int max) {
    return max == Integer.MAX_VALUE ? "an integer >= " + min : "an integer from " + min + " to " + max;
  }

  /** Only true or false (any case): a typo must not silently mean false. */
  public boolean bool(PropertyDefinition def) throws DBException {
    String value = required(def);
    if (value.equalsIgnoreCase("true")) {
      return true;
    }
    if (value.equalsIgnoreCase("false")) {
      return false;
    }
    throw invalid(def, "true or false", value);
  }

  /** A constant of {@code type}, matched case-insensitively. */
  public <E extends Enum<E>> E enumValue(PropertyDefinition def, Class<E> type) throws DBException {
    String value = required(def);
    try {
      return Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      String allowed = Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
      throw invalid(def, "one of " + allowed, value);
    }
  }

  /** The one-line error for a bad (or, when {@code value} is null, missing) value of {@code def}. */
  public static DBException invalid(PropertyDefinition def, String expected, String value) {
    String got = def.secret() ? "" : value == null ? ", got nothing" : ", got '" + value + "'";
    return new DBException(def.name() + ": expected " + expected + got);
  }
}
