package site.ycsb.junit.example;

import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.ImageNameSubstitutor;
import site.ycsb.testkit.cassandra.CassandraImage;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * Gives the documented example, which names {@code cassandra:5.0} as a user would, the image the
 * other container tests run: testkit's {@link CassandraImage} (the official one where the engine has
 * it, else one built here without a registry). Named in src/test/resources/testcontainers.properties.
 */
public final class LocalImages extends ImageNameSubstitutor {
  @Override
  public DockerImageName apply(DockerImageName original) {
    if (!"cassandra".equals(original.getRepository())) {
      return original;
    }
    try {
      return DockerImageName.parse(CassandraImage.name()).asCompatibleSubstituteFor("cassandra");
    } catch (UnavailableException e) {
      return original; // the container then fails to start, naming the image
    }
  }

  @Override
  protected String getDescription() {
    return "testkit's Cassandra image for cassandra:*";
  }
}
