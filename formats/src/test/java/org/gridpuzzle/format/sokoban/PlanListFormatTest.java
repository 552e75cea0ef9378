package org.gridpuzzle.format.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.sokoban.PlanListFormat.Entry;
import org.junit.jupiter.api.Test;

/**
 * Several levels' plans read back as written: a level without a plan is none, never an empty plan (an empty line
 * after {@code ; 2 two} read back as "already solved" for a level that was not even read).
 */
class PlanListFormatTest {

    private static final List<Entry> ENTRIES = List.of(Entry.planned(1, "one", "rRR"),
            Entry.without(2, "two", "not read: two.xsb:8:4: level 2 'two': unknown character 'X'"),
            Entry.planned(3, "solved", ""), Entry.without(4, "stuck", "no plan: no plan of at most 4 steps"),
            Entry.planned(5, "last", "R"));

    @Test
    void a_level_without_a_plan_has_no_plan_line_and_reads_back_without_one() {
        String text = PlanListFormat.write(ENTRIES);
        assertThat(text).isEqualTo("; 1 one\nrRR\n; 2 two: not read: two.xsb:8:4: level 2 'two': unknown character"
                + " 'X'\n; 3 solved\n\n; 4 stuck: no plan: no plan of at most 4 steps\n; 5 last\nR\n");
        assertThat(PlanListFormat.read("p.txt", text)).containsExactlyElementsOf(ENTRIES);
        // the last level without a plan, and an empty plan last: the final line break ends the text, no plan
        List<Entry> ends = List.of(Entry.planned(1, "one", ""), Entry.without(2, "two", "no plan"));
        assertThat(PlanListFormat.read("e.txt", PlanListFormat.write(ends))).containsExactlyElementsOf(ends);
        assertThat(PlanListFormat.read("e.txt", "; 1 one\n\n")).containsExactly(Entry.planned(1, "one", ""));
        assertThat(PlanListFormat.read("e.txt", "; 1 one\n")).containsExactly(Entry.without(1, "one", null));
    }

    @Test
    void what_is_no_plan_list_is_refused_at_its_line() {
        assertThatThrownBy(() -> PlanListFormat.read("x.txt", "rRR\n")).isInstanceOf(FormatException.class)
                .hasMessage("x.txt:1:1: expected a '; N title' line before each level's plan");
        assertThatThrownBy(() -> PlanListFormat.read("x.txt", "; 1 one\nrRx\n"))
                .hasMessageStartingWith("x.txt:2:3: 'x' in the plan of level 1");
        assertThatThrownBy(() -> PlanListFormat.read("x.txt", "; 1 one\nrR\nR\n"))
                .hasMessage("x.txt:3:1: expected a '; N title' line before each level's plan");
    }

    @Test
    void a_title_or_note_cannot_break_its_line() {
        String text = PlanListFormat.write(List.of(Entry.without(1, "a\rb", "not read: x\ny")));
        assertThat(text).isEqualTo("; 1 a\uFFFDb: not read: x\uFFFDy\n");
        assertThat(PlanListFormat.read("t.txt", text)).hasSize(1);
    }
}
