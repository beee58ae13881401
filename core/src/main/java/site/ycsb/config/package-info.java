/**
 * Typed, documented properties: the one place a property's name, default and meaning live, and the
 * files every part writes. The bottom of core: it imports nothing of core and every package may import
 * it ({@code PropertyTables.main}, which prints the docs' tables by their classes' full names, is the
 * one exception until the option registry replaces it).
 */
package site.ycsb.config;
