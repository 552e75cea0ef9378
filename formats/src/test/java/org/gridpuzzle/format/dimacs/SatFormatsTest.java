package org.gridpuzzle.format.dimacs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.sat.Cnf;
import org.gridpuzzle.format.FormatException;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.junit.jupiter.api.Test;

class SatFormatsTest {

    private final DimacsFormat dimacs = new DimacsFormat();

    @Test
    void reads_comments_names_multi_line_clauses_and_the_satlib_end_marker() {
        Cnf cnf = dimacs.read("f.cnf", "c hello\nc 2 x_two\np cnf 3 2\n1 -2\n 3 0\n-1 0\n%\n0\n");
        assertThat(cnf.variableCount()).isEqualTo(3);
        assertThat(cnf.clauses()).containsExactly(new int[] {1, -2, 3}, new int[] {-1});
        assertThat(cnf.names()).containsEntry(2, "x_two");
    }

    @Property(tries = 50)
    void round_trips(@ForAll @IntRange(min = 1, max = 30) int vars, @ForAll @IntRange(min = 0, max = 60) int clauses,
            @ForAll long seed) {
        Random random = new Random(seed);
        Cnf cnf = new Cnf();
        for (int v = 1; v <= vars; v++) {
            if (random.nextBoolean()) {
                cnf.newVariable("v" + v);
            } else {
                cnf.newVariable();
            }
        }
        for (int i = 0; i < clauses; i++) {
            int[] c = new int[1 + random.nextInt(4)];
            for (int j = 0; j < c.length; j++) {
                c[j] = (1 + random.nextInt(vars)) * (random.nextBoolean() ? 1 : -1);
            }
            cnf.addClause(c);
        }
        Cnf back = dimacs.read("x.cnf", dimacs.write(cnf));
        assertThat(back.variableCount()).isEqualTo(vars);
        assertThat(back.clauses()).containsExactlyElementsOf(cnf.clauses());
        assertThat(back.names()).isEqualTo(cnf.names());
    }

    @Test
    void malformed_dimacs_names_the_line() {
        assertThatThrownBy(() -> dimacs.read("f.cnf", "p cnf 2 1\n1 x 0\n"))
                .isInstanceOf(FormatException.class).hasMessage("f.cnf:2:3: expected a literal (a whole number), found 'x'");
        assertThatThrownBy(() -> dimacs.read("f.cnf", "p cnf 2 1\n1 3 0\n"))
                .hasMessage("f.cnf:2:3: literal 3 is outside the 2 variables of the header");
        assertThatThrownBy(() -> dimacs.read("f.cnf", "1 2 0\n")).hasMessage("f.cnf:1:1: clauses before the 'p cnf' header");
        assertThatThrownBy(() -> dimacs.read("f.cnf", "p cnf 2 2\n1 2 0\n"))
                .hasMessage("f.cnf:2:1: the header declares 2 clauses but the file has 1");
        assertThatThrownBy(() -> dimacs.read("f.cnf", "p dnf 2 2\n")).hasMessageContaining("f.cnf:1:1: expected the header");
        assertThatThrownBy(() -> dimacs.read("f.cnf", "c only\n")).hasMessageContaining("no 'p cnf' header");
    }

    @Test
    void grid_maps_pad_rows_and_find_the_markers() {
        MarkedGridMap m = new GridMapFormat().read("m.map", "; a map\n#####\n#S.T#\n##\n");
        assertThat(m.map().shape().cols()).isEqualTo(5);
        assertThat(m.source()).contains(Position.of(1, 1));
        assertThat(m.target()).contains(Position.of(1, 3));
        assertThat(m.map().isOpen(Position.of(2, 3))).isFalse();
        assertThatThrownBy(() -> new GridMapFormat().read("m.map", "#S?#\n")).hasMessage("m.map:1:3: unknown character '?' (use '#', '.', 'S', 'T')");
        assertThatThrownBy(() -> new GridMapFormat().read("m.map", "SS\n")).hasMessage("m.map:1:2: a second 'S'");
    }
}
