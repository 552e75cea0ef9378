package org.gridpuzzle.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Finds every process of one run, wherever it went: the run's program gets an environment variable with a token of
 * its own, which every process it starts inherits, even one that double-forks into a session of its own and so leaves
 * the program's process tree, group and session. On Linux the processes holding the token are read from
 * {@code /proc/PID/environ} (readable for our own processes); elsewhere, and for a process that clears its
 * environment before it runs, only the process tree is known.
 */
final class RunMarks {

    /** The variable that marks a run's processes. */
    static final String VARIABLE = "GRIDPUZZLE_SOLVER_RUN";
    private static final Path PROC = Path.of("/proc");
    private static final SecureRandom RANDOM = new SecureRandom();

    private RunMarks() {
    }

    /** A fresh token for one run. */
    static String token() {
        byte[] bytes = new byte[12];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The ids of the live processes marked with {@code token} (none where there is no /proc). */
    static List<Long> marked(String token) {
        List<Long> pids = new ArrayList<>();
        if (!Files.isDirectory(PROC)) {
            return pids;
        }
        byte[] mark = (VARIABLE + "=" + token).getBytes(StandardCharsets.US_ASCII);
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, p -> p.getFileName().toString()
                .chars().allMatch(Character::isDigit))) {
            for (Path entry : entries) {
                long pid = Long.parseLong(entry.getFileName().toString());
                if (pid != self && holds(entry.resolve("environ"), mark)) {
                    pids.add(pid);
                }
            }
        } catch (IOException e) {
            // /proc unreadable: the process tree is all we know
        }
        return pids;
    }

    private static boolean holds(Path environ, byte[] mark) {
        byte[] env;
        try {
            env = Files.readAllBytes(environ);
        } catch (IOException e) {
            return false; // gone, or another user's
        }
        outer:
        for (int start = 0; start + mark.length <= env.length; start++) {
            if (start > 0 && env[start - 1] != 0) {
                continue; // variables start after a NUL
            }
            for (int i = 0; i < mark.length; i++) {
                if (env[start + i] != mark[i]) {
                    continue outer;
                }
            }
            return start + mark.length == env.length || env[start + mark.length] == 0;
        }
        return false;
    }
}
