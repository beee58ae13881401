package site.ycsb.db.cql.contract;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.UnaryOperator;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.db.cql.CqlOptions;
import site.ycsb.db.cql.CqlSettings;

/**
 * Which of a binding's listed options its settings are parsed without reading: for each, values
 * that are wrong for it (blank, or not of its type) are given in turn; an option is read when one
 * of them stops the parse with a message naming it. Secrets and free text that no value makes wrong
 * come back, for the caller to check by the values they give.
 */
public final class EveryOptionRead {
  private EveryOptionRead() {
  }

  /** The non-secret options none of whose wrong values stops {@code CqlSettings.from(init(props), options)}. */
  public static List<String> unproven(CqlOptions options, UnaryOperator<Properties> init, Path dir) {
    List<String> unproven = new ArrayList<>();
    for (Option<?> option : options.all()) {
      if (option.isSecret()) {
        continue;
      }
      boolean read = false;
      for (String wrong : wrongValues(option, dir)) {
        Properties p = new Properties();
        p.setProperty(options.hosts.name(), "h");
        p.setProperty(options.useSsl.name(), "true"); // so that the stores are read
        p.setProperty(option.name(), wrong);
        try {
          CqlSettings.from(Settings.of(init.apply(p)), options);
        } catch (UsageException e) {
          read |= e.getMessage().contains(option.name());
        }
      }
      if (!read) {
        unproven.add(option.name());
      }
    }
    return unproven;
  }

  private static List<String> wrongValues(Option<?> option, Path dir) {
    if (option.type() == OptionType.PATH) {
      return List.of(dir.resolve("none").toString());
    }
    // blank: missing where required; a lone word: not a number, flag or level, a user without password
    return List.of(" ", "x");
  }
}
