package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;
import site.ycsb.config.PropertyDefinition;

/**
 * The options one part of the tool reads, under the title {@code --help} prints and the page of
 * docs/ whose table lists them.
 *
 * @param title what the options are for, as {@code --help} heads them
 * @param page the page of docs/ that holds their table
 */
public record OptionGroup(String title, String page, List<Option<?>> options) {
  public OptionGroup {
    options = List.copyOf(options);
  }

  /** The options as the documentation's table rows. */
  public List<PropertyDefinition> definitions() {
    return options.stream().map(Option::definition).toList();
  }
}
