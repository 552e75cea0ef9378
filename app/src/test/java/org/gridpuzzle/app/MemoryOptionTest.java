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
    void a_formula_over_the_cap_is_refused_with_its_size_and_the_next_run_is_uncapped() throws IOException {
        Path map = dir.resolve("open.map");
        Files.writeString(map, "S" + ".".repeat(28) + "\n" + (".".repeat(29) + "\n").repeat(27) + ".".repeat(28) + "T\n");
        CliRun capped = CliRun.of("reach", map.toString(), "--encoding", "tree", "--memory", "64m");
        assertThat(capped.exitCode()).isEqualTo(3);
        assertThat(capped.errLines()).isEqualTo(1);
        // 64 MiB for the process: a 48 MiB heap, of which 36 MiB for the formula
        assertThat(capped.err()).contains("the tree encoding of 841 cells", "memory budget of 36 MiB",
                "--memory SIZE raises it");
        assertThat(MemoryBudget.bytes()).as("the cap ends with its run").isGreaterThan(36L << 20);
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
}
