package org.gridpuzzle.application.port.out.planning;

import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.ArrayList;
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

    /**
     * Every level of the collection, each read or with the bad input it is: one broken level does not stop the others
     * (a run of several levels plans the good ones and reports the broken one; the lab records it as a job refused).
     * A file that is no collection at all (no level, not to be read) is bad input at once.
     */
    default List<LevelOrError> sokobanLevelsOrErrors(PuzzleSource source) {
        List<Supplier<SokobanLevel>> levels = sokobanLevelsOneByOne(source);
        List<String> titles = sokobanTitles(source);
        List<LevelOrError> out = new ArrayList<>(levels.size());
        for (int i = 0; i < levels.size(); i++) {
            try {
                out.add(LevelOrError.of(i + 1, levels.get(i).get()));
            } catch (InvalidInputException broken) {
                out.add(LevelOrError.broken(i + 1, titles.get(i), broken));
            }
        }
        return out;
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
