package org.gridpuzzle.adapter.file.planning;

import jakarta.inject.Inject;
import org.gridpuzzle.application.input.PuzzleSource;
import java.util.List;
import java.util.function.Supplier;
import org.gridpuzzle.adapter.file.FormatRegistry;
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
        return FormatRegistry.parsing(source, clock -> XsbFormat.parse(source.name(), text, clock));
    }

    /** One read and one parse of the file; each level is built (and refused, when broken) as it is asked for. */
    @Override
    public List<Supplier<SokobanLevel>> sokobanLevelsOneByOne(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(source, clock -> XsbFormat.oneByOne(source.name(), text, clock)).stream()
                .map(level -> (Supplier<SokobanLevel>) () -> FormatRegistry.parsing(level))
                .toList();
    }

    @Override
    public List<String> sokobanTitles(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(source, clock -> XsbFormat.titles(source.name(), text, clock));
    }

    @Override
    public SnowmanLevel loadSnowmanLevel(PuzzleSource source) {
        String text = FormatRegistry.readText(source);
        return FormatRegistry.parsing(() -> SnowmanLvlFormat.parse(source.name(), text));
    }
}

