package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import site.ycsb.DBException;
import site.ycsb.config.PropertyDefinition;

/**
 * Reads typed values through {@link PropertyDefinition}s; a bad value becomes a one-line
 * {@link DBException} naming the property and what was expected. Secret values are never quoted.
 */
final class PropertyReader {
  private final Properties props;

  PropertyReader(Properties props) {
    this.props = props;
  }

  /** The trimmed value or default; null when neither is set or the value is blank. */
  String text(PropertyDefinition def) {
    String value = def.get(props);
    if (value == null || value.isBlank()) {
      return null;
    }
    return value.trim();
  }

  String required(PropertyDefinition def, String expected) throws DBException {
    String value = text(def);
    if (value == null) {
      throw new DBException(def.name() + " is required: expected " + expected);
    }
    return value;
  }

  int integer(PropertyDefinition def, int min, int max) throws DBException {
    String value = required(def, "an integer from " + min + " to " + max);
    try {
      int parsed = Integer.parseInt(value);
      if (parsed >= min && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below, with the range
    }
    throw invalid(def, "an integer from " + min + " to " + max, value);
  }

  boolean bool(PropertyDefinition def) throws DBException {
    String value = required(def, "true or false");
    if (value.equalsIgnoreCase("true") || value.equalsIgnoreCase("false")) {
      return Boolean.parseBoolean(value);
    }
    throw invalid(def, "true or false", value);
  }

  /** A consistency level other than the {@code excluded} ones (those the operation cannot use). */
  ConsistencyLevel consistency(PropertyDefinition def, Set<DefaultConsistencyLevel> excluded) throws DBException {
    String expected = "one of " + Arrays.stream(DefaultConsistencyLevel.values())
        .filter(level -> !excluded.contains(level)).map(Enum::name).collect(Collectors.joining(", "));
    String value = required(def, expected);
    for (DefaultConsistencyLevel level : DefaultConsistencyLevel.values()) {
      if (level.name().equals(value.toUpperCase(Locale.ROOT)) && !excluded.contains(level)) {
        return level;
      }
    }
    throw invalid(def, expected, value);
  }

  /** An optional path that, when given, must name a readable file. */
  Path existingFile(PropertyDefinition def) throws DBException {
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

  private static DBException invalid(PropertyDefinition def, String expected, String value) {
    String shown = def.secret() ? "(secret value)" : "'" + value + "'";
    return new DBException(def.name() + ": expected " + expected + ", got " + shown);
  }
}
