package site.ycsb.db.aerospike;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.ResultCode;
import java.util.Properties;
import site.ycsb.config.Settings;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;

class SharedClientHolderTest {
  private final RecordingClientFactory factory = new RecordingClientFactory();
  private final SharedClientHolder holder = new SharedClientHolder(factory);

  private static ConnectionSettings settings() throws DBException {
    return ConnectionSettings.from(Settings.of(new Properties()));
  }

  @Test
  void firstAcquireOpensAndLaterAcquiresShareTheSameClient() throws DBException {
    IAerospikeClient first = holder.acquire(settings());
    IAerospikeClient second = holder.acquire(settings());

    assertThat(second).isSameAs(first);
    assertThat(factory.opened()).hasSize(1);
    assertThat(holder.users()).isEqualTo(2);
  }

  @Test
  void lastReleaseClosesAndTheNextAcquireOpensAFreshClient() throws DBException {
    IAerospikeClient first = holder.acquire(settings());
    holder.acquire(settings());

    holder.release();
    assertThat(factory.single().closeCount()).isZero();
    holder.release();
    assertThat(factory.single().closeCount()).isEqualTo(1);

    assertThat(holder.acquire(settings())).isNotSameAs(first);
    assertThat(factory.opened()).hasSize(2);
  }

  @Test
  void theFactoryReceivesTheSettingsPolicyAndHosts() throws DBException {
    Properties properties = new Properties();
    properties.setProperty("as.host", "db1:3100");
    ConnectionSettings settings = ConnectionSettings.from(Settings.of(properties));

    holder.acquire(settings);

    assertThat(factory.single().clientPolicy()).isSameAs(settings.clientPolicy());
    assertThat(factory.single().hosts()).containsExactly(settings.hosts());
  }

  @Test
  void releaseWithoutAcquireIsAnError() {
    assertThatThrownBy(holder::release).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void aFailedOpenCountsNoUserAndTheNextAcquireTriesAgain() throws DBException {
    AtomicInteger attempts = new AtomicInteger();
    SharedClientHolder flaky = new SharedClientHolder((policy, hosts) -> {
      if (attempts.incrementAndGet() == 1) {
        throw new AerospikeException(ResultCode.SERVER_NOT_AVAILABLE);
      }
      return factory.open(policy, hosts);
    });

    assertThatThrownBy(() -> flaky.acquire(settings())).isInstanceOf(AerospikeException.class);
    assertThat(flaky.users()).isZero();

    assertThat(flaky.acquire(settings())).isNotNull();
    assertThat(flaky.users()).isEqualTo(1);
  }

  @Test
  void aFailingCloseStillLeavesTheHolderReusable() throws DBException {
    SharedClientHolder failingClose = new SharedClientHolder((policy, hosts) -> {
      IAerospikeClient real = factory.open(policy, hosts);
      return (IAerospikeClient) java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
          new Class<?>[] {IAerospikeClient.class}, (proxy, method, args) -> {
            if (method.getName().equals("close")) {
              throw new IllegalStateException("close failed");
            }
            return method.invoke(real, args);
          });
    });
    failingClose.acquire(settings());

    assertThatThrownBy(failingClose::release).isInstanceOf(IllegalStateException.class);

    assertThat(failingClose.users()).isZero();
    failingClose.acquire(settings());
    assertThat(factory.opened()).hasSize(2);
  }
}
