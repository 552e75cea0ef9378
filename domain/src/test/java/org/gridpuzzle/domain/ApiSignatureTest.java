package org.gridpuzzle.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The domain jar's API, as a library user sees it, must stay as recorded: every public type of the packages
 * {@code module-info} exports to everyone, with its public and protected constructors, methods and fields in their
 * generic form, one sorted line each ({@code api-signature.txt}). Any change to that surface, meant or not, fails the
 * build until it is re-recorded on purpose ({@code -Dapi.record=true}, then review the diff): the API line bites from
 * the first commit, with no release to compare against.
 */
class ApiSignatureTest {

    private static final String RECORD = "api-signature.txt";

    @Test
    void the_exported_api_is_the_recorded_one() throws Exception {
        List<String> now = new ArrayList<>(signature());
        if (Boolean.getBoolean("api.record")) {
            Files.write(Path.of("src/test/resources/org/gridpuzzle/domain", RECORD), now, StandardCharsets.UTF_8);
            return;
        }
        List<String> recorded;
        try (InputStream in = ApiSignatureTest.class.getResourceAsStream(RECORD)) {
            recorded = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        List<String> added = now.stream().filter(l -> !recorded.contains(l)).toList();
        List<String> removed = recorded.stream().filter(l -> !now.contains(l)).toList();
        assertThat(added).as("API lines not recorded in %s (re-record with -Dapi.record=true if meant)", RECORD)
                .isEmpty();
        assertThat(removed).as("recorded API lines gone (re-record with -Dapi.record=true if meant)").isEmpty();
    }

    /** The sorted lines of the exported API. */
    static TreeSet<String> signature() throws IOException, URISyntaxException, ClassNotFoundException {
        Module module = Sokoban.class.getModule();
        assertThat(module.isNamed()).as("the domain runs as its module").isTrue();
        Path classes = Path.of(Sokoban.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        TreeSet<String> lines = new TreeSet<>();
        for (ModuleDescriptor.Exports exports : module.getDescriptor().exports()) {
            if (exports.isQualified()) {
                continue;
            }
            Path dir = classes.resolve(exports.source().replace('.', '/'));
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
                    String name = file.getFileName().toString();
                    Class<?> type = Class.forName(exports.source() + "." + name.substring(0, name.length() - 6),
                            false, ApiSignatureTest.class.getClassLoader());
                    if (visible(type)) {
                        describe(type, lines);
                    }
                }
            }
        }
        return lines;
    }

    /** Public, and every enclosing type public too (a public nested type of a package-private class is no API). */
    private static boolean visible(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getDeclaringClass()) {
            if (!Modifier.isPublic(c.getModifiers()) || c.isSynthetic() || c.isAnonymousClass() || c.isLocalClass()) {
                return false;
            }
        }
        return true;
    }

    private static void describe(Class<?> type, TreeSet<String> lines) {
        String name = type.getName();
        StringBuilder head = new StringBuilder(Modifier.toString(type.getModifiers() & ~Modifier.STATIC))
                .append(type.isRecord() ? " record " : type.isEnum() ? " enum " : type.isAnnotation() ? " @interface "
                        : type.isInterface() ? " interface " : " class ").append(name);
        if (type.getGenericSuperclass() != null && type.getSuperclass() != Object.class && !type.isEnum()
                && !type.isRecord()) {
            head.append(" extends ").append(type.getGenericSuperclass().getTypeName());
        }
        TreeSet<String> interfaces = new TreeSet<>();
        for (var i : type.getGenericInterfaces()) {
            interfaces.add(i.getTypeName());
        }
        if (!interfaces.isEmpty()) {
            head.append(type.isInterface() ? " extends " : " implements ").append(String.join(", ", interfaces));
        }
        lines.add(name + " : " + head);
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (shown(c.getModifiers()) && !c.isSynthetic()) {
                lines.add(name + " : " + c.toGenericString());
            }
        }
        for (Method m : type.getDeclaredMethods()) {
            if (shown(m.getModifiers()) && !m.isSynthetic() && !m.isBridge()) {
                lines.add(name + " : " + m.toGenericString());
            }
        }
        for (Field f : type.getDeclaredFields()) {
            if (shown(f.getModifiers()) && !f.isSynthetic()) {
                lines.add(name + " : " + f.toGenericString());
            }
        }
    }

    /** Public, or protected in a class a user may extend. */
    private static boolean shown(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }
}
