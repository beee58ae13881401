package site.ycsb;

/** Something went wrong in a binding's {@code init} or {@code cleanup}. */
public class DBException extends Exception {
  public DBException(String message) {
    super(message);
  }

  public DBException() {
    super();
  }

  public DBException(String message, Throwable cause) {
    super(message, cause);
  }

  public DBException(Throwable cause) {
    super(cause);
  }
}
