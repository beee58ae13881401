package site.ycsb.config;

/**
 * Bad input from the user: a property, flag or file that is missing or malformed. The message is
 * one line that names the property or file and says what was expected; the command line prints it
 * and exits with code 2, without a stack trace.
 */
public class UsageException extends IllegalArgumentException {
  public UsageException(String message) {
    super(message);
  }

  public UsageException(String message, Throwable cause) {
    super(message, cause);
  }

  /** The UsageException in {@code t}'s cause chain, or null. */
  public static UsageException find(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof UsageException u) {
        return u;
      }
    }
    return null;
  }
}
