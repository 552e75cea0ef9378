package org.gridpuzzle.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A file name Java cannot hold is one line saying so, for an input and for {@code -o}, not the exception's class. */
class FileNamesCliTest {

    @Test
    void a_name_java_cannot_hold_is_one_plain_line() {
        for (String[] args : new String[][] {
            {"suguru", "solve", "a\0b.sug"},
            {"suguru", "solve", Examples.path("suguru/easy-6x6.sug"), "-o", "out\0.sug"},
        }) {
            CliRun run = CliRun.of(args);
            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            assertThat(run.errLines()).as(run.err()).isEqualTo(1);
            assertThat(run.err()).contains("cannot be named here: a file name has no NUL character")
                    .doesNotContain("Exception").doesNotContain("java.");
            assertThat(run.out()).isEmpty();
        }
    }
}
