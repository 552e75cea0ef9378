package org.gridpuzzle.adapter.file.planning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import java.util.Set;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.out.planning.LevelOrError;
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
    void an_xml_text_is_slc_whatever_its_name_unless_a_format_is_named() {
        // standard input's name, the web page's default name for a pasted text, a file saved under a wrong extension
        for (String name : List.of("stdin.txt", "levels.xsb", "set.sok")) {
            assertThat(levels.sokobanTitles(PuzzleSource.text(name, SLC))).as(name).containsExactly("A");
        }
        assertThatThrownBy(() -> levels.loadSokobanLevels(PuzzleSource.text("levels.xsb", SLC).withFormat("xsb")))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining("this text is SLC/XML");
    }

    @Test
    void each_level_is_read_or_kept_as_the_bad_input_it_is() {
        String text = XSB + "\n; Three\n#####\n#@$?#\n#####\n\n; Four\n#####\n#.$@#\n#####\n";
        List<LevelOrError> all = levels.sokobanLevelsOrErrors(PuzzleSource.text("c.xsb", text));
        assertThat(all).extracting(LevelOrError::number, LevelOrError::title, LevelOrError::ok)
                .containsExactly(tuple(1, "One", true), tuple(2, "Two", true), tuple(3, "Three", false),
                        tuple(4, "Four", true));
        assertThat(all.get(2).error()).isInstanceOf(InvalidInputException.class)
                .hasMessage("c.xsb:13:4: level 3 'Three': unknown character '?' (expected # space - _ . $ * @ +)");
        assertThat(all.get(2).error().line()).contains(13);
        assertThatThrownBy(() -> all.get(2).get()).isSameAs(all.get(2).error());
        assertThat(all.get(3).get().title()).isEqualTo("Four");
        // the port's other ways agree: level 4 alone reads, the whole file is refused at level 3
        assertThat(levels.loadSokobanLevel(PuzzleSource.text("c.xsb", text), 4).title()).isEqualTo("Four");
        assertThatThrownBy(() -> levels.loadSokobanLevels(PuzzleSource.text("c.xsb", text)))
                .hasMessageStartingWith("c.xsb:13:4: level 3 'Three'");
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
