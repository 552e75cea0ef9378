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
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.TextFormats;
import org.junit.jupiter.api.Assumptions;
import org.gridpuzzle.fixtures.SavedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the ASP back-end does when its programs are missing, crash, hang or print nonsense, and what it dumps. */
class AspPlannerFailuresTest {

    private final SavedFiles files = new SavedFiles();

    private static final SokobanLevel TWO = TextFormats.sokoban("; Two\n######\n#@$ .#\n######\n").get(0);

    @TempDir
    Path dir;

    private static ModelQuery query(int steps, Path dump) {
        return new ModelQuery(PlanningModel.ASP_FAIR, TWO, steps, null, dump, "two");
    }

    private Path script(String name, String body) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    @Test
    void a_program_missing_from_the_path_is_named_before_anything_runs() {
        assertThatThrownBy(() -> new AspPlanner("no-such-gringo", "clasp", files).decide(query(2, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class)
                .hasMessage("no-such-gringo: not found on the PATH (apt-get install gringo clasp)");
    }

    @Test
    void a_crashing_grounder_and_a_solver_without_a_verdict_are_failures_with_their_last_words() throws IOException {
        Path crash = script("crash", "echo 'segmentation fault' >&2; exit 139");
        assertThatThrownBy(() -> new AspPlanner(crash.toString(), "clasp", files).decide(query(2, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("exit code 139 (segmentation fault)");
        Assumptions.assumeTrue(AspPlanner.installed(), "gringo or clasp is not on the PATH");
        Path mute = script("mute", "echo 'clasp version 9'; exit 0");
        assertThatThrownBy(() -> new AspPlanner("gringo", mute.toString(), files).decide(query(2, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("no answer");
        Path liar = script("liar", "echo 'Answer: 1'; echo 'push(col9row9,r,col10row9,1)'; echo SATISFIABLE; exit 10");
        assertThatThrownBy(() -> new AspPlanner("gringo", liar.toString(), files).decide(query(2, null), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("naming no floor cell");
    }

    @Test
    void a_hanging_solver_is_stopped_at_the_limit_and_the_answer_is_unknown() throws IOException {
        Assumptions.assumeTrue(AspPlanner.installed(), "gringo or clasp is not on the PATH");
        Path hang = script("hang", "sleep 30");
        long begun = System.nanoTime();
        ModelAnswer answer = new AspPlanner("gringo", hang.toString(), files).decide(query(2, null),
                Limits.none().withTimeLimit(Duration.ofMillis(300)));
        assertThat(answer.status()).isEqualTo(SatStatus.UNKNOWN);
        assertThat(System.nanoTime() - begun).isLessThan(Duration.ofSeconds(15).toNanos()); // it would sleep 30 s
    }

    @Test
    void the_dump_holds_the_model_and_the_instance_and_a_dump_that_cannot_be_written_is_refused_whole()
            throws IOException {
        Assumptions.assumeTrue(AspPlanner.installed(), "gringo or clasp is not on the PATH");
        Path dump = dir.resolve("dump");
        ModelAnswer answer = new AspPlanner(files).decide(query(2, dump), Limits.none());
        assertThat(answer.status()).isEqualTo(SatStatus.SAT);
        assertThat(files.all().keySet()).containsExactlyInAnyOrder(dump.resolve("two.instance.lp"),
                dump.resolve("two.model.lp"));
        assertThat(files.text(dump.resolve("two.instance.lp"))).contains("sokoban(col1row1).", "step(2).");
        Path blocked = Files.writeString(dir.resolve("a-file"), "not a folder");
        assertThatThrownBy(() -> new AspPlanner(files).decide(query(2, blocked.resolve("dump")), Limits.none()))
                .isInstanceOf(PlannerFailedException.class).hasMessageContaining("cannot write the dump");
    }
}
