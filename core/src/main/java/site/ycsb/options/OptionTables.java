package site.ycsb.options;

import site.ycsb.config.PropertyTables;

/** Prints the Markdown rows of every group of the registry, for the pages of docs/ that hold their tables. */
public final class OptionTables {
  private OptionTables() {
  }

  /** Each group's rows under a line naming its page, in {@code --help}'s order. */
  public static void main(String[] args) {
    for (OptionGroup group : CoreOptions.groups()) {
      System.out.println("--- docs/" + group.page());
      System.out.print(PropertyTables.rows(group.definitions()));
    }
  }
}
