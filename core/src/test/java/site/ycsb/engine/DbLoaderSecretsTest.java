package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;

/** Secret names are gathered from every binding on the class path, even when one of them lacks its driver. */
class DbLoaderSecretsTest {

  private static BindingDescriptor descriptor(String name, List<Option<?>> options, boolean driverMissing) {
    return new BindingDescriptor() {
      @Override
      public List<String> names() {
        return List.of(name);
      }

      @Override
      public String dbClassName() {
        return "example." + name;
      }

      @Override
      public String summary() {
        return name;
      }

      @Override
      public List<Option<?>> options() {
        if (driverMissing) {
          throw new NoClassDefFoundError("com/example/driver/ReadMode");
        }
        return options;
      }
    };
  }

  @Test
  void aBindingWhoseDriverIsMissingIsPassedOverAndTheOthersSecretsAreStillKnown() {
    BindingDescriptor withoutDriver = descriptor("nodriver", List.of(), true);
    BindingDescriptor other = descriptor("other",
        List.of(Option.text("other.password", null).secret(), Option.text("other.host", "h")), false);
    assertThat(DbLoader.secretNames(List.of(withoutDriver, other))).containsExactly("other.password");
  }
}
