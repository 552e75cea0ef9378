package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.gridpuzzle.app.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every genre's formats through the one registry: named with --format, and listed by help formats. */
class FormatsCliTest {

    @TempDir
    Path dir;

    @Test
    void help_formats_lists_every_format_of_the_registry() {
        CliRun help = CliRun.of("help", "formats");
        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).contains("  .sug .txt text: ", "  .flood .board .txt board: ", "  .map .txt map: ",
                "  .slc   slc: SokobanLevels XML", "  .xsb .txt .sok xsb: XSB levels", "  .lvl   lvl: A Good Snowman",
                "  .cnf .dimacs dimacs: DIMACS CNF");
        assertThat(help.out()).doesNotContain("{");
    }

    @Test
    void an_slc_collection_under_another_name_reads_when_its_format_is_named() throws IOException {
        Path renamed = Files.copy(Path.of("../examples/sokoban/collection.slc"), dir.resolve("collection.txt"));
        CliRun asText = CliRun.of("read", renamed.toString(), "--genre", "sokoban", "--format", "xsb");
        assertThat(asText.exitCode()).isEqualTo(2);
        assertThat(asText.err()).contains(renamed.toString());
        CliRun named = CliRun.of("sokoban", "check", renamed.toString(), "--format", "slc", "--level", "1", "r");
        assertThat(named.exitCode()).as(named.err()).isIn(0, 3); // read and replayed: the plan is too short or not
        assertThat(named.err()).doesNotContain("line");
        CliRun unknown = CliRun.of("sokoban", "check", renamed.toString(), "--format", "yaml", "r");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("yaml").contains("slc").contains("xsb");
    }
}
