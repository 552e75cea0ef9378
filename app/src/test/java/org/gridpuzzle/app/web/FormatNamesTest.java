package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.app.CliRun;
import org.gridpuzzle.application.port.in.planning.PlanningOperation;
import org.gridpuzzle.application.port.in.suguru.SuguruOperation;
import org.junit.jupiter.api.Test;

/**
 * The web's {@code format} enums (the operations' specs, and so the OpenAPI document) are the format registry's names:
 * those the command line's readers list for a name they do not know. A format added to the registry and not to the
 * spec, or the other way round, fails here.
 */
class FormatNamesTest {

    private static final Pattern KNOWN = Pattern.compile("known: (.*)$", Pattern.MULTILINE);
    private static final Pattern NAME = Pattern.compile("([a-z-]+) \\(");

    /** The names the registry lists in an "unknown format" message: {@code paper (.in), text (.sug, .txt)}. */
    private static List<String> registryNames(String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
        Matcher known = KNOWN.matcher(run.err());
        assertThat(known.find()).as(run.err()).isTrue();
        List<String> names = new ArrayList<>();
        Matcher name = NAME.matcher(known.group(1));
        while (name.find()) {
            names.add(name.group(1));
        }
        return names.stream().sorted().toList();
    }

    @Test
    void every_format_enum_is_the_registrys_names_for_its_kind() {
        assertThat(SuguruOperation.SOLVE.field("format").values()).isEqualTo(registryNames("suguru", "solve",
                "../examples/suguru/easy-6x6.sug", "--format", "zzz"));
        assertThat(SuguruOperation.VERIFY.field("solutionFormat").values()).isEqualTo(registryNames("suguru", "verify",
                "../examples/suguru/easy-6x6.sug", "../examples/suguru/easy-6x6.sug", "--solution-format", "zzz"));
        assertThat(PlanningOperation.SOKOBAN_SOLVE.field("format").values()).isEqualTo(registryNames("sokoban",
                "solve", "../examples/sokoban/two.xsb", "--format", "zzz"));
        assertThat(PlanningOperation.SNOWMAN_SOLVE.field("format").values()).isEqualTo(registryNames("snowman",
                "solve", "../examples/snowman/three-balls.lvl", "--format", "zzz"));
        for (SuguruOperation op : SuguruOperation.values()) {
            if (op != SuguruOperation.GENERATE) {
                assertThat(op.field("format").values()).as(op.name()).isEqualTo(SuguruOperation.SOLVE.field("format")
                        .values());
            }
        }
    }
}
