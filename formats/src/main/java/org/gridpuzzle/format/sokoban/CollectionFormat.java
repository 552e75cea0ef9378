package org.gridpuzzle.format.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.domain.search.Budget;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.PuzzleFormat;

/**
 * A Sokoban collection format: read whole, or level by level (a broken level refused only when it is built, so the
 * rest of its collection still reads), on the reading's clock.
 */
public abstract sealed class CollectionFormat implements PuzzleFormat<SokobanCollection>
        permits CollectionFormat.Text, CollectionFormat.Slc {

    /**
     * The format a text of no known name is in: SLC when it looks like XML, else the XSB family.
     *
     * @param text the text
     * @return {@link Slc} or {@link Text}
     */
    public static CollectionFormat sniffed(String text) {
        return looksLikeXml(text) ? new Slc() : new Text();
    }

    /**
     * Whether a text is SLC's XML ({@code <?xml} or {@code <SokobanLevels} first, after blanks and a byte order mark):
     * no XSB text starts so (its boards start with {@code #}, and such a line before them would be a title).
     *
     * @param text the text
     * @return true when it starts as XML
     */
    public static boolean looksLikeXml(String text) {
        return SlcFormat.looksLikeXml(text);
    }

    /**
     * Every level with its number and title, each built when asked for: a level broken in the file throws its
     * {@link org.gridpuzzle.format.FormatException} then, the others still read.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock: a limit reached or a cancel stops the reading
     * @return the entries, in the file's order
     */
    public abstract List<LevelEntry> levels(String file, String text, Budget clock);

    /**
     * Every level, each built when asked for.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock: a limit reached or a cancel stops the reading
     * @return a supplier per level, in the file's order; a broken level's throws its error
     */
    public final List<Supplier<SokobanLevel>> oneByOne(String file, String text, Budget clock) {
        return levels(file, text, clock).stream().map(LevelEntry::level).toList();
    }

    /**
     * Every level's title, in order, broken levels' included.
     *
     * @param file the file name used in errors
     * @param text the text
     * @param clock the reading's clock: a limit reached or a cancel stops the reading
     * @return the titles (the file's, or {@code level N})
     */
    public final List<String> titles(String file, String text, Budget clock) {
        return levels(file, text, clock).stream().map(LevelEntry::title).toList();
    }

    @Override
    public final String genre() {
        return "SOKOBAN";
    }

    @Override
    public final Class<SokobanCollection> modelType() {
        return SokobanCollection.class;
    }

    @Override
    public final SokobanCollection read(String source, String text) {
        List<SokobanLevel> levels = new ArrayList<>();
        for (Supplier<SokobanLevel> level : oneByOne(source, text, Limits.none().start())) {
            levels.add(level.get());
        }
        return new SokobanCollection(levels);
    }

    /** XSB text: each level after a {@code ; title} line, a blank line between levels. */
    @Override
    public final String write(SokobanCollection collection) {
        StringBuilder sb = new StringBuilder();
        for (SokobanLevel level : collection.levels()) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append("; ").append(level.title()).append('\n').append(level.draw(level.start()));
        }
        return sb.toString();
    }

    /** XSB and the text collections: titled text, YASC's {@code .sok}, run-length rows. */
    public static final class Text extends CollectionFormat {
        @Override
        public String name() {
            return "xsb";
        }

        @Override
        public String description() {
            return "XSB levels: '#' wall, ' ' floor, '.' goal, '$' box, '*' box on a goal, '@' player, '+' player on a"
                    + " goal; levels apart by blank lines, a title in a '; ' line before (or 'Title:' after, as .sok"
                    + " has it); '-' and '_' as floor, run-length rows (\"3#2 $\"), '|' as a row break";
        }

        @Override
        public List<String> extensions() {
            return List.of(".xsb", ".txt", ".sok");
        }

        @Override
        public List<LevelEntry> levels(String file, String text, Budget clock) {
            return XsbFormat.textLevels(file, text, clock);
        }
    }

    /** SokobanLevels XML. */
    public static final class Slc extends CollectionFormat {
        @Override
        public String name() {
            return "slc";
        }

        @Override
        public String description() {
            return "SokobanLevels XML: <Level Id=\"...\"><L>row</L>...</Level>";
        }

        @Override
        public List<String> extensions() {
            return List.of(".slc");
        }

        @Override
        public List<LevelEntry> levels(String file, String text, Budget clock) {
            return SlcFormat.entries(file, text, clock);
        }
    }
}
