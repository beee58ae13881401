package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.NoNodeAvailableException;
import com.datastax.oss.driver.api.core.connection.ClosedConnectionException;
import com.datastax.oss.driver.api.core.servererrors.OverloadedException;
import com.datastax.oss.driver.api.core.servererrors.ReadFailureException;
import com.datastax.oss.driver.api.core.servererrors.ReadTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.UnavailableException;
import com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.WriteType;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

class CqlErrorStatusTest {
  private static final DefaultConsistencyLevel QUORUM = DefaultConsistencyLevel.QUORUM;

  @Test
  void driverAndReplicaTimeoutsAreTimeout() {
    assertThat(CqlErrorStatus.of(new DriverTimeoutException("Query timed out after PT2S")))
        .isEqualTo(CqlErrorStatus.TIMEOUT);
    assertThat(CqlErrorStatus.of(new ReadTimeoutException(null, QUORUM, 1, 2, false)))
        .isEqualTo(CqlErrorStatus.TIMEOUT);
    assertThat(CqlErrorStatus.of(new WriteTimeoutException(null, QUORUM, 1, 2, WriteType.SIMPLE)))
        .isEqualTo(CqlErrorStatus.TIMEOUT);
  }

  @Test
  void tooFewReplicasIsUnavailable() {
    assertThat(CqlErrorStatus.of(new UnavailableException(null, QUORUM, 2, 1)))
        .isEqualTo(CqlErrorStatus.UNAVAILABLE);
  }

  @Test
  void overloadedCoordinatorIsOverloaded() {
    assertThat(CqlErrorStatus.of(new OverloadedException(null, "busy"))).isEqualTo(CqlErrorStatus.OVERLOADED);
  }

  @Test
  void noReachableNodeIsServiceUnavailable() {
    assertThat(CqlErrorStatus.of(new NoNodeAvailableException())).isEqualTo(Status.SERVICE_UNAVAILABLE);
    assertThat(CqlErrorStatus.of(AllNodesFailedException.fromErrors(List.<Map.Entry<Node, Throwable>>of())))
        .isEqualTo(Status.SERVICE_UNAVAILABLE);
  }

  @Test
  void allNodesGivingTheSameServerVerdictReportThatVerdict() {
    // a single node's Unavailable, wrapped because the retry policy found no next node to try
    assertThat(CqlErrorStatus.of(AllNodesFailedException.fromErrors(List.of(
        Map.entry(node("a"), new UnavailableException(null, QUORUM, 2, 1))))))
        .isEqualTo(CqlErrorStatus.UNAVAILABLE);
    assertThat(CqlErrorStatus.of(AllNodesFailedException.fromErrors(List.of(
        Map.entry(node("a"), new OverloadedException(null, "busy")),
        Map.entry(node("b"), new OverloadedException(null, "busy"))))))
        .isEqualTo(CqlErrorStatus.OVERLOADED);
  }

  @Test
  void allNodesFailingForMixedOrConnectionReasonsIsServiceUnavailable() {
    assertThat(CqlErrorStatus.of(AllNodesFailedException.fromErrors(List.of(
        Map.entry(node("a"), new UnavailableException(null, QUORUM, 2, 1)),
        Map.entry(node("b"), new DriverTimeoutException("slow"))))))
        .isEqualTo(Status.SERVICE_UNAVAILABLE);
    assertThat(CqlErrorStatus.of(AllNodesFailedException.fromErrors(List.of(
        Map.entry(node("a"), new ClosedConnectionException("lost"))))))
        .isEqualTo(Status.SERVICE_UNAVAILABLE);
  }

  /** A node that only has an identity (the driver only prints it here). */
  private static Node node(String name) {
    return (Node) Proxy.newProxyInstance(Node.class.getClassLoader(), new Class<?>[] {Node.class},
        (proxy, method, args) -> switch (method.getName()) {
          case "toString" -> name;
          case "hashCode" -> name.hashCode();
          case "equals" -> proxy == args[0];
          default -> throw new UnsupportedOperationException(method.getName());
        });
  }

  @Test
  void anythingElseIsError() {
    assertThat(CqlErrorStatus.of(new ClosedConnectionException("closed"))).isEqualTo(Status.ERROR);
    assertThat(CqlErrorStatus.of(new ReadFailureException(null, QUORUM, 1, 2, 1, false, Map.of())))
        .isEqualTo(Status.ERROR);
    assertThat(CqlErrorStatus.of(new IllegalStateException("bug"))).isEqualTo(Status.ERROR);
  }

  @Test
  void wrappedDriverErrorsAreUnwrapped() {
    assertThat(CqlErrorStatus.of(new CompletionException(new UnavailableException(null, QUORUM, 2, 1))))
        .isEqualTo(CqlErrorStatus.UNAVAILABLE);
  }

  @Test
  void statusNamesAreDistinct() {
    assertThat(List.of(CqlErrorStatus.TIMEOUT.getName(), CqlErrorStatus.UNAVAILABLE.getName(),
        CqlErrorStatus.OVERLOADED.getName(), Status.SERVICE_UNAVAILABLE.getName(), Status.ERROR.getName()))
        .containsExactly("TIMEOUT", "UNAVAILABLE", "OVERLOADED", "SERVICE_UNAVAILABLE", "ERROR");
  }
}
