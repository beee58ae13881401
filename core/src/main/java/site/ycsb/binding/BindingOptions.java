package site.ycsb.binding;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/**
 * Declares a binding's options ({@link Option}s) with the bindings' wording of errors: the value
 * quoted ({@code as.port='70000': expected a whole number from 1 to 65535}), a required value left
 * blank {@code name: missing; expected ...}, a secret's value never repeated. The binding reads them
 * typed, {@code Settings.of(getProperties()).get(KvOptions.PORT)}; a bad value is a
 * {@link UsageException}: one line, exit code 2, wherever it is thrown (a binding's {@code init}
 * included).
 */
public final class BindingOptions {
  private BindingOptions() {
  }

  /** Optional text, trimmed; null when unset without a default, or blank. */
  public static Option<String> text(String name, String def) {
    return Option.custom(name, OptionType.TEXT, def, def, (p, n, d) -> given(p, n, def, true));
  }

  /** Text that must be there (unset with a default: the default); {@code expected} says what it looks like. */
  public static Option<String> required(String name, String def, String expected) {
    return Option.custom(name, OptionType.TEXT, def, def, (p, n, d) -> need(n, given(p, n, def, true), expected));
  }

  /** A password or key, as given (not trimmed); null when unset or blank; never printed. */
  public static Option<String> secret(String name) {
    return Option.custom(name, OptionType.TEXT, (String) null, null, (p, n, d) -> given(p, n, null, false)).secret();
  }

  /**
   * A whole number in [min, max]. With a default it must be there (blank is missing); without one
   * it is optional and null when unset.
   */
  public static Option<Integer> integer(String name, Integer def, int min, int max) {
    String expected = max == Integer.MAX_VALUE ? "a whole number >= " + min
        : "a whole number from " + min + " to " + max;
    Function<String, Integer> parse = text -> {
      try {
        int value = Integer.parseInt(text);
        return value >= min && value <= max ? value : null;
      } catch (NumberFormatException e) {
        return null;
      }
    };
    String defText = def == null ? null : def.toString();
    return Option.custom(name, OptionType.INT, def, defText, (p, n, d) -> {
      String value = given(p, n, defText, true);
      return value == null && def == null ? null : check(n, need(n, value, expected), expected, parse);
    });
  }

  /** Only true or false (any case): a typo must not silently mean false. */
  public static Option<Boolean> flag(String name, boolean def) {
    return parsed(name, OptionType.BOOLEAN, def, Boolean.toString(def), "true or false",
        text -> text.equalsIgnoreCase("true") ? Boolean.TRUE : text.equalsIgnoreCase("false") ? Boolean.FALSE : null);
  }

  /** A constant of {@code type}, matched case-insensitively; the tables show it as declared. */
  public static <E extends Enum<E>> Option<E> choice(String name, E def, Class<E> type) {
    String expected = "one of " + Arrays.stream(type.getEnumConstants()).map(Enum::name)
        .collect(Collectors.joining(", "));
    return parsed(name, OptionType.ENUM, def, def.name(), expected, text -> {
      try {
        return Enum.valueOf(type, text.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        return null;
      }
    });
  }

  /** An optional path that, when given, names a readable file; null when unset. */
  public static Option<Path> readableFile(String name) {
    return Option.custom(name, OptionType.PATH, (Path) null, null, (p, n, d) -> {
      String value = given(p, n, null, true);
      return value == null ? null : check(n, value, "a readable file", text -> {
        Path path = Path.of(text);
        return Files.isRegularFile(path) && Files.isReadable(path) ? path : null;
      });
    });
  }

  /**
   * A value that must be there, which {@code parse} turns into a {@code T}, or null when it is not
   * what {@code expected} says; {@code defText} is how the tables show {@code def}.
   */
  public static <T> Option<T> parsed(String name, OptionType type, T def, String defText, String expected,
      Function<String, T> parse) {
    return Option.custom(name, type, def, defText,
        (p, n, d) -> check(n, need(n, given(p, n, defText, true), expected), expected, parse));
  }

  /** The one-line error for a bad value of {@code option}: {@code name='value': expected ...}. */
  public static UsageException invalid(Option<?> option, String expected, String value) {
    String shown = option.isSecret() ? "(secret value)" : "'" + value + "'";
    return new UsageException(option.name() + "=" + shown + ": expected " + expected);
  }

  /** The one-line error for a value that is not there: {@code name: missing; expected ...}. */
  public static UsageException missing(Option<?> option, String expected) {
    return new UsageException(option.name() + ": missing; expected " + expected);
  }

  /** The value given, else the default; null when that is blank too. */
  private static String given(Props props, String name, String def, boolean trim) {
    String value = props.raw().getProperty(name, def);
    if (value == null || value.isBlank()) {
      return null;
    }
    return trim ? value.trim() : value;
  }

  private static String need(String name, String value, String expected) {
    if (value == null) {
      throw new UsageException(name + ": missing; expected " + expected);
    }
    return value;
  }

  private static <T> T check(String name, String value, String expected, Function<String, T> parse) {
    T parsed = parse.apply(value);
    if (parsed == null) {
      throw new UsageException(name + "='" + value + "': expected " + expected);
    }
    return parsed;
  }
}
