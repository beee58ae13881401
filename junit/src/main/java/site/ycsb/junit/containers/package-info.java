/**
 * Targets from started Testcontainers containers, for the JUnit kit: the one package that needs
 * Testcontainers (the user's own dependency) on the class path. Imports Testcontainers and the JDK
 * only; the rest of the kit never loads it.
 */
package site.ycsb.junit.containers;
