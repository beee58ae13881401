/**
 * Docker for this repository's tests ({@code ycsb-test-support}, never shipped): the engine's client,
 * networks, volumes, images built once, leftovers cleaned, and the skip where no engine is. Imports
 * docker-java, Testcontainers and opentest4j; nothing of core.
 */
package site.ycsb.testkit.docker;
