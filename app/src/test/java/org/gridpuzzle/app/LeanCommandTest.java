package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A command loads only what it uses: a Suguru solve, in a JVM whose class path holds every library of the
 * distribution, loads no class of the experiments' databases, the cluster, the web server or the charts.
 */
class LeanCommandTest {

    private static final List<String> UNUSED = List.of("com.hazelcast.", "org.sqlite.", "org.eclipse.jetty.",
            "io.javalin.", "org.jfree.", "org.gridpuzzle.experiment.adapter.cluster.HazelcastCoordinatorAdapter ",
            "org.gridpuzzle.adapter.web.WebServer ");

    @Test
    void suguru_solve_loads_no_class_of_the_cluster_the_database_the_server_or_the_charts() throws Exception {
        assertSuguruSolveIsLean(Main.class.getName());
    }

    /** The check for a command line's entry point (the lab's tests run it on theirs, whose class path holds more). */
    static void assertSuguruSolveIsLean(String main) throws Exception {
        List<String> loaded = classesLoadedBy(main, "suguru", "solve", Examples.path("suguru/minimal-10x10.sug"));
        assertThat(loaded).as("the solve ran").anyMatch(c -> c.startsWith("org.gridpuzzle.domain.suguru.internal.FastSolver "));
        assertThat(loaded).as("classes of libraries a Suguru solve does not use")
                .noneMatch(c -> UNUSED.stream().anyMatch(c::startsWith));
    }

    /**
     * Issue 67, item 9: {@code help} took 3.4-4 s at load 8 against 0.46 s for {@code --version}: listing the commands
     * built every command's use cases and adapters. It describes them now: no service, no adapter, no JSON mapper.
     */
    @Test
    void help_builds_no_service_or_adapter() throws Exception {
        assertHelpIsLean(Main.class.getName(), true);
    }

    /**
     * The check for a command line's entry point (the lab's tests run it on theirs, whose experiment job command makes
     * a JSON mapper of its own when it is made: {@code withoutJackson} false).
     */
    static void assertHelpIsLean(String main, boolean withoutJackson) throws Exception {
        for (String[] help : new String[][] {{"help"}, {"--help"}, {"help", "sokoban", "solve"}}) {
            List<String> loaded = classesLoadedBy(main, help);
            assertThat(loaded).as("help ran").anyMatch(c -> c.startsWith("picocli.CommandLine$Help "));
            List<String> used = loaded.stream().filter(c -> UNUSED.stream().anyMatch(c::startsWith)
                    || c.startsWith("org.gridpuzzle.application.service.")
                    || c.startsWith("org.gridpuzzle.experiment.service.")
                    || c.startsWith("org.gridpuzzle.adapter.sat.") || c.startsWith("org.gridpuzzle.sat4j.")
                    || c.startsWith("org.sat4j.")
                    || withoutJackson && c.startsWith("com.fasterxml.jackson.databind.ObjectMapper ")).toList();
            assertThat(used).as(String.join(" ", help) + ": classes of what the commands use").isEmpty();
        }
    }

    /** The classes a command loads, each as "NAME source: ...", from -verbose:class of a JVM of its own. */
    private static List<String> classesLoadedBy(String main, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xshare:off", "-Xlog:class+load=info:stdout", "-cp", System.getProperty("java.class.path"),
                main));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out.lines().filter(l -> l.contains("[class,load]")).map(l -> l.substring(l.indexOf("] ", l.indexOf(
                "[class,load]")) + 2)).toList();
    }
}
