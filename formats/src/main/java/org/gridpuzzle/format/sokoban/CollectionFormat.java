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

    /** The format a text of no known name is in: SLC when it looks like XML, else the XSB family. */
    public static CollectionFormat sniffed(String text) {
        return SlcFormat.looksLikeXml(text) ? new Slc() : new Text();
    }

    /** Every level, each built when asked for. */
    public abstract List<Supplier<SokobanLevel>> oneByOne(String file, String text, Budget clock);

    /** Every level's title, in order, broken levels' included. */
    public abstract List<String> titles(String file, String text, Budget clock);

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
        public List<Supplier<SokobanLevel>> oneByOne(String file, String text, Budget clock) {
            return XsbFormat.textOneByOne(file, text, clock);
        }

        @Override
        public List<String> titles(String file, String text, Budget clock) {
            return XsbFormat.textTitles(file, text, clock);
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
        public List<Supplier<SokobanLevel>> oneByOne(String file, String text, Budget clock) {
            List<Supplier<SokobanLevel>> out = new ArrayList<>();
            for (SokobanLevel level : SlcFormat.parse(file, text, clock)) {
                out.add(() -> level);
            }
            return out;
        }

        @Override
        public List<String> titles(String file, String text, Budget clock) {
            return SlcFormat.parse(file, text, clock).stream().map(SokobanLevel::title).toList();
        }
    }
}
