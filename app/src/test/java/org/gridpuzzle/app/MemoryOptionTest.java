package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.domain.search.MemoryBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --memory SIZE} caps the structure budget for one run; malformed sizes are usage errors. */
class MemoryOptionTest {

    @TempDir
    Path dir;

    @Test
    void a_formula_over_the_budget_is_refused_with_its_size_and_the_next_run_has_its_own() throws IOException {
        Path map = dir.resolve("open.map");
        Files.writeString(map, "S" + ".".repeat(28) + "\n" + (".".repeat(29) + "\n").repeat(27) + ".".repeat(28) + "T\n");
        CliRun capped = CliRun.of("reach", map.toString(), "--encoding", "tree", "--memory", "64m");
        assertThat(capped.exitCode()).isEqualTo(3);
        assertThat(capped.errLines()).isEqualTo(1);
        // 64 MiB for the process: a 48 MiB heap, of which 36 MiB for the formula
        assertThat(capped.err()).contains("the tree encoding of 841 cells", "memory budget of 36 MiB",
                "--memory SIZE raises it");
        // the budget travels with the run's limits: nothing of it stays behind in the process
        CliRun uncapped = CliRun.of("reach", map.toString(), "--encoding", "path");
        assertThat(uncapped.exitCode()).isZero();
    }

    @Test
    void sizes_take_units_and_refuse_nonsense_in_one_line() {
        for (String bad : new String[] {"12x", "-1g", "1.2.3m", "", "10m"}) {
            CliRun run = CliRun.of("reach", "missing.map", "--memory", bad);
            assertThat(run.exitCode()).as(bad).isEqualTo(2);
            assertThat(run.errLines()).as(bad).isEqualTo(1);
            assertThat(run.err()).as(bad).contains("--memory");
        }
        CliRun ok = CliRun.of("--memory", "2g", "--help");
        assertThat(ok.exitCode()).isZero();
    }

    @Test
    void the_launcher_sizes_the_heap_by_the_same_rule() throws IOException {
        // the bash launcher cannot call the rule, so it names the same share as JVM flags
        String launcher = Files.readString(Path.of("src", "dist", "bin", "gridpuzzle"));
        assertThat(launcher).contains("-XX:MinRAMPercentage=" + MemoryBudget.HEAP_PERCENT,
                "-XX:MaxRAMPercentage=" + MemoryBudget.HEAP_PERCENT);
        assertThat(MemoryBudget.forProcess(64L << 20)).isEqualTo(MemoryBudget.structureShareOf(48L << 20));
    }
}
