package org.gridpuzzle.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The domain jar's surface, counted from the sources the way docs/library.md's table counts it, and the table's
 * "after" row checked against the count: the row cannot drift from the code. Run with {@code -Dapi.counts.print=true}
 * to see the row and the public types of the exported packages that nothing outside their package names.
 */
class ApiSurfaceCountTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DOMAIN = ROOT.resolve("domain/src/main/java");
    private static final Pattern EXPORT = Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*(to\\b)?", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+(?:\\.\\*)?);",
            Pattern.MULTILINE);
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

    /** One source file's package, imports and text without them. */
    private record Source(Path file, String pkg, Set<String> imports, String body) {

        static Source read(Path file) {
            return of(file, text(file));
        }

        static Source of(Path file, String text) {
            Matcher p = PACKAGE.matcher(text);
            Set<String> imports = new TreeSet<>();
            Matcher i = IMPORT.matcher(text);
            while (i.find()) {
                imports.add(i.group(1));
            }
            String body = text.replaceAll("(?m)^(package|import)\\s[^\\n]*;\\n", "");
            return new Source(file, p.find() ? p.group(1) : "", imports, body);
        }

        /** Whether this source names {@code pkg.name}: imported (or its package wholesale), in full, or beside it. */
        boolean names(String pkg, String name) {
            String fqn = pkg + "." + name;
            boolean word = Pattern.compile("(?<![\\w.])" + name + "\\b").matcher(body).find();
            return body.contains(fqn) || imports.contains(fqn) || imports.stream().anyMatch(i -> i.startsWith(fqn + "."))
                    || word && (imports.contains(pkg + ".*") || this.pkg.equals(pkg));
        }
    }

    /** The counts of one row of the table. */
    record Counts(int packages, int exported, int types, int publicTypes, int publicExported, List<String> unnamed) {

        String row(String label) {
            return String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d |", label, packages, exported, types,
                    publicTypes, publicExported, unnamed.size());
        }
    }

    static Counts count() {
        Set<String> exported = new TreeSet<>();
        Matcher e = EXPORT.matcher(text(DOMAIN.resolve("module-info.java")));
        while (e.find()) {
            if (e.group(2) == null) {
                exported.add(e.group(1));
            }
        }
        Map<String, List<String>> typesByPackage = new TreeMap<>();
        Map<String, Boolean> isPublic = new TreeMap<>();
        for (Path file : javaFiles(DOMAIN)) {
            String name = file.getFileName().toString().replace(".java", "");
            if (name.equals("package-info") || name.equals("module-info")) {
                continue;
            }
            Source s = Source.read(file);
            typesByPackage.computeIfAbsent(s.pkg(), k -> new ArrayList<>()).add(name);
            isPublic.put(s.pkg() + "." + name, Pattern.compile("(?m)^public\\s").matcher(text(file)).find());
        }
        List<Source> everything = new ArrayList<>();
        for (Path module : list(ROOT)) {
            everything.addAll(javaFiles(module).stream()
                    .filter(f -> f.toString().contains("/src/") && !f.toString().contains("/target/"))
                    .map(Source::read).toList());
        }
        Matcher block = JAVA_BLOCK.matcher(text(ROOT.resolve("docs/library.md")));
        while (block.find()) {
            everything.add(Source.of(ROOT.resolve("docs/library.md"), block.group(1)));
        }
        int types = 0;
        int publicTypes = 0;
        int publicExported = 0;
        List<String> unnamed = new ArrayList<>();
        for (Map.Entry<String, List<String>> p : typesByPackage.entrySet()) {
            for (String name : p.getValue()) {
                types++;
                if (!isPublic.get(p.getKey() + "." + name)) {
                    continue;
                }
                publicTypes++;
                if (exported.contains(p.getKey())) {
                    publicExported++;
                    String pkg = p.getKey();
                    boolean named = everything.stream().anyMatch(s -> !s.pkg().equals(pkg) && s.names(pkg, name));
                    if (!named) {
                        unnamed.add(pkg + "." + name);
                    }
                }
            }
        }
        return new Counts(typesByPackage.size(), exported.size(), types, publicTypes, publicExported, unnamed);
    }

    @Test
    void the_guides_after_row_is_the_count_of_the_sources() {
        Counts now = count();
        String row = now.row("after #69");
        if (Boolean.getBoolean("api.counts.print")) {
            System.out.println(row);
            now.unnamed().forEach(u -> System.out.println("  named nowhere outside its package: " + u));
        }
        assertThat(text(ROOT.resolve("docs/library.md"))).as("docs/library.md's after row").contains(row);
        // the line #69 draws (at most 11 packages, 65 types), held where it is now as a ratchet: the packages exported to
        // everyone, the public top-level types in them, and
        // none of those that no other package names (an API type nobody uses is machinery that leaked)
        assertThat(now.exported()).isLessThanOrEqualTo(10);
        assertThat(now.publicExported()).isLessThanOrEqualTo(64);
        assertThat(now.unnamed()).isEmpty();
    }

    @Test
    void the_count_sees_a_type_no_other_package_names() {
        // a check that cannot fail is a defect: a source naming a type beside it does not count, one importing it does
        Source beside = Source.of(Path.of("A.java"), "package q;\nclass A { Lone l; }\n");
        Source importing = Source.of(Path.of("B.java"), "package q;\nimport p.Lone;\nclass B { Lone l; }\n");
        Source wholesale = Source.of(Path.of("C.java"), "package q;\nimport p.*;\nclass C { Lone l; }\n");
        Source unrelated = Source.of(Path.of("D.java"), "package q;\nclass D { Lonely l; }\n");
        assertThat(beside.names("p", "Lone")).isFalse();
        assertThat(Source.of(Path.of("E.java"), "package p;\nclass E { Lone l; }\n").names("p", "Lone")).isTrue();
        assertThat(importing.names("p", "Lone")).isTrue();
        assertThat(wholesale.names("p", "Lone")).isTrue();
        assertThat(unrelated.names("p", "Lone")).isFalse();
    }

    private static List<Path> javaFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(Files::isDirectory).filter(d -> !d.getFileName().toString().startsWith("."))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
