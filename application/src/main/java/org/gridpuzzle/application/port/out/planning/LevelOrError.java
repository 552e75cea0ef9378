package org.gridpuzzle.application.port.out.planning;

import java.util.Objects;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * One level of a collection as read: the level, or the bad input it is (its message names the file, line, column,
 * the level's number and title), so a broken level of a collection is recorded or reported while the others are used.
 *
 * @param number its position in the file, 1-based
 * @param title its title as the file gives it, or {@code level N}
 * @param level the level, or null when it is broken
 * @param error why it is broken, or null when it was read
 */
public record LevelOrError(int number, String title, SokobanLevel level, InvalidInputException error) {

    public LevelOrError {
        Objects.requireNonNull(title, "title");
        if ((level == null) == (error == null)) {
            throw new IllegalArgumentException("a level or its error, one of the two");
        }
    }

    /** A level read. */
    public static LevelOrError of(int number, SokobanLevel level) {
        return new LevelOrError(number, level.title(), level, null);
    }

    /** A level broken in its file. */
    public static LevelOrError broken(int number, String title, InvalidInputException error) {
        return new LevelOrError(number, title, null, error);
    }

    /** Whether the level was read. */
    public boolean ok() {
        return level != null;
    }

    /** The level; a broken one throws its bad input. */
    public SokobanLevel get() {
        if (error != null) {
            throw error;
        }
        return level;
    }
}
