package org.gridpuzzle.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.format.sokoban.PlanListFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading collections as a user meets them (issue 67, the hostile run of 2026-12-07: L4, L6, the older L3, L4 and L5):
 * SLC on standard input or under another name, one broken level among good ones, levels named by title, the
 * first-level warning only when no level was named, escape codes in a puzzle.
 */
class CollectionReadingCliTest {

    private static final String TWO = "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@ X .#\n#######\n";
    private static final String COUNTS = "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@$$ .#\n#######\n\n"
            + "; three\n#####\n#@$.#\n#####\n";
    private static final Path SLC = Path.of("../examples/sokoban/collection.slc");
    private static final Path SOK = Path.of("../examples/sokoban/collection.sok");

    private final InputStream original = System.in;

    @TempDir
    Path dir;

    @AfterEach
    void restore() {
        System.setIn(original);
    }

    private static CliRun withInput(String text, String... args) {
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        return CliRun.of(args);
    }

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void an_slc_text_on_standard_input_or_under_an_xsb_name_is_read_as_slc() throws Exception {
        String slc = Files.readString(SLC);
        CliRun solve = withInput(slc, "sokoban", "solve", "-", "--all", "--strategy", "search");
        assertThat(solve.exitCode()).as(solve.err()).isZero();
        assertThat(solve.out()).contains("Un: ", "Deux: ");
        CliRun read = withInput(slc, "read", "--genre", "sokoban", "-");
        assertThat(read.exitCode()).as(read.err()).isZero();
        assertThat(read.out()).startsWith("<stdin>: sokoban, level 1 of 2 'Un'");
        CliRun misnamed = CliRun.of("read", file("levels.xsb", slc).toString());
        assertThat(misnamed.exitCode()).as(misnamed.err()).isZero();
        // named as xsb, it is read as xsb, and the message says what it is
        CliRun asXsb = CliRun.of("read", dir.resolve("levels.xsb").toString(), "--format", "xsb");
        assertThat(asXsb.exitCode()).isEqualTo(2);
        assertThat(asXsb.err()).contains("this text is SLC/XML: read it as slc");
    }

    @Test
    void a_broken_level_blocks_itself_only_and_is_named_by_its_own_number() throws Exception {
        Path two = file("two.xsb", TWO);
        CliRun whole = CliRun.of("read", two.toString());
        assertThat(whole.exitCode()).isEqualTo(2);
        assertThat(whole.err()).isEqualTo("gridpuzzle: " + two + ":8:4: level 2 'two': unknown character 'X' (expected #"
                + " space - _ . $ * @ +)\n");
        CliRun first = CliRun.of("read", two.toString(), "--level", "1");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).contains("level 1 of 2 'one'");
        CliRun solve = CliRun.of("sokoban", "solve", two.toString(), "--level", "1", "--strategy", "search");
        assertThat(solve.exitCode()).as(solve.err()).isZero();
        assertThat(CliRun.of("sokoban", "check", two.toString(), "--level", "1", "rRR").exitCode()).isZero();
        CliRun second = CliRun.of("sokoban", "solve", two.toString(), "--level", "2");
        assertThat(second.exitCode()).isEqualTo(2);
        assertThat(second.err()).contains(two + ":8:4: level 2 'two'");
    }

    @Test
    void all_levels_plans_the_good_ones_reports_a_broken_one_and_exits_2() throws Exception {
        for (Path file : new Path[] {file("two.xsb", TWO), file("counts.xsb", COUNTS)}) {
            CliRun all = CliRun.of("sokoban", "solve", file.toString(), "--all", "--strategy", "search");
            assertThat(all.exitCode()).as(all.err()).isEqualTo(2);
            assertThat(all.out()).contains("rRR\none: 2 pushes").contains("two: not read: " + file + ":");
            assertThat(all.err()).contains("warning: " + file + ":").contains("level 2 'two'");
            CliRun json = CliRun.of("sokoban", "solve", file.toString(), "--all", "--strategy", "search", "--json");
            assertThat(json.exitCode()).isEqualTo(2);
            assertThat(json.out()).contains("\"badInput\" : \"" + file + ":");
        }
        CliRun counts = CliRun.of("sokoban", "solve", dir.resolve("counts.xsb").toString(), "--all", "--strategy",
                "search");
        assertThat(counts.out()).contains("three: 1 pushes");
        // several levels named: the same
        CliRun named = CliRun.of("sokoban", "solve", dir.resolve("counts.xsb").toString(), "--level", "2", "--level",
                "3", "--strategy", "search");
        assertThat(named.exitCode()).isEqualTo(2);
        assertThat(named.out()).contains("two: not read: ").contains("three: 1 pushes");
    }

    @Test
    void the_plans_of_all_levels_saved_read_back_with_no_plan_for_a_level_without_one() throws Exception {
        Path four = file("four.xsb", TWO + "\n; done\n####\n#@*#\n####\n\n; stuck\n#####\n#$ .#\n#  @#\n#####\n");
        Path saved = dir.resolve("plans.lurd");
        CliRun all = CliRun.of("sokoban", "solve", four.toString(), "--all", "--strategy", "search", "-o",
                saved.toString());
        assertThat(all.exitCode()).as(all.err()).isEqualTo(2);
        String text = Files.readString(saved);
        // the broken level was '; 2 two' and an empty line: a plan of no move, a level already solved
        assertThat(text).startsWith("; 1 one\nrRR\n; 2 two: not read: " + four + ":8:4: level 2 'two': unknown"
                + " character 'X'").contains("\n; 3 done\n\n; 4 stuck: no plan");
        List<PlanListFormat.Entry> plans = PlanListFormat.read(saved.toString(), text);
        assertThat(plans).extracting(PlanListFormat.Entry::number, PlanListFormat.Entry::title,
                PlanListFormat.Entry::plan).containsExactly(tuple(1, "one", "rRR"), tuple(2, "two", null),
                tuple(3, "done", ""), tuple(4, "stuck", null));
        assertThat(plans.get(1).note()).startsWith("not read: " + four + ":8:4:");
        assertThat(plans.get(3).note()).startsWith("no plan");
        // and the plans read back replay
        assertThat(CliRun.of("sokoban", "check", four.toString(), plans.get(0).plan(), "--level", "1").exitCode())
                .isZero();
        assertThat(CliRun.of("sokoban", "check", four.toString(), plans.get(2).plan(), "--level", "3").exitCode())
                .isZero();
    }

    @Test
    void a_level_is_named_by_its_title_in_read_check_and_solve() {
        CliRun read = CliRun.of("read", SOK.toString(), "--level", "zweimal übers eck");
        assertThat(read.exitCode()).as(read.err()).isZero();
        assertThat(read.out()).contains("level 2 of 3 'Zweimal übers Eck'");
        CliRun check = CliRun.of("sokoban", "check", SOK.toString(), "--level", "Boîte à goals", "r");
        assertThat(check.out()).startsWith("Boîte à goals: ");
        CliRun typo = CliRun.of("read", SOK.toString(), "--level", "Zweimal ubers Eck");
        assertThat(typo.exitCode()).isEqualTo(2);
        assertThat(typo.err()).contains("no level titled 'Zweimal ubers Eck' (nearest: 'Zweimal übers Eck';");
        CliRun solve = CliRun.of("sokoban", "solve", SOK.toString(), "--level", "Cafe creme");
        assertThat(solve.exitCode()).isEqualTo(2);
        assertThat(solve.err()).contains("nearest: 'Café crème'");
    }

    @Test
    void the_first_level_warning_is_for_a_level_nobody_named() throws Exception {
        Path counts = file("counts.xsb", COUNTS);
        CliRun byDefault = CliRun.of("sokoban", "solve", counts.toString(), "--strategy", "search");
        assertThat(byDefault.err()).contains("has 3 levels: planning level 1 only");
        CliRun named = CliRun.of("sokoban", "solve", counts.toString(), "--level", "1", "--strategy", "search");
        assertThat(named.exitCode()).as(named.err()).isZero();
        assertThat(named.err()).doesNotContain("warning");
    }

    @Test
    void an_escape_code_is_no_puzzle() throws Exception {
        Path esc = file("esc2.sug", "\u001b[31m\n");
        CliRun read = CliRun.of("read", esc.toString());
        assertThat(read.exitCode()).isEqualTo(2);
        assertThat(read.err()).startsWith("gridpuzzle: " + esc + ":1:1: a control character (ESC, U+001B)");
        assertThat(read.errLines()).isEqualTo(1);
        CliRun verify = CliRun.of("suguru", "verify", "../examples/suguru/easy-6x6.sug", esc.toString());
        assertThat(verify.exitCode()).isEqualTo(2);
        assertThat(verify.err()).contains(esc + ":1:1: a control character (ESC, U+001B)");
    }
}
