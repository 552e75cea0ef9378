package org.gridpuzzle.application.error;

/** A level number that the file does not have. */
public final class NoSuchLevelException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    private final int level;
    private final int levels;

    public NoSuchLevelException(String source, int level, int levels) {
        super(source, "there is no level " + level + " (the file has " + levels + ")");
        this.level = level;
        this.levels = levels;
    }

    public int level() {
        return level;
    }

    /** How many levels the file has. */
    public int levels() {
        return levels;
    }
}
