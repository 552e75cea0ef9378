package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installed launcher in a locale without UTF-8 (the C or POSIX locale of a container, a cron job, ssh without
 * LANG): Java took file names in ASCII, so {@code café.sug} could not even be given (hostile run, old L15). The
 * launcher gives the JVM a UTF-8 character type; a name with bytes that are not UTF-8 is said to be one.
 */
class LauncherLocaleIT {

    @TempDir
    Path dir;

    private static Path launcher() throws IOException {
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> dists = Files.newDirectoryStream(Path.of("target"), "gridpuzzle-*")) {
            for (Path d : dists) {
                Path bin = d.resolve(d.getFileName()).resolve("bin/gridpuzzle");
                if (Files.isExecutable(bin)) {
                    found.add(bin);
                }
            }
        }
        assumeTrue(found.size() == 1, "the distribution is built by mvn package (target/gridpuzzle-*/)");
        return found.get(0).toAbsolutePath();
    }

    private static boolean hasUtf8Locale() throws Exception {
        Process p = new ProcessBuilder("sh", "-c", "locale -a | grep -i -x -E 'C\\.utf-?8|en_US\\.utf-?8'")
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }

    private record Run(int code, String output) {
    }

    /** The launcher through sh, so that a name can be given as bytes ({@code printf}), in the environment given. */
    private Run run(Map<String, String> locale, String script) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("sh", "-c", script).directory(dir.toFile()).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.remove("LANG");
        env.remove("LC_ALL");
        env.remove("LC_CTYPE");
        env.putAll(locale);
        env.put("GRIDPUZZLE_NO_CDS", "1");
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    @Test
    void a_name_with_an_accent_is_read_in_the_c_locale_and_one_java_cannot_hold_is_said_to_be_so() throws Exception {
        Path gridpuzzle = launcher();
        assumeTrue(hasUtf8Locale(), "this system has no UTF-8 locale to give the JVM");
        byte[] puzzle = Files.readAllBytes(Path.of(Examples.path("suguru/easy-6x6.sug")));
        Files.write(dir.resolve("caf\u00e9.sug"), puzzle);
        for (Map<String, String> locale : List.of(Map.<String, String>of(), Map.of("LC_ALL", "POSIX"),
                Map.of("LANG", "C"))) {
            Run accented = run(locale, "'" + gridpuzzle + "' suguru solve \"$(printf 'caf\\303\\251.sug')\"");
            assertThat(accented.code()).as(locale + ": " + accented.output()).isZero();
        }
        Run bad = run(Map.of("LC_ALL", "POSIX"), "printf '1\\n' > \"$(printf 'bad\\377name.sug')\"; '" + gridpuzzle
                + "' suguru solve \"$(printf 'bad\\377name.sug')\"");
        assertThat(bad.code()).as(bad.output()).isEqualTo(2);
        assertThat(bad.output()).contains("cannot be named in this locale").doesNotContain("Exception");
    }
}
