package org.gridpuzzle.sat4j;

import static java.util.stream.Collectors.toSet;
import static org.assertj.core.api.Assertions.assertThat;
import static org.gridpuzzle.fixtures.CopiedExample.location;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.gridpuzzle.domain.Sokoban;
import org.gridpuzzle.fixtures.Compilation;
import org.gridpuzzle.fixtures.CopiedExample;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the domain's {@code module-info} keeps internal stays internal for a module that uses the domain jar: importing
 * a public class of a package not exported to everyone fails to compile with javac's "not visible" error, while the
 * same source importing a public class of an exported package compiles. The packages are read from the jar's module
 * descriptor, never named here, so the check follows them as they are renamed or moved.
 */
class InternalPackageRefusedTest {

    private static final String DOMAIN = "org.gridpuzzle.domain";

    @TempDir
    Path dir;

    @Test
    void a_module_cannot_import_from_a_package_the_domain_does_not_export() throws Exception {
        Path domain = location(Sokoban.class);
        ModuleReference module = ModuleFinder.of(domain).find(DOMAIN).orElseThrow();
        Set<String> exported = module.descriptor().exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).collect(toSet());
        List<String> classes;
        try (ModuleReader reader = module.open()) {
            classes = reader.list().filter(n -> n.endsWith(".class") && !n.contains("$") && !n.endsWith("-info.class"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.')).sorted().toList();
        }
        Optional<String> internal = firstPublic(classes, p -> !exported.contains(p));
        Optional<String> api = firstPublic(classes, exported::contains);
        assertThat(internal).as("a public class in a package %s does not export to everyone", DOMAIN).isPresent();
        assertThat(api).as("a public class in a package %s exports", DOMAIN).isPresent();

        Compilation refused = importing(internal.get(), dir.resolve("refused"));
        assertThat(refused.succeeded()).as("importing %s", internal.get()).isFalse();
        assertThat(refused.diagnostics()).contains("package " + packageOf(internal.get()) + " is not visible")
                .contains("which does not export it");

        Compilation allowed = importing(api.get(), dir.resolve("allowed"));
        assertThat(allowed.succeeded()).as(allowed.diagnostics()).isTrue();
    }

    /** A module {@code example} that requires the domain and imports the class, compiled with the domain jar alone. */
    private static Compilation importing(String type, Path dir) throws Exception {
        String simpleName = type.substring(type.lastIndexOf('.') + 1);
        return CopiedExample.onModulePath(dir, location(Sokoban.class)).compile(Map.of(
                "module-info.java", "module example {\n    requires " + DOMAIN + ";\n}\n",
                "example/Importing.java", "package example;\n\nimport " + type + ";\n\npublic class Importing {\n"
                        + "    public static final Class<?> USED = " + simpleName + ".class;\n}\n"));
    }

    /** The first public top-level class of the packages the test accepts. */
    private static Optional<String> firstPublic(List<String> classes, Predicate<String> packages) throws Exception {
        for (String name : classes) {
            if (packages.test(packageOf(name))) {
                Class<?> type = Class.forName(name, false, InternalPackageRefusedTest.class.getClassLoader());
                if (Modifier.isPublic(type.getModifiers()) && type.getEnclosingClass() == null) {
                    return Optional.of(name);
                }
            }
        }
        return Optional.empty();
    }

    private static String packageOf(String type) {
        return type.substring(0, type.lastIndexOf('.'));
    }
}
