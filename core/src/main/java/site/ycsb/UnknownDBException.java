package site.ycsb;

/** The named binding class could not be found or instantiated. */
public class UnknownDBException extends Exception {
  public UnknownDBException(String message) {
    super(message);
  }

  public UnknownDBException() {
    super();
  }

  public UnknownDBException(String message, Throwable cause) {
    super(message, cause);
  }

  public UnknownDBException(Throwable cause) {
    super(cause);
  }
}
