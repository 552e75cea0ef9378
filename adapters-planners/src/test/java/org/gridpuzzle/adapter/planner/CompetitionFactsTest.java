package org.gridpuzzle.adapter.planner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridpuzzle.domain.sokoban.SokobanFacts;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.fixtures.SharedData;
import org.gridpuzzle.format.TextFormats;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Our exporter writes the ASP Competition's own facts for its 29 instances, read back from their XSB drawings: the
 * same facts up to where the numbering of columns and rows starts (the competition's drawings have margins of their
 * own; we count from the wall around the floor).
 */
class CompetitionFactsTest {

    @Test
    void the_exporter_reproduces_every_competition_instance_fact_for_fact() throws IOException {
        Optional<Path> dir = SharedData.sharedData("sokoban/asp2009");
        Assumptions.assumeTrue(dir.isPresent(), "../shared/data/sokoban/asp2009 is absent");
        List<SokobanLevel> levels = TextFormats.sokoban(Files.readString(dir.get().resolve("levels.xsb")));
        assertThat(levels).hasSize(29);
        for (SokobanLevel level : levels) {
            String name = level.title().replaceFirst("^\\d+ ", "");
            int steps = Integer.parseInt(name.substring(name.lastIndexOf('.') + 1));
            Path original = dir.get().resolve("orig").resolve(name + ".asp");
            SokobanFacts facts = new SokobanFacts(level);
            assertThat(facts(facts.write(steps))).as(name).isEqualTo(facts(Files.readString(original,
                    StandardCharsets.UTF_8)));
            assertThat(facts.cell(facts.location(level.start().player()))).isEqualTo(level.start().player());
        }
    }

    private static final Pattern LOCATION = Pattern.compile("col(\\d+)row(\\d+)");

    /** The facts, locations renumbered from the smallest column and row named. */
    private static Set<String> facts(String text) {
        List<String> lines = new ArrayList<>();
        int minCol = Integer.MAX_VALUE;
        int minRow = Integer.MAX_VALUE;
        for (String line : text.split("\n")) {
            String fact = line.trim();
            if (!fact.isEmpty() && !fact.startsWith("%")) {
                lines.add(fact);
                for (Matcher m = LOCATION.matcher(fact); m.find(); ) {
                    minCol = Math.min(minCol, Integer.parseInt(m.group(1)));
                    minRow = Math.min(minRow, Integer.parseInt(m.group(2)));
                }
            }
        }
        Set<String> out = new TreeSet<>();
        for (String fact : lines) {
            StringBuilder sb = new StringBuilder();
            Matcher m = LOCATION.matcher(fact);
            while (m.find()) {
                m.appendReplacement(sb, "col" + (Integer.parseInt(m.group(1)) - minCol) + "row"
                        + (Integer.parseInt(m.group(2)) - minRow));
            }
            m.appendTail(sb);
            out.add(sb.toString());
        }
        return out;
    }
}
