package site.ycsb.testkit.cassandra;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The {@link SharedCassandra} of this test class, and of its {@code @Nested} classes, is the run's
 * one Cassandra container ({@link ContainerCassandraServer}) instead of the local server. Where no
 * Docker engine answers or no Cassandra image can be had, the class is skipped with one line.
 *
 * <pre>{@code @UseCassandraContainer class MyContainerIT extends CrudContract { ... }}</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@ExtendWith(SharedCassandra.class)
public @interface UseCassandraContainer {
}
