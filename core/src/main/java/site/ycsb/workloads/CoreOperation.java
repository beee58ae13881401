package site.ycsb.workloads;

/** The operations CoreWorkload chooses between in the run phase. */
enum CoreOperation {
  READ("READ"),
  UPDATE("UPDATE"),
  INSERT("INSERT"),
  SCAN("SCAN"),
  READ_MODIFY_WRITE("READMODIFYWRITE"),
  DELETE("DELETE");

  /** The name upstream's operation chooser ({@code DiscreteGenerator}) hands out. */
  final String upstreamName;

  CoreOperation(String upstreamName) {
    this.upstreamName = upstreamName;
  }

  /** The operation a name from upstream's chooser stands for; any other name is a read-modify-write, as upstream. */
  static CoreOperation ofUpstreamName(String name) {
    switch (name) {
      case "READ":
        return READ;
      case "UPDATE":
        return UPDATE;
      case "INSERT":
        return INSERT;
      case "SCAN":
        return SCAN;
      case "DELETE":
        return DELETE;
      default:
        return READ_MODIFY_WRITE;
    }
  }
}
