package org.gridpuzzle.adapter.file.planning;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.format.snowman.SnowmanLvlFormat;
import org.gridpuzzle.format.sokoban.XsbFormat;

/** Level files of the planning games: XSB (Sokoban) and {@code .lvl} (Snowman). */
public final class LevelFileAdapter implements LoadSokobanLevelsPort, LoadSnowmanLevelPort {

    @Inject
    public LevelFileAdapter() {
        // stateless
    }

    @Override
    public List<SokobanLevel> loadSokobanLevels(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> XsbFormat.parse(source.name(), text));
    }

    @Override
    public int countSokobanLevels(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> XsbFormat.count(source.name(), text));
    }

    @Override
    public List<String> sokobanTitles(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> XsbFormat.titles(source.name(), text));
    }

    @Override
    public SokobanLevel loadSokobanLevel(PuzzleSource source, int position) {
        String text = FormatRegistry.readText(source);
        int count = FormatRegistry.parsing(() -> XsbFormat.count(source.name(), text));
        if (position < 1 || position > count) {
            throw new NoSuchLevelException(source.name(), position, count);
        }
        return FormatRegistry.parsing(() -> XsbFormat.parseOne(source.name(), text, position));
    }

    @Override
    public SnowmanLevel loadSnowmanLevel(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> SnowmanLvlFormat.parse(source.name(), text));
    }
}

