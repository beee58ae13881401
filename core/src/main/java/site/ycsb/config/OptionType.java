package site.ycsb.config;

/** What an option's value is, as the documentation and {@code --help} name it. */
public enum OptionType {
  TEXT("text"),
  INT("integer"),
  LONG("integer"),
  DOUBLE("number"),
  BOOLEAN("true/false"),
  DURATION("duration"),
  SIZE("size"),
  ENUM("one of"),
  PATH("path"),
  LIST("list"),
  INSTANT("instant"),
  CLASS("class");

  private final String word;

  OptionType(String word) {
    this.word = word;
  }

  /** The type as a reader of the tables sees it. */
  public String word() {
    return word;
  }
}
