package org.gridpuzzle.application.service.puzzle;

import org.gridpuzzle.application.input.PuzzleSource;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import org.gridpuzzle.application.port.out.floodit.LoadFloodItBoardPort;
import org.gridpuzzle.application.port.out.planning.LevelOrError;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.reachability.LoadGridMapPort;
import org.gridpuzzle.application.port.out.suguru.LoadSuguruPuzzlePort;
import org.gridpuzzle.application.service.planning.LevelTitles;
import org.gridpuzzle.domain.floodit.Board;
import org.gridpuzzle.domain.grid.GridShape;
import org.gridpuzzle.domain.grid.Position;
import org.gridpuzzle.domain.reachability.MarkedGridMap;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.SokobanLevel;
import org.gridpuzzle.domain.suguru.SuguruPuzzle;

/** Loads the input through the genre's port (the readers reject what they cannot read) and says what it holds. */
public final class ReadPuzzleService implements ReadPuzzleUseCase {

    private final LoadSuguruPuzzlePort suguru;
    private final LoadFloodItBoardPort boards;
    private final LoadGridMapPort maps;
    private final LoadSokobanLevelsPort sokoban;
    private final LoadSnowmanLevelPort snowman;

    @Inject
    public ReadPuzzleService(LoadSuguruPuzzlePort suguru, LoadFloodItBoardPort boards, LoadGridMapPort maps,
            LoadSokobanLevelsPort sokoban, LoadSnowmanLevelPort snowman) {
        this.suguru = suguru;
        this.boards = boards;
        this.maps = maps;
        this.sokoban = sokoban;
        this.snowman = snowman;
    }

    @Override
    public ReadPuzzleResult read(ReadPuzzleCommand command) {
        switch (command.genre()) {
            case SUGURU: {
                SuguruPuzzle p = suguru.loadPuzzle(command.source(), command.format());
                String summary = String.format(Locale.ROOT, "%s, %d regions (largest %d), %d givens", size(p.shape()),
                        p.regions().regionCount(), p.regions().maxRegionSize(), p.givenCount());
                return new ReadPuzzleResult(command.genre(), summary, new Output.SuguruGrid(p, p.givens(), List.of()),
                        List.of());
            }
            case FLOODIT: {
                Board b = boards.loadBoard(command.source(), command.line());
                // counted on the cells, no graph built: a board too large for its graph is still read
                String summary = String.format(Locale.ROOT, "%s, %d colours, %d components", size(b.shape()),
                        b.coloursPresent(), b.components());
                return new ReadPuzzleResult(command.genre(), summary, new Output.FloodItBoard(b), List.of());
            }
            case MAP: {
                MarkedGridMap m = maps.loadMap(command.source());
                int open = m.map().graph().vertexCount();
                String summary = String.format(Locale.ROOT, "%s, %d open cells, %s, %s", size(m.map().shape()), open,
                        m.source().map(p -> "source " + cell(p)).orElse("no source mark 'S'"),
                        m.target().map(p -> "target " + cell(p)).orElse("no target mark 'T'"));
                return new ReadPuzzleResult(command.genre(), summary, new Output.Reachability(m.map(),
                        m.source().orElse(null), m.target().orElse(null), List.of(), List.of()), List.of());
            }
            case SOKOBAN: {
                PuzzleSource source = formatted(command);
                List<LevelOrError> levels = sokoban.sokobanLevelsOrErrors(source);
                List<String> titles = levels.stream().map(LevelOrError::title).toList();
                boolean named = command.level() != null || command.levelTitle() != null;
                if (!named) {
                    // the file as a whole: its first broken level is bad input (a level asked for is read alone)
                    levels.stream().filter(l -> !l.ok()).findFirst().ifPresent(LevelOrError::get);
                }
                int index = command.levelTitle() != null ? LevelTitles.positionOf(source.name(), titles,
                        command.levelTitle()) : command.level() == null ? 1 : command.level();
                if (index < 1 || index > levels.size()) {
                    throw new NoSuchLevelException(command.source().name(), index, levels.size());
                }
                SokobanLevel level = levels.get(index - 1).get();
                int boxes = level.start().boxCount();
                String summary = String.format(Locale.ROOT, "level %d of %d%s: %d×%d, %d box%s", index, levels.size(),
                        level.title().isEmpty() ? "" : " '" + level.title() + "'", level.rows(), level.cols(), boxes,
                        boxes == 1 ? "" : "es");
                return new ReadPuzzleResult(command.genre(), summary, new Output.SokobanPlan(level, ""), titles);
            }
            case SNOWMAN: {
                SnowmanLevel level = snowman.loadSnowmanLevel(formatted(command));
                String summary = String.format(Locale.ROOT, "%d×%d, %d balls, %d snowm%s to build", level.rows(),
                        level.cols(), level.start().ballCount(), level.snowmen(), level.snowmen() == 1 ? "an" : "en");
                return new ReadPuzzleResult(command.genre(), summary, new Output.SnowmanPlan(level, ""), List.of());
            }
            default:
                throw new IllegalArgumentException("unknown genre " + command.genre());
        }
    }

    private static String size(GridShape shape) {
        return shape.rows() + "×" + shape.cols();
    }

    /** As every input names a cell: r3c5, counted from 1. */
    private static String cell(Position p) {
        return p.label();
    }

    /** The source as the command's format names it, or as it is (its own format, or its extension). */
    private static PuzzleSource formatted(ReadPuzzleCommand command) {
        return command.format() == null ? command.source() : command.source().withFormat(command.format());
    }
}
