package org.gridpuzzle.format.snowman;

import java.util.List;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.format.PuzzleFormat;

/** A Snowman level ({@code .lvl}), as the registry reads and writes it. */
public final class SnowmanFormat implements PuzzleFormat<SnowmanLevel> {

    /** What {@code --format} takes. */
    public static final String NAME = "lvl";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "A Good Snowman Is Hard To Build: '#' or 'x' wall, '.' snow, ''' grass, 'p'/'q' the character on"
                + " snow/grass, 1-7 ball stacks (bit 1 small, 2 medium, 4 large)";
    }

    @Override
    public String genre() {
        return "SNOWMAN";
    }

    @Override
    public List<String> extensions() {
        return List.of(".lvl");
    }

    @Override
    public Class<SnowmanLevel> modelType() {
        return SnowmanLevel.class;
    }

    @Override
    public SnowmanLevel read(String source, String text) {
        return SnowmanLvlFormat.parse(source, text);
    }

    @Override
    public String write(SnowmanLevel level) {
        return level.draw(level.start());
    }
}
