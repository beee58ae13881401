package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every public or protected class, constructor, method and field of upstream's core 0.17.0 jar
 * has a counterpart here: same name, same parameter types, same static-ness, a return or field
 * type that fits. What is still missing is listed, one line per member, in
 * {@code upstream-api-gaps.txt}: the test fails on a miss that is not listed (a regression) and on
 * a listed gap that is now covered (so the list only shrinks and stays true).
 */
class UpstreamApiSurfaceTest {

  @Test
  void everyPublicMemberOfUpstreamCoreExistsHereOrIsAListedGap() throws Exception {
    List<String> misses = new ArrayList<>();
    int members = 0;
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader();
        JarFile jar = new JarFile(UpstreamYcsb.coreJar().toFile())) {
      for (String name : classNames(jar)) {
        Class<?> theirs = upstream.loadClass(name);
        if (!isVisible(theirs.getModifiers()) || theirs.isSynthetic() || theirs.isAnonymousClass()) {
          continue;
        }
        members++;
        Class<?> ours;
        try {
          ours = Class.forName(name, false, getClass().getClassLoader());
        } catch (ClassNotFoundException e) {
          misses.add(name + " (class)");
          continue;
        }
        members += compare(theirs, ours, misses);
      }
    }
    Set<String> gaps = listedGaps();
    Set<String> unlisted = new TreeSet<>(misses);
    unlisted.removeAll(gaps);
    Set<String> fixed = new TreeSet<>(gaps);
    misses.forEach(fixed::remove);
    System.out.printf("upstream core 0.17.0: %d classes and members, %d not here (%d listed as gaps)%n",
        members, misses.size(), gaps.size());
    misses.forEach(m -> System.out.println("  missing: " + m));
    assertThat(unlisted).as("members of upstream's API missing here and not in upstream-api-gaps.txt").isEmpty();
    assertThat(fixed).as("listed in upstream-api-gaps.txt but present now: remove them from the list").isEmpty();
  }

  private static List<String> classNames(JarFile jar) {
    List<String> names = new ArrayList<>();
    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
      String entry = e.nextElement().getName();
      if (entry.startsWith("site/ycsb/") && entry.endsWith(".class")) {
        names.add(entry.substring(0, entry.length() - ".class".length()).replace('/', '.'));
      }
    }
    names.sort(null);
    return names;
  }

  private int compare(Class<?> theirs, Class<?> ours, List<String> misses) {
    int members = 0;
    for (Constructor<?> c : theirs.getDeclaredConstructors()) {
      if (isVisible(c.getModifiers()) && !c.isSynthetic()) {
        members++;
        if (!hasConstructor(ours, c)) {
          misses.add(theirs.getName() + "(" + params(c) + ")");
        }
      }
    }
    for (Method m : theirs.getDeclaredMethods()) {
      if (isVisible(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
        members++;
        if (!hasMethod(ours, m)) {
          misses.add(theirs.getName() + "." + m.getName() + "(" + params(m) + ")");
        }
      }
    }
    for (Field f : theirs.getDeclaredFields()) {
      if (isVisible(f.getModifiers()) && !f.isSynthetic()) {
        members++;
        if (!hasField(ours, f)) {
          misses.add(theirs.getName() + "." + f.getName());
        }
      }
    }
    return members;
  }

  private static boolean hasConstructor(Class<?> ours, Constructor<?> theirs) {
    return Arrays.stream(ours.getDeclaredConstructors())
        .anyMatch(c -> isVisible(c.getModifiers()) && params(c).equals(params(theirs)));
  }

  private boolean hasMethod(Class<?> ours, Method theirs) {
    for (Class<?> k = ours; k != null; k = k.getSuperclass()) {
      for (Method m : k.getDeclaredMethods()) {
        if (isVisible(m.getModifiers()) && m.getName().equals(theirs.getName())
            && params(m).equals(params(theirs))
            && Modifier.isStatic(m.getModifiers()) == Modifier.isStatic(theirs.getModifiers())
            && fits(m.getReturnType(), theirs.getReturnType())) {
          return true;
        }
      }
    }
    // Interface methods (default or abstract) reached through the interfaces ours implements.
    return Arrays.stream(ours.getMethods()).anyMatch(m -> m.getName().equals(theirs.getName())
        && params(m).equals(params(theirs)) && fits(m.getReturnType(), theirs.getReturnType()));
  }

  private boolean hasField(Class<?> ours, Field theirs) {
    for (Class<?> k = ours; k != null; k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        if (isVisible(f.getModifiers()) && f.getName().equals(theirs.getName())
            && f.getType().getName().equals(theirs.getType().getName())
            && Modifier.isStatic(f.getModifiers()) == Modifier.isStatic(theirs.getModifiers())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Our return type fits theirs when a value of ours can be used where theirs is expected. */
  private boolean fits(Class<?> ours, Class<?> theirs) {
    if (ours.isPrimitive() || theirs.isPrimitive() || ours.isArray() || theirs.isArray()) {
      return ours.getName().equals(theirs.getName());
    }
    try {
      return Class.forName(theirs.getName(), false, getClass().getClassLoader()).isAssignableFrom(ours);
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  private static String params(Executable e) {
    return Arrays.stream(e.getParameterTypes()).map(Class::getTypeName).collect(Collectors.joining(","));
  }

  private static boolean isVisible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static Set<String> listedGaps() throws IOException {
    Set<String> gaps = new LinkedHashSet<>();
    try (InputStream in = UpstreamApiSurfaceTest.class.getResourceAsStream("/upstream-api-gaps.txt")) {
      if (in == null) {
        return gaps;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String gap = line.strip();
        if (!gap.isEmpty() && !gap.startsWith("#")) {
          gaps.add(gap);
        }
      }
    }
    return gaps;
  }
}
