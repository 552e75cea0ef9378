package org.gridpuzzle.adapter.file.games;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.adapter.file.snowman.SnowmanLvlFormat;
import org.gridpuzzle.adapter.file.sokoban.XsbFormat;
import org.gridpuzzle.application.port.out.games.GameLevelFilePort;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/** {@link GameLevelFilePort} over the XSB and Snowman level formats. */
public final class GameLevelFileAdapter implements GameLevelFilePort {

    @Inject
    public GameLevelFileAdapter() {
    }

    @Override
    public List<SokobanLevel> sokobanLevels(Path file) {
        return XsbFormat.parse(file.toString(), FormatRegistry.readText(file));
    }

    @Override
    public SnowmanLevel snowmanLevel(Path file) {
        return SnowmanLvlFormat.parse(file.toString(), FormatRegistry.readText(file));
    }
}
