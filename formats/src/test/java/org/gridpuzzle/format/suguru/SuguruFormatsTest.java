package org.gridpuzzle.format.suguru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.IntGrid;
import org.gridpuzzle.domain.grid.RegionMap;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.GenerateRequest;
import org.gridpuzzle.domain.suguru.internal.SuguruGenerator;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;
import org.gridpuzzle.fixtures.GridBuilder;
import org.gridpuzzle.fixtures.RegionMapBuilder;
import org.gridpuzzle.format.FormatException;
import org.junit.jupiter.api.Test;

class SuguruFormatsTest {

    private final PaperInFormat in = new PaperInFormat();
    private final SuguruTextFormat text = new SuguruTextFormat();

    private static final String PAPER = """
            2 3
            1 0 0
            0 0 1
            1 1 2
            1 3 2
            """;

    @Test
    void reads_the_paper_format() {
        SuguruPuzzle p = in.read("p.in", PAPER);
        assertThat(p.shape()).isEqualTo(GridShape.of(2, 3));
        assertThat(p.regions()).isEqualTo(RegionMapBuilder.aRegionMap().rows("AAB", "ACB").build());
        assertThat(p.givens()).isEqualTo(GridBuilder.aGrid().rows("1..", "..1").build());
    }

    @Test
    void reads_the_text_format_with_comments_and_items() {
        SuguruPuzzle p = text.read("p.sug", """
                # a tiny one
                AAB
                ACB

                1..
                ..1
                """);
        assertThat(p).isEqualTo(in.read("p.in", PAPER));
        SuguruPuzzle items = text.read("p.sug", "x1 x1 y\nx1 z y\n\n1 . .\n. . 1\n");
        assertThat(items).isEqualTo(p);
    }

    @Property(tries = 30)
    void generated_puzzles_round_trip_through_both_formats(@ForAll @IntRange(min = 4, max = 12) int side,
            @ForAll @IntRange(min = 1, max = 1000) int seed) {
        SuguruPuzzle p = SuguruGenerator.generate(new GenerateRequest(side, side + 1, 5, seed, false),
                Limits.none()).orElseThrow().puzzle();
        assertThat(in.read("x.in", in.write(p))).isEqualTo(p);
        assertThat(text.read("x.sug", text.write(p))).isEqualTo(p);
    }

    @Test
    void a_letter_no_region_can_hold_is_refused_by_its_character_not_as_given_33() {
        assertThatThrownBy(() -> text.read("x.sug", "AB\nCB\n\nx.\n.2\n"))
                .isInstanceOf(FormatException.class)
                .hasMessage("x.sug:4:1: 'x' is not a number this cell can hold: letters stand for 10-35 ('x' = 33)"
                        + " and its region has 1 cell; write '.' for an empty cell");
        // where a region is large enough, letters are the numbers from 10 up, as the format says
        String big = "AAAAAAAAAAAA\n\n123456789ab.\n";
        assertThat(text.read("big.sug", big).givens().get(0, 10)).isEqualTo(11);
    }

    @Test
    void a_filled_in_file_reads_as_the_grid_of_its_givens() {
        SuguruPuzzle solved = in.read("s.in", "2 3\n1 2 3\n3 1 2\n1 1 1\n2 2 2\n");
        IntGrid grid = new PaperInGridFormat().read("s.in", in.write(solved));
        assertThat(grid).isEqualTo(GridBuilder.aGrid().rows("123", "312").build());
        assertThat(new SuguruTextGridFormat().read("s.sug", text.write(solved))).isEqualTo(grid);
    }

    @Test
    void text_format_falls_back_to_items_beyond_62_regions() {
        int n = 9;
        int[] labels = new int[n * n];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = i; // 81 single-cell regions
        }
        SuguruPuzzle p = SuguruPuzzle.empty(RegionMap.of(GridShape.of(n, n), labels));
        String written = text.write(p);
        assertThat(written).contains("r81");
        assertThat(text.read("x.sug", written)).isEqualTo(p);
    }

    @Test
    void wrong_count_in_a_row_names_the_line() {
        assertThatThrownBy(() -> in.read("p.in", "2 3\n1 0 0\n0 0\n1 1 2\n1 3 2\n"))
                .isInstanceOf(FormatException.class)
                .hasMessage("p.in:3:1: expected 3 numbers (givens of row 2), found 2");
    }

    @Test
    void non_numbers_name_line_and_column() {
        assertThatThrownBy(() -> in.read("p.in", "2 3\n1 0 0\n0 x 1\n1 1 2\n1 3 2\n"))
                .hasMessage("p.in:3:3: expected given (a whole number), found 'x'");
        assertThatThrownBy(() -> in.read("p.in", "2 three\n"))
                .hasMessage("p.in:1:3: expected the column count (a whole number), found 'three'");
    }

    @Test
    void missing_rows_and_empty_files() {
        assertThatThrownBy(() -> in.read("p.in", "2 3\n1 0 0\n0 0 1\n1 1 2\n"))
                .hasMessageContaining("expected 2 rows of givens and 2 rows of region labels, but the file has only 3 rows");
        assertThatThrownBy(() -> in.read("p.in", "\n\n")).hasMessage("p.in:1:1: the file is empty; expected 'rows cols' on the first line");
        assertThatThrownBy(() -> text.read("p.sug", "# nothing\n")).hasMessageContaining("the file is empty");
    }

    @Test
    void disconnected_region_labels_point_at_the_cut_off_cell() {
        assertThatThrownBy(() -> in.read("p.in", "2 3\n0 0 0\n0 0 0\n1 2 1\n2 2 2\n"))
                .hasMessage("p.in:4:5: region 1 is not connected: cell r1c3 is cut off from r1c1");
        assertThatThrownBy(() -> text.read("p.sug", "ABA\nBBB\n"))
                .hasMessage("p.sug:1:3: region 'A' is not connected: cell r1c3 is cut off from r1c1");
    }

    @Test
    void a_given_larger_than_its_region_points_at_the_given() {
        assertThatThrownBy(() -> in.read("p.in", "2 3\n1 0 0\n0 2 1\n1 1 2\n1 3 2\n"))
                .hasMessage("p.in:3:3: given 2 at r2c2 does not fit its region of 1 cell (allowed: 1..1)");
        assertThatThrownBy(() -> text.read("p.sug", "AAB\nACB\n\n1..\n.9.\n"))
                .hasMessage("p.sug:5:2: given 9 at r2c2 does not fit its region of 1 cell (allowed: 1..1)");
    }

    @Test
    void text_format_shape_errors() {
        assertThatThrownBy(() -> text.read("p.sug", "AAB\nAC\n"))
                .hasMessage("p.sug:2:1: this row of regions has 2 cells, the first has 3");
        assertThatThrownBy(() -> text.read("p.sug", "AAB\nACB\n\n1..\n"))
                .hasMessage("p.sug:4:1: the numbers form a 1x3 grid but the regions a 2x3 grid");
        assertThatThrownBy(() -> text.read("p.sug", "AAB\nACB\n\n1.?\n...\n"))
                .hasMessage("p.sug:4:3: expected a number or '.', found '?'");
    }

    @Test
    void answers_read_as_grids() {
        IntGrid g = new PaperAnsFormat().read("p.ans", "1 2\n2 1\n");
        assertThat(g).isEqualTo(GridBuilder.aGrid().rows("12", "21").build());
        assertThatThrownBy(() -> new PaperAnsFormat().read("p.ans", "1 2\n2\n")).hasMessageContaining("p.ans:2:1");
    }
}
