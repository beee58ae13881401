package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.Policy;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.Status;

class ResultCodeStatusTest {

  static Stream<Arguments> mapping() {
    return Stream.of(
        Arguments.of(ResultCode.TIMEOUT, "TIMEOUT"),
        Arguments.of(ResultCode.QUERY_TIMEOUT, "TIMEOUT"),
        Arguments.of(ResultCode.DEVICE_OVERLOAD, "DEVICE_OVERLOAD"),
        Arguments.of(ResultCode.SERVER_MEM_ERROR, "OUT_OF_SPACE"),
        Arguments.of(ResultCode.KEY_BUSY, "KEY_BUSY"),
        Arguments.of(ResultCode.XDR_KEY_BUSY, "KEY_BUSY"),
        Arguments.of(ResultCode.KEY_EXISTS_ERROR, "KEY_EXISTS"),
        Arguments.of(ResultCode.KEY_NOT_FOUND_ERROR, "NOT_FOUND"),
        Arguments.of(ResultCode.SERVER_NOT_AVAILABLE, "SERVICE_UNAVAILABLE"),
        Arguments.of(ResultCode.NO_MORE_CONNECTIONS, "CLIENT_POOL_EXHAUSTED"),
        Arguments.of(ResultCode.INVALID_NODE_ERROR, "SERVICE_UNAVAILABLE"),
        Arguments.of(ResultCode.MAX_ERROR_RATE, "SERVICE_UNAVAILABLE"),
        Arguments.of(ResultCode.PARTITION_UNAVAILABLE, "SERVICE_UNAVAILABLE"),
        Arguments.of(ResultCode.NOT_AUTHENTICATED, "FORBIDDEN"),
        Arguments.of(ResultCode.ROLE_VIOLATION, "FORBIDDEN"),
        Arguments.of(ResultCode.INVALID_NAMESPACE, "BAD_REQUEST"),
        Arguments.of(ResultCode.RECORD_TOO_BIG, "BAD_REQUEST"),
        Arguments.of(ResultCode.BIN_NAME_TOO_LONG, "BAD_REQUEST"),
        Arguments.of(ResultCode.SERVER_ERROR, "ERROR"),
        Arguments.of(ResultCode.ENTERPRISE_ONLY, "ERROR"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @MethodSource("mapping")
  void resultCodeMapsToTheStatusNamed(int resultCode, String statusName) {
    assertThat(ResultCodeStatus.of(new AerospikeException(resultCode)).getName()).isEqualTo(statusName);
  }

  @Test
  void notFoundAndServiceUnavailableAreCoresOwnStatuses() {
    assertThat(ResultCodeStatus.of(ResultCode.KEY_NOT_FOUND_ERROR)).isSameAs(Status.NOT_FOUND);
    assertThat(ResultCodeStatus.of(ResultCode.SERVER_NOT_AVAILABLE)).isSameAs(Status.SERVICE_UNAVAILABLE);
  }

  @Test
  void clientSideTimeoutsAndConnectionFailuresMapByTheirResultCode() {
    assertThat(ResultCodeStatus.of(new AerospikeException.Timeout(new Policy(), true)))
        .isEqualTo(ResultCodeStatus.TIMEOUT);
    assertThat(ResultCodeStatus.of(new AerospikeException.Connection("refused")))
        .isEqualTo(Status.SERVICE_UNAVAILABLE);
  }

  @Test
  void aNonAerospikeFailureIsAnError() {
    assertThat(ResultCodeStatus.of(new NullPointerException())).isSameAs(Status.ERROR);
  }
}
