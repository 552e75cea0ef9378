package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.app.Main;
import org.junit.jupiter.api.Test;

/** {@code gridpuzzle serve} as a user runs it: it says where it listens, and Ctrl-C stops it cleanly. */
class ServeCommandTest {

    private static Process serve(String... args) throws Exception {
        List<String> command = new ArrayList<>();
        // a child of a background job (mvn verify & in a script) starts with SIGINT ignored, and a JVM then keeps
        // ignoring it: give it back, as a terminal would (the server never stopped when the build ran that way)
        Path env = Path.of("/usr/bin/env");
        if (Files.isExecutable(env) && new ProcessBuilder(env.toString(), "--default-signal=INT", "true").start()
                .waitFor() == 0) {
            command.addAll(List.of(env.toString(), "--default-signal=INT"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    @Test
    void ctrl_c_stops_the_server_and_frees_its_port() throws Exception {
        Process p = serve("--port", "0");
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        Matcher m = WebLoadTest.SERVING.matcher(out.readLine());
        assertThat(m.find()).isTrue();
        int port = Integer.parseInt(m.group(1));
        new Socket("127.0.0.1", port).close();
        long start = System.nanoTime();
        new ProcessBuilder("kill", "-INT", String.valueOf(p.pid())).start().waitFor();
        // under a second quiet; the bound is for a loaded machine (5 s failed beside a second build and four CPU hogs)
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("stopped after Ctrl-C").isTrue();
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(30.0);
        assertThat(out.lines().toList()).contains("gridpuzzle: stopping").noneMatch(l -> l.contains("Exception"));
        assertThat(portFree(port)).isTrue();
    }

    @Test
    void a_port_in_use_or_bad_settings_are_one_line_and_exit_2() throws Exception {
        Process first = serve("--port", "0");
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8));
            Matcher m = WebLoadTest.SERVING.matcher(out.readLine());
            assertThat(m.find()).isTrue();
            // the one line is all: Javalin's own "ERROR Javalin - Failed to start Javalin" went to the process's
            // standard error beside it (the stray line in this passing test's output)
            ByteArrayOutputStream processErr = new ByteArrayOutputStream();
            PrintStream before = System.err;
            CliRun taken;
            System.setErr(new PrintStream(processErr, true, StandardCharsets.UTF_8));
            try {
                taken = CliRun.of("serve", "--port", m.group(1));
            } finally {
                System.setErr(before);
            }
            assertThat(taken.exitCode()).isEqualTo(2);
            assertThat(taken.errLines()).isEqualTo(1);
            assertThat(taken.err()).startsWith("gridpuzzle: cannot listen on 127.0.0.1:" + m.group(1))
                    .contains("in use");
            assertThat(processErr.toString(StandardCharsets.UTF_8)).as("nothing else on standard error").isEmpty();
        } finally {
            first.destroy();
            first.waitFor(5, TimeUnit.SECONDS);
        }
        CliRun workers = CliRun.of("serve", "--workers", "0");
        assertThat(workers.exitCode()).isEqualTo(2);
        assertThat(workers.err()).contains("workers must be between 1 and 256");
    }

    private static boolean portFree(int port) {
        try (Socket s = new Socket("127.0.0.1", port)) {
            return false;
        } catch (Exception e) {
            return true;
        }
    }
}
