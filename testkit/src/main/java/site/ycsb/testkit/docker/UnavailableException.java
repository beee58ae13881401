package site.ycsb.testkit.docker;

/**
 * What a container test needs cannot be had here: a Docker engine, an image (no registry, nothing
 * to build it from), or a route from this host to the containers' addresses. Its message is the one
 * line the skipped test prints, naming what is missing and the variable that offers another way.
 */
public final class UnavailableException extends Exception {
  private static final long serialVersionUID = 1L;

  public UnavailableException(String message) {
    super(message);
  }
}
