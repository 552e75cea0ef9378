package org.gridpuzzle.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exported API's Javadoc has no gap: javadoc with {@code -Xdoclint:all} over the main sources of the packages
 * {@code module-info} exports to everyone reports no warning and no error, and the check bites: the same run over a copy of the sources with one
 * class comment deleted reports "no comment" on that file. The build's javadoc (doclint all, failOnWarnings) holds the
 * same line; this test holds it in {@code mvn test}, where a gap is found first.
 */
class JavadocGapTest {

    private static final Path SOURCES = Path.of("src/main/java");

    /** The file whose class comment the second run deletes: a type of an exported package. */
    private static final String GAP_FILE = "org/gridpuzzle/domain/sokoban/SokobanLevel.java";
    private static final String GAP_TYPE = "public final class SokobanLevel";

    @Test
    void the_exported_packages_have_no_javadoc_gap(@TempDir Path out) throws IOException {
        List<String> exported = exportedToEveryone();
        assertThat(exported).as("packages module-info exports without 'to'").contains("org.gridpuzzle.domain.sokoban");
        List<Diagnostic<? extends JavaFileObject>> found = javadoc(SOURCES, exported, out);

        assertThat(found).as("javadoc -Xdoclint:all over %s", exported).extracting(JavadocGapTest::describe)
                .isEmpty();
    }

    @Test
    void a_deleted_class_comment_is_reported(@TempDir Path copy, @TempDir Path out) throws IOException {
        copyTree(SOURCES, copy);
        Path gap = copy.resolve(GAP_FILE);
        String text = Files.readString(gap, StandardCharsets.UTF_8);
        int type = text.indexOf(GAP_TYPE);
        int start = text.lastIndexOf("/**", type);
        int end = text.indexOf("*/", start) + 2;
        assertThat(type).as("%s declares %s", GAP_FILE, GAP_TYPE).isPositive();
        assertThat(start).as("a class comment precedes %s", GAP_TYPE).isPositive();
        assertThat(text.substring(end, type)).as("the comment is the type's own").isBlank();
        String without = text.substring(0, start) + text.substring(end);
        Files.writeString(gap, without, StandardCharsets.UTF_8);

        List<Diagnostic<? extends JavaFileObject>> found = javadoc(copy, exportedToEveryone(), out);

        assertThat(found).as("javadoc -Xdoclint:all over a copy without the class comment of %s", GAP_FILE)
                .extracting(JavadocGapTest::describe)
                .containsExactly("WARNING " + GAP_FILE + ":" + lineOf(without, without.indexOf(GAP_TYPE)) + ": no comment");
    }

    /** The warnings and errors of javadoc with doclint all over some packages of a source tree, notes left out. */
    private static List<Diagnostic<? extends JavaFileObject>> javadoc(Path sources, List<String> packages, Path out)
            throws IOException {
        DocumentationTool tool = ToolProvider.getSystemDocumentationTool();
        assertThat(tool).as("the JDK's javadoc (java.compiler and jdk.javadoc)").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        List<String> options = new ArrayList<>(List.of("-Xdoclint:all", "-quiet", "-Xmaxwarns", "10000",
                "-encoding", "UTF-8", "-sourcepath", sources.toString(), "-d", out.toString(),
                "-notree", "-noindex", "-nohelp", "-nodeprecatedlist"));
        options.addAll(packages);
        try (StandardJavaFileManager files = tool.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            boolean ok = tool.getTask(log, files, diagnostics, null, options, null).call();
            List<Diagnostic<? extends JavaFileObject>> found = diagnostics.getDiagnostics().stream()
                    .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getKind() != Diagnostic.Kind.OTHER)
                    .toList();
            assertThat(ok || !found.isEmpty()).as("javadoc failed without a diagnostic: %s", log).isTrue();
            return found;
        }
    }

    /** "WARNING org/gridpuzzle/…/File.java:12: no comment": the kind, the file under the tree, the line, the message. */
    private static String describe(Diagnostic<? extends JavaFileObject> d) {
        String file = d.getSource() == null ? "(no file)" : d.getSource().toUri().getPath().replace('\\', '/');
        Matcher under = Pattern.compile(".*?/(org/gridpuzzle/.*)").matcher(file);
        return d.getKind() + " " + (under.matches() ? under.group(1) : file) + ":" + d.getLineNumber() + ": "
                + d.getMessage(Locale.ROOT);
    }

    /** The packages {@code module-info} exports to everyone: its {@code exports X;} lines without {@code to}. */
    private static List<String> exportedToEveryone() throws IOException {
        String moduleInfo = Files.readString(SOURCES.resolve("module-info.java"), StandardCharsets.UTF_8);
        Matcher exports = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)\\s*;").matcher(moduleInfo);
        List<String> packages = new ArrayList<>();
        while (exports.find()) {
            packages.add(exports.group(1));
        }
        return packages;
    }

    private static int lineOf(String text, int index) {
        return (int) text.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
