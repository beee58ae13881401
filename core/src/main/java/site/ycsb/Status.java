package site.ycsb;

/**
 * The result of one database operation. Bindings may create their own statuses (for example
 * {@code new Status("TIMEOUT", "The request timed out.")}); two statuses are equal when name and
 * description are equal, and the report counts results by name.
 */
public class Status {
  public static final Status OK = new Status("OK", "The operation completed successfully.");
  public static final Status ERROR = new Status("ERROR", "The operation failed.");
  public static final Status NOT_FOUND = new Status("NOT_FOUND", "The requested record was not found.");
  public static final Status NOT_IMPLEMENTED = new Status("NOT_IMPLEMENTED", "The operation is not implemented for the current binding.");
  public static final Status UNEXPECTED_STATE = new Status("UNEXPECTED_STATE", "The operation reported success, but the result was not as expected.");
  public static final Status BAD_REQUEST = new Status("BAD_REQUEST", "The request was not valid.");
  public static final Status FORBIDDEN = new Status("FORBIDDEN", "The operation is forbidden.");
  public static final Status SERVICE_UNAVAILABLE = new Status("SERVICE_UNAVAILABLE", "Dependant service for the current binding is not available.");
  public static final Status BATCHED_OK = new Status("BATCHED_OK", "The operation has been batched by the binding to be executed later.");

  private final String name;
  private final String description;

  public Status(String name, String description) {
    this.name = name;
    this.description = description;
  }

  public String getName() {
    return name;
  }

  public String getDescription() {
    return description;
  }

  /** True for {@link #OK} and {@link #BATCHED_OK}: the operation succeeded (or will). */
  public boolean isOk() {
    return this == OK || this == BATCHED_OK;
  }

  @Override
  public String toString() {
    return "Status [name=" + name + ", description=" + description + "]";
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(description, name); // upstream's value (description first), so hashes agree
  }

  @Override
  public boolean equals(Object obj) {
    if (this == obj) {
      return true;
    }
    if (!(obj instanceof Status)) {
      return false;
    }
    Status other = (Status) obj;
    return java.util.Objects.equals(name, other.name) && java.util.Objects.equals(description, other.description);
  }
}
