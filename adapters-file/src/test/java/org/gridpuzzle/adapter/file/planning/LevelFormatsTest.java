package org.gridpuzzle.adapter.file.planning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.snowman.SnowmanFormat;
import org.gridpuzzle.format.sokoban.CollectionFormat;
import org.gridpuzzle.format.sokoban.SokobanCollection;
import org.junit.jupiter.api.Test;

/** The planning games' formats through the registry: named with a source's format, or picked by the extension. */
class LevelFormatsTest {

    private static final String XSB = "; One\n#####\n#@$.#\n#####\n\n; Two\n######\n#@ $.#\n######\n";
    private static final String SLC = "<?xml version=\"1.0\"?><SokobanLevels><LevelCollection>"
            + "<Level Id=\"A\"><L>#####</L><L>#@$.#</L><L>#####</L></Level></LevelCollection></SokobanLevels>";
    private static final String LVL = "#######\n#.....#\n#.1.1.#\n#p....#\n#..1..#\n#######\n";

    private final FormatRegistry registry = new FormatRegistry(Set.of(new CollectionFormat.Text(),
            new CollectionFormat.Slc(), new SnowmanFormat()));
    private final LevelFileAdapter levels = new LevelFileAdapter(registry);

    @Test
    void the_extension_picks_the_collection_format_and_a_named_one_overrides_it() {
        assertThat(levels.sokobanTitles(PuzzleSource.text("a.xsb", XSB))).containsExactly("One", "Two");
        assertThat(levels.sokobanTitles(PuzzleSource.text("a.slc", SLC))).containsExactly("A");
        // an XML text under a .txt name: read as SLC when named so
        assertThat(levels.sokobanTitles(PuzzleSource.text("a.txt", SLC).withFormat("slc"))).containsExactly("A");
        // XSB named for an XML text: refused at its place, naming the source
        assertThatThrownBy(() -> levels.loadSokobanLevels(PuzzleSource.text("a.slc", SLC).withFormat("xsb")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("a.slc");
    }

    @Test
    void an_unknown_format_name_lists_the_known_ones() {
        assertThatThrownBy(() -> levels.loadSokobanLevels(PuzzleSource.text("a.xsb", XSB).withFormat("yaml")))
                .isInstanceOf(UnrecognisedFormatException.class).hasMessageContaining("xsb")
                .hasMessageContaining("slc");
    }

    @Test
    void a_name_no_format_claims_is_read_as_before_xsb_unless_it_looks_like_xml() {
        assertThat(levels.sokobanTitles(PuzzleSource.text("<stdin>", XSB))).containsExactly("One", "Two");
        assertThat(levels.sokobanTitles(PuzzleSource.text("levels", SLC))).containsExactly("A");
        assertThat(levels.loadSnowmanLevel(PuzzleSource.text("<stdin>", LVL)).snowmen()).isEqualTo(1);
    }

    @Test
    void what_a_format_writes_it_reads_back() {
        CollectionFormat.Text xsb = new CollectionFormat.Text();
        SokobanCollection read = xsb.read("a.xsb", XSB);
        SokobanCollection again = xsb.read("b.xsb", xsb.write(read));
        assertThat(again.levels().stream().map(SokobanLevel::title).toList()).containsExactly("One", "Two");
        for (int i = 0; i < 2; i++) {
            SokobanLevel a = read.levels().get(i);
            SokobanLevel b = again.levels().get(i);
            assertThat(b.draw(b.start())).isEqualTo(a.draw(a.start()));
        }
        SnowmanFormat lvl = new SnowmanFormat();
        SnowmanLevel snowman = registry.read(SnowmanLevel.class, PuzzleSource.text("s.lvl", LVL), null);
        assertThat(lvl.write(lvl.read("t.lvl", lvl.write(snowman)))).isEqualTo(lvl.write(snowman));
        assertThat(registry.formats().stream().map(f -> f.name()).toList()).isEqualTo(List.of("lvl", "slc", "xsb"));
    }
}
