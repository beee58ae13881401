package site.ycsb.options;

import java.util.List;

/** Every option core reads, by the part of the tool that reads it: the registry. */
public final class CoreOptions {
  private CoreOptions() {
  }

  /** The groups in the order {@code --help} prints them. */
  public static List<OptionGroup> groups() {
    return List.of(RunOptions.GROUP, LoadShapeOptions.GROUP);
  }
}
