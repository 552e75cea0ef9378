package org.gridpuzzle.format.sokoban;

import java.util.Objects;
import java.util.function.Supplier;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * One level of a collection as read: its number in the file (1-based), its title (the file's, or {@code level N}),
 * and the level, built when asked for; a level broken in the file throws its
 * {@link org.gridpuzzle.format.FormatException} (naming file, line, column, number and title) then, and only then, so
 * the other levels of its collection still read.
 *
 * @param number the level's number in the file (1-based)
 * @param title its title
 * @param level the level, built (or refused) when asked for
 */
public record LevelEntry(int number, String title, Supplier<SokobanLevel> level) {

    /**
     * An entry; the title and the level's supplier are required.
     *
     * @param number the level's number in the file (1-based)
     * @param title its title
     * @param level the level, built (or refused) when asked for
     * @throws NullPointerException if the title or the supplier is null
     */
    public LevelEntry {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(level, "level");
    }
}
