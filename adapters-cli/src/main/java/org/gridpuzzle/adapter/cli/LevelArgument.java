package org.gridpuzzle.adapter.cli;

/**
 * A {@code --level} value of the Sokoban commands: a level's number (1-based; {@code 0} and negative numbers are
 * numbers too, refused as levels the file does not have) or else its title ({@code --level 'SE 42a'}).
 */
public final class LevelArgument {

    private LevelArgument() {
    }

    /** Whether the value is a number. */
    public static boolean isNumber(String level) {
        return level.strip().matches("-?[0-9]{1,9}");
    }

    /** The number it is, or null when it is a title (or not given). */
    public static Integer number(String level) {
        return level != null && isNumber(level) ? Integer.valueOf(level.strip()) : null;
    }

    /** The title it is, or null when it is a number (or not given). */
    public static String title(String level) {
        return level != null && !isNumber(level) ? level : null;
    }
}
