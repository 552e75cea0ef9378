package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --sat-solver auto} on a machine with no external solver: a separate JVM with an empty PATH answers through
 * the embedded Sat4j and warns once, however many formulas it solves.
 */
class SatFallbackTest {

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {
    }

    private Run withEmptyPath(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("PATH", "");
        Process process = builder.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void auto_with_an_empty_path_answers_with_sat4j_and_warns_once() throws Exception {
        Path cnf = Files.writeString(dir.resolve("f.cnf"), "p cnf 2 2\n1 2 0\n-1 0\n");
        Run sat = withEmptyPath("sat", cnf.toString(), "--sat-solver", "auto", "-q");
        assertThat(sat.exitCode()).as(sat.err()).isEqualTo(10);
        assertThat(sat.out()).contains("sat4j (embedded)", "s SATISFIABLE", "v -1 2 0");
        assertThat(sat.err().lines()).containsExactly("gridpuzzle: warning: no external SAT solver (kissat, cadical, minisat)"
                + " on the PATH; using the embedded sat4j (apt-get install cadical for a faster one)");
        // both levels, several formulas each: still one warning
        Run plans = withEmptyPath("sokoban", "solve", Examples.path("sokoban/two.xsb"), "--all", "--sat-solver", "auto");
        assertThat(plans.exitCode()).as(plans.err()).isZero();
        assertThat(plans.out()).contains("1 Corridor", "2 Corner");
        assertThat(plans.err().lines().filter(l -> l.contains("warning"))).hasSize(1);
    }
}
