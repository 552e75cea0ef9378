package org.gridpuzzle.domain.snowman.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.search.internal.MemoryAccount;
import org.gridpuzzle.domain.search.internal.SearchOptions;
import org.gridpuzzle.domain.search.internal.SearchStates;
import org.junit.jupiter.api.Test;

/**
 * A big Snowman field within a memory budget (hostile run 2026-12-07, M4): a 700 × 700 field under {@code --memory 1g}
 * died out of memory in the search's set-up with no bound, its first state table alone 250 MB (1,024 states of
 * 244 KB) beside 165 MB of formula moves no account knew of. Tables are sized before they are built, small at
 * first; a table that does not fit is refused with its size, and the answer keeps the start's bound.
 */
class SnowmanSearchMemoryTest {

    @Test
    void a_state_table_of_huge_states_starts_small() {
        // a 700 × 700 field's states: four planes of 488,601 floor cells
        MemoryAccount account = MemoryAccount.open("states", 64L << 20);
        new SearchStates("the Snowman search", 4 * 488_601, account);
        assertThat(account.used()).as("bytes charged before the first state").isLessThan(8L << 20);
    }

    @Test
    void tables_that_do_not_fit_are_refused_with_their_size_and_the_answer_keeps_the_bound() {
        SnowmanSearch.Result r = SnowmanSearch.solve(SnowmanTestLevels.openField(700), SearchOptions.fast(),
                Limits.none().withMemoryBudget(64L << 20));
        assertThat(r.moves()).isNull();
        assertThat(r.stopped()).startsWith("memory budget of 64 MiB reached").contains("needs about");
        assertThat(r.lowerBound()).as("Φ of the start: three small balls to grow and stack").isEqualTo(5);
    }

    @Test
    void a_700_field_in_a_742_mib_heap_stops_with_its_bound_not_out_of_memory() throws Exception {
        // --memory 1g's heap (the launcher's rule) and its collector, in a JVM of its own
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classes = String.join(File.pathSeparator, Path.of("target", "classes").toString(),
                Path.of("target", "test-classes").toString());
        Process p = new ProcessBuilder(List.of(java, "-Xmx742m", "-XX:+UseSerialGC", "-cp", classes,
                SmallHeapSearch.class.getName(), "700", "1024", "1000")).redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("finished").isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        // the start's bound (5) at least: a quiet machine expands a few states within the limit and may prove more
        assertThat(out).as("exit " + p.exitValue()).doesNotContain("OutOfMemoryError").containsPattern("at least [5-9]\\b");
        assertThat(p.exitValue()).as(out).isZero();
    }
}
