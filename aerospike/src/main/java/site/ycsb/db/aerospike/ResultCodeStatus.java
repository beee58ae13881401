package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;
import site.ycsb.Status;
import site.ycsb.binding.ErrorStatuses;

/**
 * Maps Aerospike result codes to the statuses the report counts by name. Codes with no closer
 * match become {@link Status#ERROR}.
 */
public final class ResultCodeStatus {
  public static final Status TIMEOUT = ErrorStatuses.TIMEOUT;
  /** The client's own connection pool to a node was full: a configuration error (as.connspernode). */
  public static final Status CLIENT_POOL_EXHAUSTED = new Status("CLIENT_POOL_EXHAUSTED",
      "The client's connection pool to a node was full; raise as.connspernode.");
  public static final Status DEVICE_OVERLOAD = new Status("DEVICE_OVERLOAD",
      "The server's storage could not keep up with the writes.");
  public static final Status KEY_BUSY = new Status("KEY_BUSY", "Too many concurrent commands on the same record.");
  public static final Status KEY_EXISTS = new Status("KEY_EXISTS", "The inserted record already exists.");
  /** The server's stop-writes: the namespace's storage (memory or device) is full (result code 8). */
  public static final Status OUT_OF_SPACE = new Status("OUT_OF_SPACE",
      "The namespace is full: the server refuses writes until it has room again (stop-writes).");

  private ResultCodeStatus() {
  }

  /** The status of a failure: by result code for Aerospike exceptions, ERROR for anything else. */
  public static Status of(Throwable failure) {
    return failure instanceof AerospikeException ae ? of(ae.getResultCode()) : Status.ERROR;
  }

  public static Status of(int resultCode) {
    switch (resultCode) {
      case ResultCode.OK:
        return Status.OK;
      case ResultCode.TIMEOUT:
      case ResultCode.QUERY_TIMEOUT:
        return TIMEOUT;
      case ResultCode.DEVICE_OVERLOAD:
        return DEVICE_OVERLOAD;
      case ResultCode.SERVER_MEM_ERROR: // the server's AS_ERR_OUT_OF_SPACE, whatever the storage engine
        return OUT_OF_SPACE;
      case ResultCode.KEY_BUSY:
      case ResultCode.XDR_KEY_BUSY:
        return KEY_BUSY;
      case ResultCode.KEY_EXISTS_ERROR:
        return KEY_EXISTS;
      case ResultCode.KEY_NOT_FOUND_ERROR:
        return Status.NOT_FOUND;
      case ResultCode.NO_MORE_CONNECTIONS:
        return CLIENT_POOL_EXHAUSTED;
      case ResultCode.SERVER_NOT_AVAILABLE: // also every AerospikeException.Connection
      case ResultCode.INVALID_NODE_ERROR:
      case ResultCode.MAX_ERROR_RATE:
      case ResultCode.PARTITION_UNAVAILABLE:
        return Status.SERVICE_UNAVAILABLE;
      case ResultCode.FAIL_FORBIDDEN: // e.g. a write with a ttl on a namespace without nsup
      case ResultCode.NOT_AUTHENTICATED:
      case ResultCode.ROLE_VIOLATION:
      case ResultCode.NOT_WHITELISTED:
        return Status.FORBIDDEN;
      case ResultCode.PARAMETER_ERROR:
      case ResultCode.INVALID_NAMESPACE:
      case ResultCode.BIN_NAME_TOO_LONG:
      case ResultCode.RECORD_TOO_BIG:
      case ResultCode.BIN_TYPE_ERROR:
        return Status.BAD_REQUEST;
      default:
        return Status.ERROR;
    }
  }
}
