/** Typed, documented properties: the one place a property's name, default and meaning live. */
package site.ycsb.config;
