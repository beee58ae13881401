/**
 * The JUnit 5 kit ({@code ycsb-junit}) for users' performance tests: {@code YcsbBenchmark} (a load and a
 * run through the engine, their criteria checked and judged), {@code YcsbExtension},
 * {@code YcsbAssertions} and the files kept in a {@code ResultsDirectory}. Imports core's public
 * packages (site.ycsb's API, config, engine, model, thresholds, results); Testcontainers only through
 * {@code site.ycsb.junit.containers}.
 */
package site.ycsb.junit;
