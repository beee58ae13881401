package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Guards the driver's runtime against dependency management that splits its libraries' versions. */
class DriverClasspathTest {
  @Test
  void jacksonCoreAndDatabindHaveTheSameVersion() {
    // the driver serializes its startup options with databind; a newer databind on an older core
    // fails every connection with NoSuchMethodError
    assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString())
        .isEqualTo(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString());
  }
}
