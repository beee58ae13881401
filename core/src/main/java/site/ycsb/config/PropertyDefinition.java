package site.ycsb.config;

/**
 * One documented property: its name, its default (null when it has none) and what it means. A
 * secret property's value is never printed.
 */
public record PropertyDefinition(String name, String defaultValue, String description, boolean secret) {

  public static PropertyDefinition of(String name, String defaultValue, String description) {
    return new PropertyDefinition(name, defaultValue, description, false);
  }

  public static PropertyDefinition secret(String name, String description) {
    return new PropertyDefinition(name, null, description, true);
  }

  /** The value in {@code props}, or the default. */
  public String get(java.util.Properties props) {
    return props.getProperty(name, defaultValue);
  }
}
