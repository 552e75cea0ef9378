package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * External solvers that lie or crash, through the whole command line: one line on stderr, exit 2, no answer on
 * stdout, for {@code sat} and for {@code reach}. (Killing, default limits and children that ignore SIGTERM are
 * checked on the adapter, {@code ExternalSolverTest}.)
 */
class FakeSolverCliTest {

    @TempDir
    Path dir;

    private Path script(String name, String body) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void a_status_without_its_exit_code_or_a_crash_is_a_solver_failure_not_an_answer() throws IOException {
        Path cnf = dir.resolve("f.cnf");
        Files.writeString(cnf, "p cnf 2 2\n1 2 0\n-1 0\n");
        Path map = dir.resolve("m.map");
        Files.writeString(map, "S..\n...\n..T\n");
        String[][] liars = {
            {"unsat-exit-1", "echo 's UNSATISFIABLE'; exit 1"},
            {"sat-exit-139", "echo 's SATISFIABLE'; echo 'v 1 2 0'; exit 139"},
            {"unsat-exit-10", "echo 's UNSATISFIABLE'; exit 10"},
            {"garbage", "echo hello; exit 0"},
        };
        for (String[] liar : liars) {
            String solver = script(liar[0], liar[1]).toString();
            for (CliRun run : new CliRun[] {CliRun.of("sat", cnf.toString(), "--sat-solver", solver),
                    CliRun.of("reach", map.toString(), "--sat-solver", solver)}) {
                assertThat(run.exitCode()).as(liar[0]).isEqualTo(2);
                assertThat(run.errLines()).as(liar[0] + ": " + run.err()).isEqualTo(1);
                assertThat(run.err()).as(liar[0]).contains(solver);
                assertThat(run.out()).as(liar[0]).doesNotContain("s UNSATISFIABLE", "s SATISFIABLE", "reachable");
            }
        }
    }
}
