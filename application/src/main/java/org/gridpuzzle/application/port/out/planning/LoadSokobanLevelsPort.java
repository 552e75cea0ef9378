package org.gridpuzzle.application.port.out.planning;

import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** Reads the levels of a collection (XSB, .sok, SLC), in order. */
public interface LoadSokobanLevelsPort {

    /** Every level; a broken one is bad input naming its number and title. */
    List<SokobanLevel> loadSokobanLevels(PuzzleSource source);

    /**
     * Every level, broken ones included, each read when it is asked for (a broken one is then bad input naming it);
     * a file that is no collection at all is bad input at once.
     */
    default List<Supplier<SokobanLevel>> sokobanLevelsOneByOne(PuzzleSource source) {
        return loadSokobanLevels(source).stream().map(level -> (Supplier<SokobanLevel>) () -> level).toList();
    }

    /** Every level's title, in order, broken levels' included. */
    default List<String> sokobanTitles(PuzzleSource source) {
        return loadSokobanLevels(source).stream().map(SokobanLevel::title).toList();
    }

    /**
     * Level {@code position} (1-based) alone: the other levels may be broken (a collection with one bad level still
     * gives its good ones); this one broken is bad input naming it.
     */
    default SokobanLevel loadSokobanLevel(PuzzleSource source, int position) {
        List<Supplier<SokobanLevel>> all = sokobanLevelsOneByOne(source);
        if (position < 1 || position > all.size()) {
            throw new NoSuchLevelException(source.name(), position, all.size());
        }
        return all.get(position - 1).get();
    }
}
