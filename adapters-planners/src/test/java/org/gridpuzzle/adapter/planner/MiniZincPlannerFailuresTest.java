package org.gridpuzzle.adapter.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.format.TextFormats;
import org.gridpuzzle.process.CommandWords;
import org.junit.jupiter.api.Assumptions;
import org.gridpuzzle.fixtures.SavedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the MiniZinc back-end does when minizinc or its solver is missing, crashes, hangs or lies; what it dumps. */
class MiniZincPlannerFailuresTest {

    private final SavedFiles files = new SavedFiles();

    private static final SnowmanLevel ROOM = TextFormats.snowman("#######\n#42q1'#\n#'''''#\n#######\n");

    @TempDir
    Path dir;

    private static ModelQuery query(String solver, int steps, Path dump) {
        return new ModelQuery(PlanningModel.MINIZINC_PATH, ROOM, steps, solver, dump, "room");
    }

    private Path script(String body) throws IOException {
        Path p = dir.resolve("fake-minizinc");
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void a_missing_program_and_a_crash_are_failures_naming_what_went_wrong() throws IOException {
        assertThatThrownBy(() -> new MiniZincPlanner("no-such-minizinc", files).decide(query(null, 4, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("no-such-minizinc: not found on the PATH");
        Path crash = script("echo 'Error: out of memory' >&2; exit 1");
        assertThatThrownBy(() -> new MiniZincPlanner(crash.toString(), files).decide(query(null, 4, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("Error: out of memory");
        Path liar = script("echo 'plan 99:1'; echo '----------'");
        assertThatThrownBy(() -> new MiniZincPlanner(liar.toString(), files).decide(query(null, 4, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("outside the level");
    }

    @Test
    void a_hanging_solver_is_stopped_at_the_limit_and_the_answer_is_unknown() throws IOException {
        Path hang = script("sleep 30");
        long begun = System.nanoTime();
        ModelAnswer answer = new MiniZincPlanner(hang.toString(), files).decide(query(null, 4, null),
                Limits.none().withTimeLimit(Duration.ofMillis(300)));
        assertThat(answer.status()).isEqualTo(SatStatus.UNKNOWN);
        assertThat(System.nanoTime() - begun).isLessThan(Duration.ofSeconds(15).toNanos()); // it would sleep 30 s
    }

    @Test
    void an_unknown_solver_is_refused_by_minizinc_and_the_dump_holds_model_and_data() throws IOException {
        Assumptions.assumeTrue(CommandWords.locate("minizinc").isPresent(), "minizinc is not on the PATH");
        assertThatThrownBy(() -> new MiniZincPlanner(files).decide(query("no-such-solver", 4, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("no-such-solver");
        Path dump = dir.resolve("dump");
        ModelAnswer answer = new MiniZincPlanner(files).decide(query(null, 4, dump), Limits.none());
        assertThat(answer.status()).isEqualTo(SatStatus.SAT);
        assertThat(files.all().keySet()).containsExactlyInAnyOrder(dump.resolve("room.dzn"), dump.resolve("room.mzn"));
        assertThat(files.text(dump.resolve("room.dzn"))).contains("T = 4;", "setting = 3;", "snowmen = 1;");
    }
}
