package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * What of the driver's log reaches the console (simplelogger.properties): its own warnings, one line
 * each, but none of netty's, which come with stack traces and say nothing the driver does not.
 */
class DriverLoggingTest {

  @Test
  void theDriversWarningsAreShownAndNettysInternalOnesAreNot() {
    assertThat(LoggerFactory.getLogger("com.datastax.oss.driver.internal.core.pool.ChannelPool").isWarnEnabled())
        .as("a node the pool cannot reach").isTrue();
    // 'Error connecting to Node(...), trying next node': the binding's own error line says it in words
    assertThat(LoggerFactory.getLogger("com.datastax.oss.driver.internal.core.control.ControlConnection")
        .isWarnEnabled()).isFalse();
    // 'You specified dc9 as the local DC, but some contact points are from a different DC': the binding refuses dc9
    assertThat(LoggerFactory.getLogger(
        "com.datastax.oss.driver.internal.core.loadbalancing.helper.OptionalLocalDcHelper").isWarnEnabled()).isFalse();
    assertThat(LoggerFactory.getLogger("site.ycsb.db.scylla.ScyllaCQLClient").isInfoEnabled())
        .as("the bindings' start-up notes").isTrue();
    // a service that is not CQL: 'An exception ... was thrown by a user handler's exceptionCaught()'
    assertThat(LoggerFactory.getLogger("io.netty.channel.AbstractChannelHandlerContext").isWarnEnabled()).isFalse();
    // the closing session after a node was killed: 'Force-closing a channel whose registration task was
    // not accepted by an event loop', 'Failed to submit a listener notification task. Event loop shut down?'
    assertThat(LoggerFactory.getLogger("io.netty.channel.AbstractChannel").isWarnEnabled()).isFalse();
    assertThat(LoggerFactory.getLogger("io.netty.util.concurrent.DefaultPromise.rejectedExecution").isErrorEnabled())
        .isFalse();
  }
}
